import { FormattedMessage, useIntl } from "react-intl";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { Skeleton } from "@/components/ui/Skeleton";
import { formatDay } from "@/lib/format";
import { canRemove, shownTier, shownUntil, type Subscriber } from "./adminView";

const statusTone = {
  free: "neutral",
  premium_manual: "success",
  expired_manual: "danger",
  premium: "success",
  expired: "danger",
} as const;

type SubscriberListProps = {
  subscribers: Subscriber[] | null;
  loading: boolean;
  onGrant: (email: string) => void;
  onRemove: (email: string) => void;
};

/** Every subscriber with status, tier and end date; grant for all, remove only where there is something to remove. */
export function SubscriberList({ subscribers, loading, onGrant, onRemove }: SubscriberListProps) {
  const intl = useIntl();
  if (subscribers === null) {
    return loading ? <Skeleton className="h-40" /> : null;
  }
  if (subscribers.length === 0) {
    return (
      <p className="text-sm text-stone-600 dark:text-stone-400">
        <FormattedMessage id="admin.noSubscribers" />
      </p>
    );
  }
  return (
    <ul className="divide-y divide-stone-200 dark:divide-stone-700" aria-busy={loading || undefined}>
      {subscribers.map((s) => {
        const until = shownUntil(s);
        return (
          <li key={s.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
            <div className="min-w-0 flex-1">
              <p className="break-all font-semibold text-stone-900 dark:text-stone-50">{s.email}</p>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-700 dark:text-stone-300">
                <Badge tone={statusTone[s.status]}>
                  <FormattedMessage id={`admin.status.${s.status}`} />
                </Badge>
                {s.status !== "free" && (
                  <span>
                    <FormattedMessage id={`admin.tiers.${shownTier(s)}`} />
                  </span>
                )}
                {until !== undefined && (
                  <span>
                    <FormattedMessage
                      id="admin.until"
                      values={{ date: formatDay(intl, until) }}
                    />
                  </span>
                )}
              </p>
            </div>
            <div className="flex gap-2">
              <Button size="sm" variant="outline" onClick={() => onGrant(s.email)}>
                <FormattedMessage id="admin.grant" />
                <span className="sr-only">{` ${s.email}`}</span>
              </Button>
              {canRemove(s) && (
                <Button size="sm" variant="danger" onClick={() => onRemove(s.email)}>
                  <FormattedMessage id="admin.remove" />
                  <span className="sr-only">{` ${s.email}`}</span>
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
