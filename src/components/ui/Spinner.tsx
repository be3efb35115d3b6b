import { useIntl } from "react-intl";
import { cx } from "@/lib/cx";

type SpinnerProps = { size?: "sm" | "md" | "lg"; className?: string; label?: string };

const sizes = { sm: "size-4 border-2", md: "size-6 border-2", lg: "size-10 border-[3px]" };

/** A spinning ring; announced to screen readers as "Loading" unless `label` says otherwise. */
export function Spinner({ size = "md", className, label }: SpinnerProps) {
  const intl = useIntl();
  return (
    <span role="status" className={cx("inline-flex items-center justify-center", className)}>
      <span
        aria-hidden="true"
        className={cx(
          "animate-spin rounded-full border-amber-600 border-t-transparent motion-reduce:animate-[spin_1.5s_linear_infinite] dark:border-amber-300 dark:border-t-transparent",
          sizes[size],
        )}
      />
      <span className="sr-only">{label ?? intl.formatMessage({ id: "common.loading" })}</span>
    </span>
  );
}

/** Fills the viewport while something the whole screen depends on is loading. */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner size="lg" />
    </div>
  );
}
