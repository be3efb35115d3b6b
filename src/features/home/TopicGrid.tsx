import { Link } from "react-router-dom";
import { FormattedMessage, useIntl } from "react-intl";
import { HOME_TOPIC_IDS, isPremiumTopic, type TopicId } from "@shared/topics";
import { TopicIcon } from "@/components/TopicIcon";
import { useUpgradeDialog } from "@/components/UpgradeButton";
import { Badge } from "@/components/ui/Badge";
import { LockIcon, SparklesIcon } from "@/components/icons";
import { cx } from "@/lib/cx";

export type TopicLock = "open" | "locked" | "unknown";

/** Premium-only topics are locked for users neither premium nor in trial; unknown while the plan loads. */
export function topicLock(topic: TopicId, isPremium: boolean | undefined): TopicLock {
  if (!isPremiumTopic(topic)) return "open";
  if (isPremium === undefined) return "unknown";
  return isPremium ? "open" : "locked";
}

const cardBase =
  "flex h-full items-start gap-4 rounded-3xl border p-5 text-start transition-colors " +
  "border-amber-900/10 bg-white/90 dark:border-white/10 dark:bg-stone-900/80";
const cardHover = "hover:border-amber-400 hover:bg-amber-50/80 dark:hover:border-amber-500 dark:hover:bg-stone-800";

function CardBody({ topic, locked }: { topic: TopicId; locked: boolean }) {
  return (
    <>
      <TopicIcon topic={topic} />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="text-lg font-bold text-stone-900 dark:text-stone-50">
            <FormattedMessage id={`home.topics.${topic}.name`} />
          </span>
          {locked && (
            <Badge tone="premium" icon={<SparklesIcon size={12} />}>
              <FormattedMessage id="home.premium" />
            </Badge>
          )}
        </span>
        <span className="mt-1 block text-sm text-stone-700 dark:text-stone-300">
          <FormattedMessage id={`home.topics.${topic}.description`} />
        </span>
      </span>
    </>
  );
}

type TopicGridProps = {
  /** Live premium-or-trial flag; undefined while loading. */
  isPremium: boolean | undefined;
  chatPath: string;
};

/** The 13 topic cards: 1 column on mobile, 2 on tablets, 3 on desktops; a locked one offers the upgrade. */
export function TopicGrid({ isPremium, chatPath }: TopicGridProps) {
  const intl = useIntl();
  const upgrade = useUpgradeDialog();
  return (
    <>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
        {HOME_TOPIC_IDS.map((topic) => {
          const lock = topicLock(topic, isPremium);
          return (
            <li key={topic}>
              {lock === "open" ? (
                <Link
                  to={chatPath}
                  state={{ categoryId: topic }}
                  className={cx(cardBase, cardHover)}
                >
                  <CardBody topic={topic} locked={false} />
                </Link>
              ) : lock === "locked" ? (
                <button
                  type="button"
                  aria-haspopup="dialog"
                  data-testid={`topic-${topic}`}
                  onClick={upgrade.open}
                  className={cx(cardBase, cardHover, "w-full")}
                >
                  <CardBody topic={topic} locked />
                  <span className="sr-only">{intl.formatMessage({ id: "home.lockedTopic" })}</span>
                  <LockIcon size={18} className="shrink-0 text-stone-600 dark:text-stone-400" />
                </button>
              ) : (
                // Not yet known while the plan loads: shown but not clickable.
                <div aria-disabled="true" data-testid={`topic-${topic}`} className={cx(cardBase, "cursor-wait")}>
                  <CardBody topic={topic} locked={false} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {upgrade.dialog}
    </>
  );
}
