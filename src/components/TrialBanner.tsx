import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { DAY_MS } from "@shared/time";
import { cx } from "@/lib/cx";
import { useTrialCountdown } from "@/hooks/useTrialCountdown";
import type { PlanStatus } from "@/hooks/usePlanStatus";
import { ClockIcon, CloseIcon } from "./icons";
import { UpgradeButton } from "./UpgradeButton";

type BannerStatus = Pick<PlanStatus, "plan" | "inTrial" | "trialEndsAt" | "trialUsed" | "subscriptionEnd" | "hasStripeSubscription">;

type TrialBannerProps = {
  status: BannerStatus | undefined;
  /** One line on small screens (the chat keeps its room for messages). */
  compact?: boolean;
  className?: string;
};

/** Where this device remembers when the "has ended" notice was last hidden. */
export const ENDED_NOTICE_HIDDEN_KEY = "planEndedNoticeHiddenAt";

/** What ended for a person back on the free plan: the latest of their trial and their paid access. */
export function endedAccess(status: BannerStatus): "trial" | "premium" | null {
  if (status.plan !== "free") return null;
  const paidEnd = status.subscriptionEnd;
  if (paidEnd !== undefined && (status.trialEndsAt === undefined || paidEnd >= status.trialEndsAt)) return "premium";
  return status.trialUsed ? "trial" : null;
}

function hiddenWithinADay(now: number): boolean {
  try {
    const hiddenAt = localStorage.getItem(ENDED_NOTICE_HIDDEN_KEY);
    return hiddenAt !== null && now - Number(hiddenAt) < DAY_MS;
  } catch {
    return false;
  }
}

/**
 * Days or hours left in the free trial (refreshed every minute), "ends soon" only in its last 24
 * hours; afterwards what ended (the trial or Premium), which can be hidden for a day.
 */
export function TrialBanner({ status, compact, className }: TrialBannerProps) {
  const intl = useIntl();
  const running = status?.inTrial ? status.trialEndsAt : undefined;
  const left = useTrialCountdown(running);
  const [hidden, setHidden] = useState(() => hiddenWithinADay(Date.now()));
  if (!status) return null;

  const ended = status.inTrial && left?.unit === "expired" ? "trial" : endedAccess(status);
  if (ended && hidden) return null;
  if (!ended && (!left || left.unit === "expired")) return null;

  function hide() {
    try {
      localStorage.setItem(ENDED_NOTICE_HIDDEN_KEY, String(Date.now()));
    } catch {
      // Private modes may refuse storage: the notice still goes for this visit.
    }
    setHidden(true);
  }

  const warn = ended !== null || left?.expiringSoon;
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
            {ended === "premium" ? (
              <FormattedMessage id="billing.premiumEndedTitle" />
            ) : ended === "trial" ? (
              <FormattedMessage id="billing.trialExpiredTitle" />
            ) : left?.unit === "days" ? (
              <FormattedMessage id="billing.trialDaysLeft" values={{ count: left.value }} />
            ) : (
              <FormattedMessage id="billing.trialHoursLeft" values={{ count: left?.value ?? 0 }} />
            )}
          </p>
          <p className={compact ? "hidden sm:block" : undefined}>
            <FormattedMessage id={ended ? "billing.trialExpiredBody" : warn ? "billing.trialExpiringSoon" : "billing.trialActiveBody"} />
          </p>
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-1 sm:self-center">
        {!status.hasStripeSubscription && (
          <UpgradeButton size="sm">
            <FormattedMessage id={ended ? "billing.upgradeToPremium" : "billing.upgradeToContinue"} />
          </UpgradeButton>
        )}
        {ended && (
          <button
            type="button"
            onClick={hide}
            className="rounded-full p-2 hover:bg-amber-100 dark:hover:bg-amber-900/60"
            aria-label={intl.formatMessage({ id: "billing.dismissNotice" })}
            title={intl.formatMessage({ id: "billing.dismissNotice" })}
          >
            <CloseIcon size={16} />
          </button>
        )}
      </div>
    </section>
  );
}
