import { FormattedMessage, useIntl } from "react-intl";
import { Card } from "@/components/ui/Card";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { Skeleton } from "@/components/ui/Skeleton";
import { UpgradeButton } from "@/components/UpgradeButton";
import { SparklesIcon } from "@/components/icons";
import type { PlanStatus } from "@/hooks/usePlanStatus";
import { formatDate, formatDay } from "@/lib/format";
import { subscriptionView } from "./subscriptionView";
import { usePortal } from "./usePortal";

const badgeTone = { basic: "neutral", trial: "honey", active: "success" } as const;

/** Plan, status, expiry and the one action that fits: upgrade, upgrade to continue, or manage. */
export function SubscriptionCard({ status }: { status: PlanStatus | undefined }) {
  const intl = useIntl();
  const portal = usePortal();
  const view = status ? subscriptionView(status) : null;

  return (
    <Card>
      <h2 id="subscription-title" className="flex items-center gap-2 text-lg font-bold text-stone-900 dark:text-stone-50">
        <SparklesIcon size={20} className="text-amber-700 dark:text-amber-300" />
        <FormattedMessage id="settings.subscription" />
      </h2>
      {view === null ? (
        <div className="mt-4 space-y-3">
          <Skeleton className="h-7 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-56" />
          <Button disabled className="mt-2 w-full sm:w-auto">
            <FormattedMessage id="settings.loading" />
          </Button>
        </div>
      ) : (
        <div className="mt-4 space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-xl font-extrabold text-stone-900 dark:text-stone-50">
              <FormattedMessage id={`settings.plan.${view.plan}`} />
            </p>
            <Badge tone={badgeTone[view.badge]}>
              <FormattedMessage id={`settings.badge.${view.badge}`} />
            </Badge>
          </div>
          <p className="text-sm text-stone-700 dark:text-stone-300">
            <FormattedMessage id={`settings.planDescription.${view.plan}`} />
          </p>
          {view.expiry && (
            <p className="text-sm font-medium text-stone-800 dark:text-stone-200">
              {view.expiry.kind === "noExpiration" ? (
                <FormattedMessage id="settings.noExpiration" />
              ) : view.expiry.kind === "activeUntil" ? (
                <FormattedMessage id="settings.activeUntil" values={{ date: formatDay(intl, view.expiry.day) }} />
              ) : (
                <FormattedMessage id="settings.trialExpires" values={{ date: formatDate(intl, view.expiry.at) }} />
              )}
            </p>
          )}
          {view.willNotRenew && (
            <p className="text-sm text-stone-700 dark:text-stone-300">
              <FormattedMessage id="settings.willNotRenew" />
            </p>
          )}
          {view.plan === "free" && status?.dailyLimit != null && (
            <p className="text-sm text-stone-700 dark:text-stone-300">
              <FormattedMessage id="settings.freeAllowance" values={{ limit: status.dailyLimit }} />
            </p>
          )}
          {view.action === "manage" && (
            <Button variant="outline" onClick={portal.open} loading={portal.busy} className="w-full sm:w-auto">
              <FormattedMessage id={portal.busy ? "settings.processing" : "settings.manageSubscription"} />
            </Button>
          )}
          {(view.action === "upgrade" || view.action === "upgradeToContinue") && (
            <UpgradeButton className="w-full sm:w-auto">
              <FormattedMessage id={view.action === "upgrade" ? "billing.upgradeToPremium" : "billing.upgradeToContinue"} />
            </UpgradeButton>
          )}
        </div>
      )}
    </Card>
  );
}
