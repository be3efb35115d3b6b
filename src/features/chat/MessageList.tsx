import { useEffect, useRef, type ReactNode } from "react";
import { useIntl } from "react-intl";
import type { TopicId } from "@shared/topics";
import { useMediaQuery } from "@/hooks/useMediaQuery";
import { CrisisCard } from "./CrisisCard";
import { AssistantText, MessageBubble, TypingBubble, UserBubble } from "./MessageBubble";
import type { ChatMessage } from "./types";

/** Whether an assistant message answers a message that signalled risk (crisis lines go above it). */
export function needsCrisisCard(messages: readonly ChatMessage[], index: number): boolean {
  const message = messages[index];
  if (message.role !== "assistant") return false;
  // A reply the safety check replaced points to the lines, so they show with it.
  if (message.crisisCountry || message.replyCheck) return true;
  const asked = messages[index - 1];
  return asked?.role === "user" && !asked.risk?.carried && (asked.risk?.categories.length ?? 0) > 0;
}

type MessageListProps = {
  topic: TopicId;
  messages: readonly ChatMessage[];
  /** A message sent but not yet stored, shown at once. */
  pending: string | null;
  /** The reply whose crisis card is pinned above the conversation instead (on a phone). */
  pinnedCrisisId?: string | null;
  /** Asks again for the newest reply when it failed. */
  onRetry?: (message: ChatMessage) => void;
  retrying?: boolean;
  children?: ReactNode;
};

/** Welcome message, the conversation, and whatever follows it (suggestions); stays scrolled to the newest. */
export function MessageList({ topic, messages, pending, pinnedCrisisId, onRetry, retrying, children }: MessageListProps) {
  const intl = useIntl();
  const end = useRef<HTMLDivElement>(null);
  const reduceMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const last = messages[messages.length - 1];
  // Follows new messages and the growing reply.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end", behavior: reduceMotion ? "auto" : "smooth" });
  }, [messages.length, last?.content, pending, reduceMotion]);

  return (
    <section aria-label={intl.formatMessage({ id: "chat.conversationLabel" })} className="space-y-4">
      <AssistantText text={intl.formatMessage({ id: `chat.welcome.${topic}` })} />
      {messages.map((message, index) => (
        <div key={message._id} className="space-y-3">
          {needsCrisisCard(messages, index) && message._id !== pinnedCrisisId && <CrisisCard country={message.crisisCountry} />}
          <MessageBubble
            message={message}
            onRetry={index === messages.length - 1 && pending === null ? onRetry : undefined}
            retrying={retrying}
          />
        </div>
      ))}
      {pending !== null && (
        <>
          <UserBubble text={pending} />
          <TypingBubble />
        </>
      )}
      {children}
      <div ref={end} />
    </section>
  );
}
