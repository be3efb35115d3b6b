import { useT } from "@/hooks/useT";
import { cx } from "@/lib/cx";
import { PhoneIcon } from "../icons";

/** Points anyone in danger to emergency services; Kaia is not for crisis intervention. */
export function CrisisBanner({ className }: { className?: string }) {
  const t = useT();
  return (
    <aside
      aria-label={t("common.crisisLabel")}
      className={cx(
        "flex items-start gap-3 rounded-2xl border border-rose-200 bg-rose-50 p-4 text-sm text-rose-950 dark:border-rose-900 dark:bg-rose-950/40 dark:text-rose-100",
        className,
      )}
    >
      <span className="rounded-full bg-rose-100 p-2 text-rose-800 dark:bg-rose-900 dark:text-rose-100">
        <PhoneIcon size={16} />
      </span>
      <div>
        <p className="font-semibold">{t("common.crisisTitle")}</p>
        <p className="mt-0.5">{t("common.crisisBody")}</p>
      </div>
    </aside>
  );
}
