import { Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useAction, useMutation, usePaginatedQuery, useQuery } from "convex/react";
import { useLocation, useSearchParams } from "react-router-dom";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import type { ErrorCode } from "@shared/errors";
import type { TopicId } from "@shared/topics";
import { FREE_DAILY_MESSAGE_LIMIT } from "@shared/plans";
import { isTeen, MESSAGES_PAGE } from "@shared/limits";
import { TrialBanner } from "@/components/TrialBanner";
import { SkeletonText } from "@/components/ui/Skeleton";
import { paths } from "@/config/paths";
import { usePlanStatus } from "@/hooks/usePlanStatus";
import { usePlanChangeToasts } from "@/hooks/usePlanChangeToasts";
import { useLocalizedNavigate } from "@/hooks/useLocalizedNavigate";
import { useMediaQuery } from "@/hooks/useMediaQuery";
import { useT } from "@/hooks/useT";
import { useToast } from "@/hooks/useToast";
import { useViewer } from "@/hooks/useViewer";
import { errorCodeOf } from "@/lib/errors";
import { lazyWithPreload, whenIdle } from "@/lib/lazyWithPreload";
import { BreakReminder } from "./BreakReminder";
import { ChatBoundary } from "./ChatBoundary";
import { ChatHeader } from "./ChatHeader";
import { isSessionError } from "./chatErrors";
import { Composer } from "./Composer";
import { composerBlock } from "./composerBlock";
import { CrisisCard } from "./CrisisCard";
import { HistorySidebar } from "./HistoryList";
import { MemoryChip } from "./MemoryChip";
import { MessageList, needsCrisisCard } from "./MessageList";
import { FailureBubble, UserBubble } from "./MessageBubble";
import { BlockedNotice, FreeCounter } from "./PlanNotices";
import { Suggestions } from "./Suggestions";
import { loadReplyMarkdown } from "./ReplyText";
import { useBreakReminder } from "./useBreakReminder";
import { useStreamedReply } from "./useStreamedReply";
import { useLeaveConversation } from "./useLeaveConversation";
import { topicFrom } from "./topics";
import type { ChatMessage, ConversationSummary } from "./types";

// Phones and tablets open the history in a drawer: its code (and the dialog library's) loads when first wanted.
const HistoryDrawer = lazyWithPreload(() => import("./HistoryDrawer"));

/** Older messages start loading this close to the top of the conversation. */
const LOAD_OLDER_WITHIN_PX = 200;
/** From this width the history is a sidebar beside the chat rather than a drawer. */
const HISTORY_BESIDE_QUERY = "(min-width: 1024px)";

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

function ChatScreen() {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useLocalizedNavigate();
  const t = useT();
  const toast = useToast();

  const conversationId = searchParams.get("c") as Id<"conversations"> | null;
  const [chosenTopic, setChosenTopic] = useState<TopicId>(() => topicFrom(location.pathname, location.state));

  // The list, the open conversation and the plan are subscribed in the same render: no waterfall.
  const recent = useQuery(api.conversations.listRecent, {});
  const current = useQuery(api.conversations.get, conversationId ? { conversationId } : "skip");
  const page = usePaginatedQuery(api.conversations.messages, conversationId ? { conversationId } : "skip", {
    initialNumItems: MESSAGES_PAGE,
  });
  const status = usePlanStatus(conversationId);
  useLeaveConversation(conversationId);
  const phone = useMediaQuery("(max-width: 639px)");
  usePlanChangeToasts(status?.plan);
  const { viewer } = useViewer();
  // Without a known year of birth the teen rules apply.
  const breakReminder = useBreakReminder(viewer?.birthYear === undefined || isTeen(viewer.birthYear, Date.now()));

  const sendMessage = useAction(api.chat.send);
  const [pending, setPending] = useState<{ text: string; userMessageId?: Id<"messages"> } | null>(null);
  const retryReply = useMutation(api.messages.retry);
  /** A message the server refused to take: shown where it was sent, with its reason and Retry. */
  const [unsent, setUnsent] = useState<{ text: string; code: ErrorCode | undefined } | null>(null);
  const [retrying, setRetrying] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [historyWanted, setHistoryWanted] = useState(false);
  const [unpinnedCrisisId, setUnpinnedCrisisId] = useState<string | null>(null);
  const historyBeside = useMediaQuery(HISTORY_BESIDE_QUERY);
  // Replies' Markdown loads beside the first queries; the history drawer once the chat has settled.
  useEffect(() => void loadReplyMarkdown(), []);
  useEffect(() => (historyBeside ? undefined : whenIdle(() => void HistoryDrawer.preload())), [historyBeside]);
  const [announcement, setAnnouncement] = useState("");

  const topic = current?.topicId ?? chosenTopic;
  // Pages come newest first; the conversation reads oldest first.
  const stored = useMemo(() => [...page.results].reverse(), [page.results]);
  const newest = stored[stored.length - 1];
  const unfinished = newest?.role === "assistant" && (newest.status === "pending" || newest.status === "streaming");
  // A reply's text arrives on its own while it streams; the stored message gets it at the end.
  const streamed = useStreamedReply(unfinished ? newest._id : null);
  const messages = useMemo(
    () =>
      unfinished && streamed.length > newest.content.length
        ? [...stored.slice(0, -1), { ...newest, content: streamed, status: "streaming" as const }]
        : stored,
    [stored, newest, unfinished, streamed],
  );
  const last = messages[messages.length - 1];

  const setConversation = useCallback(
    (id: Id<"conversations"> | null) => {
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          if (id) next.set("c", id);
          else next.delete("c");
          return next;
        },
        { replace: true, state: location.state },
      );
    },
    [setSearchParams, location.state],
  );

  // A conversation deleted elsewhere (or not ours) becomes a fresh one.
  useEffect(() => {
    if (conversationId && current === null) setConversation(null);
  }, [conversationId, current, setConversation]);

  const sessionExpired = useCallback(() => {
    toast.error(t("chat.sessionExpired"), t("chat.sessionExpiredBody"));
    navigate(paths.signIn, { replace: true });
  }, [navigate, t, toast]);

  // A reply that fails while the user is here tells it in its bubble; a lost session sends them to sign in.
  const createdHere = useRef<string | null>(null);
  const seen = useRef<{ conversation: string | null; errors: Set<string>; streaming: Set<string> }>({
    conversation: null,
    errors: new Set(),
    streaming: new Set(),
  });
  useEffect(() => {
    if (!current || page.isLoading) return;
    const id = current._id;
    if (seen.current.conversation !== id) {
      const quiet = createdHere.current !== id;
      seen.current = {
        conversation: id,
        errors: new Set(quiet ? stored.filter((m) => m.status === "error").map((m) => m._id) : []),
        streaming: new Set(),
      };
    }
    for (const message of stored) {
      if (message.role !== "assistant") continue;
      if (message.status === "pending" || message.status === "streaming") seen.current.streaming.add(message._id);
      if (message.status === "done" && seen.current.streaming.delete(message._id)) setAnnouncement(message.content);
      if (message.status === "error" && !seen.current.errors.has(message._id)) {
        seen.current.errors.add(message._id);
        if (isSessionError(message.errorCode)) sessionExpired();
      }
    }
  }, [current, page.isLoading, stored, sessionExpired]);

  // The optimistic bubble goes once the stored message has arrived.
  const pendingShown = pending && !(pending.userMessageId && messages.some((m) => m._id === pending.userMessageId));
  useEffect(() => {
    if (pending && !pendingShown) setPending(null);
  }, [pending, pendingShown]);

  // Beside a crisis the server says no upsell belongs: no trial banner, upgrade or limit block today.
  const crisisSupport = status?.crisisSupport === true;
  const block = crisisSupport ? "none" : composerBlock(status, topic);
  // On a phone the newest crisis card stays in view above the conversation until the person hides it.
  const latestCrisis = messages.findLast((_, index) => needsCrisisCard(messages, index));
  const pinnedCrisis = phone && latestCrisis && latestCrisis._id !== unpinnedCrisisId ? latestCrisis : null;
  const replying = last?.role === "assistant" && (last.status === "pending" || last.status === "streaming");
  const busy = status === undefined || pending !== null || replying;

  async function send(content: string): Promise<boolean> {
    setPending({ text: content });
    setUnsent(null);
    try {
      const result = await sendMessage({
        conversationId: conversationId ?? undefined,
        topicId: topic,
        content,
        timeZone: browserTimeZone(),
      });
      if (!conversationId) {
        createdHere.current = result.conversationId;
        setConversation(result.conversationId);
      }
      setPending({ text: content, userMessageId: result.userMessageId });
      return true;
    } catch (error) {
      setPending(null);
      const code = errorCodeOf(error);
      if (isSessionError(code)) sessionExpired();
      else if (code === "DAILY_LIMIT_REACHED") toast.info(t("chat.limitReached"), t("chat.limitBody"));
      else {
        setUnsent({ text: content, code });
        return true;
      }
      return false;
    }
  }

  async function retry(message: ChatMessage) {
    setRetrying(true);
    try {
      await retryReply({ assistantMessageId: message._id });
    } catch (error) {
      const code = errorCodeOf(error);
      if (isSessionError(code)) sessionExpired();
      else if (code === "DAILY_LIMIT_REACHED") toast.info(t("chat.limitReached"), t("chat.limitBody"));
    } finally {
      setRetrying(false);
    }
  }

  function startNewConversation() {
    setChosenTopic(topic);
    setConversation(null);
    setUnsent(null);
    setPending(null);
  }

  function openConversation(conversation: ConversationSummary) {
    setChosenTopic(conversation.topicId);
    setConversation(conversation._id);
    setUnsent(null);
    setHistoryOpen(false);
  }

  const loadingConversation = conversationId !== null && (current === undefined || page.status === "LoadingFirstPage");

  // Older messages load as the person scrolls up; the view stays on what they were reading.
  const scroller = useRef<HTMLDivElement>(null);
  const heightBeforeOlder = useRef<number | null>(null);
  const { status: pageStatus, loadMore } = page;
  const loadOlder = useCallback(() => {
    const view = scroller.current;
    if (!view || pageStatus !== "CanLoadMore" || view.scrollTop > LOAD_OLDER_WITHIN_PX) return;
    heightBeforeOlder.current = view.scrollHeight;
    loadMore(MESSAGES_PAGE);
  }, [pageStatus, loadMore]);
  const oldestId = stored[0]?._id;
  useLayoutEffect(() => {
    const view = scroller.current;
    if (!view || heightBeforeOlder.current === null) return;
    view.scrollTop += view.scrollHeight - heightBeforeOlder.current;
    heightBeforeOlder.current = null;
  }, [oldestId]);
  const empty = !loadingConversation && messages.length === 0 && !pendingShown;
  const left = crisisSupport ? undefined : status?.messagesLeft?.[topic];
  const showTrial = !crisisSupport && (status?.inTrial || status?.trialUsed);

  const history = {
    recent,
    currentId: conversationId,
    onOpenConversation: openConversation,
    onNewConversation: startNewConversation,
    onDeleted: (id: Id<"conversations">) => id === conversationId && startNewConversation(),
  };

  return (
    <div className="flex h-dvh">
      {historyBeside && <HistorySidebar {...history} />}
      <div className="flex min-w-0 flex-1 flex-col">
        <ChatHeader
          topic={topic}
          onOpenHistory={
            historyBeside
              ? undefined
              : () => {
                  setHistoryWanted(true);
                  setHistoryOpen(true);
                }
          }
          onHistoryIntent={() => void HistoryDrawer.preload()}
        />
        <main id="main" className="flex min-h-0 flex-1 flex-col">
          {(breakReminder.due || showTrial || pinnedCrisis) && (
            <div className="mx-auto w-full max-w-3xl space-y-2 px-3 pt-3 empty:hidden">
              {pinnedCrisis && (
                <CrisisCard
                  country={pinnedCrisis.crisisCountry}
                  onHide={() => setUnpinnedCrisisId(pinnedCrisis._id)}
                  className="max-h-[45dvh] overflow-y-auto"
                />
              )}
              {showTrial && <TrialBanner status={status} compact />}
              {breakReminder.due && <BreakReminder onDismiss={breakReminder.dismiss} />}
            </div>
          )}
          <div ref={scroller} onScroll={loadOlder} className="min-h-0 flex-1 overflow-y-auto">
            <div className="mx-auto max-w-3xl px-3 py-4">
              {page.status === "LoadingMore" && (
                <p role="status" className="pb-3 text-center text-sm text-stone-600 dark:text-stone-300">
                  {t("chat.loadingOlder")}
                </p>
              )}
              {loadingConversation ? (
                <SkeletonText lines={4} />
              ) : (
                <MessageList
                  topic={topic}
                  messages={messages}
                  pending={pendingShown && pending ? pending.text : null}
                  pinnedCrisisId={pinnedCrisis?._id ?? null}
                  onRetry={(message) => void retry(message)}
                  retrying={retrying}
                  fromStart={conversationId === null || page.status === "Exhausted"}
                >
                  {unsent && (
                    <>
                      <UserBubble text={unsent.text} faded />
                      <FailureBubble code={unsent.code} notSent onRetry={() => void send(unsent.text)} />
                    </>
                  )}
                  {empty && !unsent && block === "none" && <Suggestions topic={topic} onPick={(q) => void send(q)} disabled={busy} />}
                </MessageList>
              )}
            </div>
          </div>
          <div className="border-t border-amber-900/10 bg-honey-50/95 dark:border-white/10 dark:bg-cocoa-950/95">
            <div className="mx-auto max-w-3xl space-y-2 px-3 py-3">
              {block !== "none" && <BlockedNotice block={block} />}
              {block === "none" && left !== undefined && (
                <FreeCounter left={left} limit={status?.dailyLimit ?? FREE_DAILY_MESSAGE_LIMIT} />
              )}
              <Composer onSend={send} busy={busy} blocked={block} />
              <div className="flex justify-center">
                <MemoryChip topic={topic} />
              </div>
              <p className="text-center text-xs text-stone-700 dark:text-stone-300">{t("chat.minorsNotice")}</p>
            </div>
          </div>
          <div aria-live="polite" className="sr-only">
            {announcement}
          </div>
        </main>
      </div>
      {!historyBeside && historyWanted && (
        <Suspense fallback={null}>
          <HistoryDrawer open={historyOpen} onClose={() => setHistoryOpen(false)} {...history} />
        </Suspense>
      )}
    </div>
  );
}

export default function ChatPage() {
  return (
    <ChatBoundary>
      <ChatScreen />
    </ChatBoundary>
  );
}
