import { Suspense, useState } from "react";
import { useIntl } from "react-intl";
import { cx } from "@/lib/cx";
import { useAppDialog } from "./appDialogs";
import { HeartIcon } from "./icons";

/** Always-visible SOS: crisis resources for the user's country and their own safety plan. */
export function SosButton({ className }: { className?: string }) {
  const intl = useIntl();
  const SafetyDialog = useAppDialog("safety");
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        aria-label={intl.formatMessage({ id: "safetyPlan.sosLabel" })}
        className={cx(
          "inline-flex h-10 items-center gap-1.5 rounded-full bg-red-700 px-3.5 text-sm font-bold tracking-wide text-white shadow-sm",
          "hover:bg-red-800 dark:bg-red-500 dark:text-stone-950 dark:hover:bg-red-400",
          className,
        )}
      >
        <HeartIcon size={16} />
        {intl.formatMessage({ id: "safety.sosButton" })}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <SafetyDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
