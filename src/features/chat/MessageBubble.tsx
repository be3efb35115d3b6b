import { useEffect, useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { ErrorCode } from "@shared/errors";
import { KaiaBear } from "@/components/layout/KaiaBear";
import { Badge } from "@/components/ui/Badge";
import { Button } from "@/components/ui/Button";
import { AlertIcon, CheckIcon, CopyIcon, RetryIcon } from "@/components/icons";
import { cx } from "@/lib/cx";
import { chatErrorHintId } from "./chatErrors";
import { ReplyText } from "./ReplyText";
import type { ChatMessage } from "./types";

const COPIED_FOR_MS = 2_000;

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

function AssistantShell({ children, error, actions }: { children: ReactNode; error?: boolean; actions?: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <KaiaBear className="mt-1 size-8 shrink-0" />
      <div className="flex min-w-0 max-w-[85%] flex-col items-start gap-1">
        <div
          dir="auto"
          className={cx(
            "max-w-full break-words rounded-3xl rounded-ss-md px-4 py-3 text-stone-900 shadow-sm dark:text-stone-50",
            error
              ? "border border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950/40"
              : "bg-white dark:bg-stone-800",
          )}
        >
          {children}
        </div>
        {actions}
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
      <ReplyText text={text} />
    </AssistantShell>
  );
}

export function UserBubble({ text, faded }: { text: string; faded?: boolean }) {
  return (
    <div className="flex justify-end">
      <div
        dir="auto"
        className={cx(
          "max-w-[85%] whitespace-pre-wrap break-words rounded-3xl rounded-se-md bg-amber-700 px-4 py-3 text-white shadow-sm dark:bg-amber-300 dark:text-stone-950",
          faded && "opacity-70",
        )}
      >
        {text}
      </div>
    </div>
  );
}

/** Copies a reply's text, and says so for a moment. */
function CopyButton({ text }: { text: string }) {
  const intl = useIntl();
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
  }

  const label = intl.formatMessage({ id: state === "copied" ? "chat.copied" : "chat.copyReply" });
  return (
    <span className="ms-2 inline-flex items-center gap-2">
      <button
        type="button"
        onClick={() => void copy()}
        className="inline-flex h-8 items-center gap-1.5 rounded-full px-2.5 text-xs font-semibold text-stone-600 hover:bg-amber-100/70 hover:text-stone-900 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-stone-50"
      >
        {state === "copied" ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
        {label}
      </button>
      <span role="status" className="text-xs text-stone-600 dark:text-stone-400">
        {state === "failed" && intl.formatMessage({ id: "chat.copyFailed" })}
      </span>
    </span>
  );
}

/** The one place a failure is told: what happened, and Retry. */
export function FailureBubble({
  code,
  partial,
  notSent,
  onRetry,
  retrying,
}: {
  code: ErrorCode | undefined;
  partial?: string;
  notSent?: boolean;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <AssistantShell error>
      {partial && (
        <div className="mb-2 opacity-80">
          <ReplyText text={partial} />
        </div>
      )}
      <div role="alert" className="flex items-start gap-2">
        <AlertIcon size={18} className="mt-0.5 shrink-0 text-red-700 dark:text-red-300" />
        <p className="min-w-0">
          {notSent && (
            <>
              <FormattedMessage id="chat.notSent" />{" "}
            </>
          )}
          <FormattedMessage id={chatErrorHintId(code)} />
        </p>
      </div>
      <Button variant="outline" size="sm" className="mt-3" loading={retrying} icon={<RetryIcon size={16} />} onClick={onRetry}>
        <FormattedMessage id="chat.retry" />
      </Button>
    </AssistantShell>
  );
}

type MessageBubbleProps = {
  message: ChatMessage;
  /** Asks again for a failed reply; only the newest failed reply offers it. */
  onRetry?: (message: ChatMessage) => void;
  retrying?: boolean;
};

/** One stored message; an assistant reply renders as it grows, with a typing indicator until its first token. */
export function MessageBubble({ message, onRetry, retrying }: MessageBubbleProps) {
  if (message.role === "user") return <UserBubble text={message.content} />;
  if (message.status === "error") {
    if (onRetry) {
      return <FailureBubble code={message.errorCode} partial={message.content} onRetry={() => onRetry(message)} retrying={retrying} />;
    }
    return (
      <AssistantShell error>
        {message.content && <ReplyText text={message.content} />}
        <p className="flex items-start gap-2">
          <AlertIcon size={18} className="mt-0.5 shrink-0 text-red-700 dark:text-red-300" />
          <FormattedMessage id={chatErrorHintId(message.errorCode)} />
        </p>
      </AssistantShell>
    );
  }
  if (message.content === "") return <TypingBubble />;
  const done = message.status === "done";
  return (
    <AssistantShell actions={done ? <CopyButton text={message.content} /> : undefined}>
      {message.demo && (
        <Badge tone="neutral" className="mb-2">
          <FormattedMessage id="chat.demoLabel" />
        </Badge>
      )}
      <div aria-busy={message.status === "streaming" || undefined}>
        <ReplyText text={message.content} />
      </div>
    </AssistantShell>
  );
}
