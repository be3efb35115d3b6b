import { Suspense, useState, type ReactNode } from "react";
import { usePaginatedQuery } from "convex/react";
import { FormattedMessage, useIntl } from "react-intl";
import { RECENT_CONVERSATIONS } from "@shared/limits";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { Button } from "@/components/ui/Button";
import { Skeleton } from "@/components/ui/Skeleton";
import { TopicIcon } from "@/components/TopicIcon";
import { CloseIcon } from "@/components/icons";
import { useNow } from "@/hooks/useNow";
import { useT } from "@/hooks/useT";
import { formatRelative } from "@/lib/format";
import { cx } from "@/lib/cx";
import { lazyWithPreload } from "@/lib/lazyWithPreload";
import type { ConversationSummary } from "./types";
import { HistorySearch } from "./HistorySearch";

const OLDER_PAGE = 20;

const DeleteConversationDialog = lazyWithPreload(() => import("./DeleteConversationDialog"));

export type HistoryProps = {
  recent: ConversationSummary[] | undefined;
  currentId: Id<"conversations"> | null;
  onOpenConversation: (conversation: ConversationSummary) => void;
  onNewConversation: () => void;
  onDeleted: (id: Id<"conversations">) => void;
};

function OlderConversations(props: { render: (c: ConversationSummary) => ReactNode }) {
  const { results, status, loadMore } = usePaginatedQuery(api.conversations.listOlder, {}, { initialNumItems: OLDER_PAGE });
  return (
    <>
      {results.map(props.render)}
      {status === "LoadingFirstPage" || status === "LoadingMore" ? (
        <li className="px-2 py-2">
          <Skeleton className="h-12" />
        </li>
      ) : status === "CanLoadMore" ? (
        <li className="px-2 py-2">
          <Button variant="ghost" size="sm" className="w-full" onClick={() => loadMore(OLDER_PAGE)}>
            <FormattedMessage id="chat.showOlder" />
          </Button>
        </li>
      ) : null}
    </>
  );
}

/** Past conversations, newest first, with "x ago", delete (after asking) and "show older". */
export function HistoryList({ recent, currentId, onOpenConversation, onDeleted }: Omit<HistoryProps, "onNewConversation">) {
  const intl = useIntl();
  const t = useT();
  const now = useNow(60_000);
  const [showOlder, setShowOlder] = useState(false);
  const [toDelete, setToDelete] = useState<ConversationSummary | null>(null);
  // Mounted from the first ask on, so the dialog can animate out when closed.
  const [askedToDelete, setAskedToDelete] = useState(false);

  const row = (conversation: ConversationSummary) => {
    const current = conversation._id === currentId;
    const topicName = intl.formatMessage({ id: `home.topics.${conversation.topicId}.name` });
    const deleteLabel = t("chat.deleteConversation", { title: conversation.title });
    return (
      <li key={conversation._id} className="group flex items-center gap-1">
        <button
          type="button"
          aria-current={current || undefined}
          onClick={() => onOpenConversation(conversation)}
          className={cx(
            "flex min-w-0 flex-1 items-center gap-3 rounded-2xl px-2 py-2 text-start hover:bg-amber-50 dark:hover:bg-stone-800",
            current && "bg-amber-100 dark:bg-stone-800",
          )}
        >
          <TopicIcon topic={conversation.topicId} size="sm" />
          <span className="min-w-0 flex-1">
            <span dir="auto" className="block truncate text-start text-sm font-semibold text-stone-900 dark:text-stone-50">
              {conversation.title}
            </span>
            <span className="block text-xs text-stone-600 dark:text-stone-400">
              {topicName} · <time dateTime={new Date(conversation.lastActivity).toISOString()}>{formatRelative(intl, conversation.lastActivity, now)}</time>
            </span>
          </span>
        </button>
        <button
          type="button"
          title={deleteLabel}
          aria-haspopup="dialog"
          onClick={() => {
            setAskedToDelete(true);
            setToDelete(conversation);
          }}
          onPointerEnter={() => void DeleteConversationDialog.preload()}
          onFocus={() => void DeleteConversationDialog.preload()}
          className="rounded-full p-2 text-stone-500 hover:bg-red-50 hover:text-red-700 dark:text-stone-400 dark:hover:bg-red-950 dark:hover:text-red-300"
        >
          <CloseIcon size={16} />
          <span className="sr-only">{deleteLabel}</span>
        </button>
      </li>
    );
  };

  return (
    <>
      <HistorySearch currentId={currentId} onOpen={onOpenConversation}>
      {recent === undefined ? (
        <div className="space-y-2 p-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : recent.length === 0 ? (
        <p className="p-4 text-sm text-stone-600 dark:text-stone-400">
          <FormattedMessage id="chat.noHistory" />
        </p>
      ) : (
        <ul className="space-y-1">
          {recent.map(row)}
          {recent.length < RECENT_CONVERSATIONS ? null : showOlder ? (
            <OlderConversations render={row} />
          ) : (
            <li className="px-2 py-2">
              <Button variant="ghost" size="sm" className="w-full" onClick={() => setShowOlder(true)}>
                <FormattedMessage id="chat.showOlder" />
              </Button>
            </li>
          )}
        </ul>
      )}
      </HistorySearch>
      {askedToDelete && (
        <Suspense fallback={null}>
          <DeleteConversationDialog conversation={toDelete} onClose={() => setToDelete(null)} onDeleted={onDeleted} />
        </Suspense>
      )}
    </>
  );
}

/** From 1024 px: the history stays beside the conversation. */
export function HistorySidebar({ onNewConversation, ...list }: HistoryProps) {
  const t = useT();
  return (
    <aside
      aria-label={t("chat.history")}
      className="flex w-72 shrink-0 flex-col border-e border-amber-900/10 bg-white/70 dark:border-white/10 dark:bg-stone-900/70"
    >
      <div className="flex h-16 items-center border-b border-amber-900/10 px-4 dark:border-white/10">
        <h2 className="text-base font-bold text-stone-900 dark:text-stone-50">{t("chat.history")}</h2>
      </div>
      <div className="border-b border-amber-900/10 px-4 py-3 dark:border-white/10">
        <Button className="w-full" onClick={onNewConversation}>
          <FormattedMessage id="chat.newConversation" />
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-2 py-2">
        <HistoryList {...list} />
      </div>
    </aside>
  );
}
