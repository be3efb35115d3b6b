import { FormattedMessage } from "react-intl";
import { cx } from "@/lib/cx";
import { useTrialCountdown } from "@/hooks/useTrialCountdown";
import type { PlanStatus } from "@/hooks/usePlanStatus";
import { ClockIcon } from "./icons";
import { UpgradeButton } from "./UpgradeButton";

type TrialBannerProps = {
  status: Pick<PlanStatus, "plan" | "inTrial" | "trialEndsAt" | "trialUsed" | "hasStripeSubscription"> | undefined;
  /** One line on small screens (the chat keeps its room for messages). */
  compact?: boolean;
  className?: string;
};

/** Days or hours left in the trial (refreshed every minute), a warning near the end, then "Trial expired". */
export function TrialBanner({ status, compact, className }: TrialBannerProps) {
  const running = status?.inTrial ? status.trialEndsAt : undefined;
  const left = useTrialCountdown(running);
  if (!status) return null;

  const expired = status.plan === "free" && status.trialUsed && (!status.inTrial || left?.unit === "expired");
  if (!expired && (!left || left.unit === "expired")) return null;

  const warn = expired || left?.expiringSoon;
  return (
    <section
      role="status"
      className={cx(
        "flex gap-3 rounded-2xl border px-4 py-3 sm:flex-row sm:items-center sm:justify-between",
        compact ? "flex-row flex-wrap items-center justify-between py-2" : "flex-col",
        warn
          ? "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-50"
          : "border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-50",
        className,
      )}
    >
      <div className={cx("flex items-start gap-3", compact && "min-w-0 grow basis-48")}>
        <ClockIcon size={20} className="mt-0.5 shrink-0" />
        <div className="text-sm">
          <p className="font-semibold">
            {expired ? (
              <FormattedMessage id="billing.trialExpiredTitle" />
            ) : left?.unit === "days" ? (
              <FormattedMessage id="billing.trialDaysLeft" values={{ count: left.value }} />
            ) : (
              <FormattedMessage id="billing.trialHoursLeft" values={{ count: left?.value ?? 0 }} />
            )}
          </p>
          <p className={compact ? "hidden sm:block" : undefined}>
            <FormattedMessage
              id={expired ? "billing.trialExpiredBody" : warn ? "billing.trialExpiringSoon" : "billing.trialActiveBody"}
            />
          </p>
        </div>
      </div>
      {!status.hasStripeSubscription && (
        <UpgradeButton size="sm" className={cx("shrink-0 sm:self-center", !compact && "self-start")}>
          <FormattedMessage id={expired ? "billing.upgradeToPremium" : "billing.upgradeToContinue"} />
        </UpgradeButton>
      )}
    </section>
  );
}
