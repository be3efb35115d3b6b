import { PASSWORD_MIN_LENGTH, PASSWORD_RULES, unmetPasswordRules } from "@shared/limits";
import { CheckIcon } from "@/components/icons";
import { useT } from "@/hooks/useT";
import { cx } from "@/lib/cx";

/** The four password rules, each ticked as soon as the typed password meets it. */
export function PasswordRequirements({ password, id }: { password: string; id?: string }) {
  const t = useT();
  const unmet = new Set(unmetPasswordRules(password));
  return (
    <div id={id} className="rounded-2xl bg-amber-50 p-4 dark:bg-stone-800/60">
      <p className="mb-2 text-sm font-semibold text-stone-800 dark:text-stone-100">{t("auth.requirementsTitle")}</p>
      <ul className="space-y-1.5">
        {PASSWORD_RULES.map((rule) => {
          const met = !unmet.has(rule);
          return (
            <li
              key={rule}
              data-rule={rule}
              data-met={met}
              className={cx("flex items-center gap-2 text-sm", met ? "text-emerald-800 dark:text-emerald-300" : "text-stone-700 dark:text-stone-300")}
            >
              <span
                aria-hidden="true"
                className={cx(
                  "inline-flex size-5 items-center justify-center rounded-full border",
                  met ? "border-emerald-600 bg-emerald-600 text-white dark:border-emerald-400 dark:bg-emerald-400 dark:text-stone-950" : "border-stone-400",
                )}
              >
                {met && <CheckIcon size={12} strokeWidth={3} />}
              </span>
              <span>{t(`auth.requirement.${rule}`, { min: PASSWORD_MIN_LENGTH })}</span>
              <span className="sr-only">{t(met ? "auth.requirementMet" : "auth.requirementUnmet")}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
