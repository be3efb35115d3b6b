import { useIntl } from "react-intl";
import { cx } from "@/lib/cx";

/** Kaia the bear: the product's logo mark. Decorative; pair it with the name. */
export function KaiaBear({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={cx("shrink-0", className)}>
      <circle cx="14" cy="15" r="9" fill="#b45309" />
      <circle cx="50" cy="15" r="9" fill="#b45309" />
      <circle cx="14" cy="15" r="4.5" fill="#fcd34d" />
      <circle cx="50" cy="15" r="4.5" fill="#fcd34d" />
      <circle cx="32" cy="35" r="24" fill="#d97706" />
      <ellipse cx="32" cy="44" rx="11" ry="8.5" fill="#fde68a" />
      <circle cx="23" cy="31" r="3" fill="#1c1917" />
      <circle cx="41" cy="31" r="3" fill="#1c1917" />
      <circle cx="24" cy="30" r="1" fill="#fff" />
      <circle cx="42" cy="30" r="1" fill="#fff" />
      <ellipse cx="32" cy="40" rx="3.6" ry="2.8" fill="#1c1917" />
      <path d="M28 45.5q4 3 8 0" fill="none" stroke="#1c1917" strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="17" cy="41" r="3" fill="#f59e0b" opacity=".55" />
      <circle cx="47" cy="41" r="3" fill="#f59e0b" opacity=".55" />
    </svg>
  );
}

/** Bear plus the "Kaia" word mark. */
export function KaiaLogo({ className, wordmarkClassName }: { className?: string; wordmarkClassName?: string }) {
  const intl = useIntl();
  return (
    <span className={cx("inline-flex items-center gap-2", className)}>
      <KaiaBear className="size-9 shrink-0" />
      <span className={cx("text-xl font-extrabold tracking-tight text-amber-900 dark:text-amber-100", wordmarkClassName)}>
        {intl.formatMessage({ id: "common.appName" })}
      </span>
    </span>
  );
}
