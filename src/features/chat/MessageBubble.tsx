import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { KaiaBear } from "@/components/layout/KaiaBear";
import { Badge } from "@/components/ui/Badge";
import { AlertIcon } from "@/components/icons";
import { cx } from "@/lib/cx";
import { chatErrorHintId } from "./chatErrors";
import { RichText } from "./RichText";
import type { ChatMessage } from "./types";

export function TypingIndicator() {
  const intl = useIntl();
  return (
    <span role="status" className="inline-flex items-center gap-1 py-1">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          style={{ animationDelay: `${delay}ms` }}
          className="size-2 animate-bounce rounded-full bg-amber-700 motion-reduce:animate-none dark:bg-amber-300"
        />
      ))}
      <span className="sr-only">{intl.formatMessage({ id: "chat.typing" })}</span>
    </span>
  );
}

function AssistantShell({ children, error }: { children: ReactNode; error?: boolean }) {
  return (
    <div className="flex items-start gap-2">
      <KaiaBear className="mt-1 size-8" />
      <div
        className={cx(
          "max-w-[85%] whitespace-pre-wrap break-words rounded-3xl rounded-ss-md px-4 py-3 text-stone-900 shadow-sm dark:text-stone-50",
          error
            ? "border border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950/40"
            : "bg-white dark:bg-stone-800",
        )}
      >
        {children}
      </div>
    </div>
  );
}

/** Kaia's bubble with the typing dots, before any stored reply exists. */
export function TypingBubble() {
  return (
    <AssistantShell>
      <TypingIndicator />
    </AssistantShell>
  );
}

/** A local assistant bubble (the topic's welcome message). */
export function AssistantText({ text }: { text: string }) {
  return (
    <AssistantShell>
      <RichText text={text} />
    </AssistantShell>
  );
}

export function UserBubble({ text }: { text: string }) {
  return (
    <div className="flex justify-end">
      <div className="max-w-[85%] whitespace-pre-wrap break-words rounded-3xl rounded-se-md bg-amber-700 px-4 py-3 text-white shadow-sm dark:bg-amber-300 dark:text-stone-950">
        {text}
      </div>
    </div>
  );
}

/** One stored message; an assistant reply renders as it grows, with a typing indicator until its first token. */
export function MessageBubble({ message }: { message: ChatMessage }) {
  if (message.role === "user") return <UserBubble text={message.content} />;
  if (message.status === "error") {
    return (
      <AssistantShell error>
        <span className="flex items-start gap-2">
          <AlertIcon size={18} className="mt-0.5 shrink-0 text-red-700 dark:text-red-300" />
          <FormattedMessage id={chatErrorHintId(message.errorCode)} />
        </span>
      </AssistantShell>
    );
  }
  if (message.content === "") return <TypingBubble />;
  return (
    <AssistantShell>
      {message.demo && (
        <Badge tone="neutral" className="mb-2">
          <FormattedMessage id="chat.demoLabel" />
        </Badge>
      )}
      <div aria-busy={message.status === "streaming" || undefined}>
        <RichText text={message.content} />
      </div>
    </AssistantShell>
  );
}
