import { useState, type ReactNode } from "react";
import { useMutation, usePaginatedQuery } from "convex/react";
import { FormattedMessage, useIntl } from "react-intl";
import { RECENT_CONVERSATIONS } from "@shared/limits";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { Drawer } from "@/components/ui/Drawer";
import { Button } from "@/components/ui/Button";
import { Skeleton } from "@/components/ui/Skeleton";
import { TopicIcon } from "@/components/TopicIcon";
import { CloseIcon } from "@/components/icons";
import { useNow } from "@/hooks/useNow";
import { useT } from "@/hooks/useT";
import { useToast } from "@/hooks/useToast";
import { formatRelative } from "@/lib/format";
import { cx } from "@/lib/cx";
import type { ConversationSummary } from "./types";

const OLDER_PAGE = 20;

type HistoryDrawerProps = {
  open: boolean;
  onClose: () => void;
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

/** Past conversations, newest first, with "x ago", delete, new conversation and "show older". */
export function HistoryDrawer({ open, onClose, recent, currentId, onOpenConversation, onNewConversation, onDeleted }: HistoryDrawerProps) {
  const intl = useIntl();
  const t = useT();
  const toast = useToast();
  const now = useNow(60_000);
  const remove = useMutation(api.conversations.remove);
  const [showOlder, setShowOlder] = useState(false);

  async function onDelete(conversation: ConversationSummary) {
    try {
      await remove({ conversationId: conversation._id });
      onDeleted(conversation._id);
      toast.success(t("chat.deleted"));
    } catch {
      toast.error(t("chat.deleteFailed"));
    }
  }

  const row = (conversation: ConversationSummary) => {
    const current = conversation._id === currentId;
    const topicName = intl.formatMessage({ id: `home.topics.${conversation.topicId}.name` });
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
            <span className="block truncate text-sm font-semibold text-stone-900 dark:text-stone-50">{conversation.title}</span>
            <span className="block text-xs text-stone-600 dark:text-stone-400">
              {topicName} · <time dateTime={new Date(conversation.lastActivity).toISOString()}>{formatRelative(intl, conversation.lastActivity, now)}</time>
            </span>
          </span>
        </button>
        <button
          type="button"
          title={t("chat.deleteConversation", { title: conversation.title })}
          onClick={() => onDelete(conversation)}
          className="rounded-full p-2 text-stone-500 hover:bg-red-50 hover:text-red-700 dark:text-stone-400 dark:hover:bg-red-950 dark:hover:text-red-300"
        >
          <CloseIcon size={16} />
          <span className="sr-only">{t("chat.deleteConversation", { title: conversation.title })}</span>
        </button>
      </li>
    );
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t("chat.history")}
      actions={
        <Button
          className="w-full"
          onClick={() => {
            onNewConversation();
            onClose();
          }}
        >
          <FormattedMessage id="chat.newConversation" />
        </Button>
      }
    >
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
    </Drawer>
  );
}
