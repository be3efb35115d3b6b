import { useState, type KeyboardEvent } from "react";
import { useIntl } from "react-intl";
import { MESSAGE_MAX_CHARS } from "@shared/limits";
import { hasVisibleText } from "@shared/text";
import { ArrowRightIcon } from "@/components/icons";
import { inputClasses } from "@/components/ui/TextField";
import { useMediaQuery } from "@/hooks/useMediaQuery";
import { cx } from "@/lib/cx";

export type ComposerBlock = "none" | "limit" | "locked";

type ComposerProps = {
  /** Resolves false when the message did not go out, so the text comes back. */
  onSend: (content: string) => Promise<boolean>;
  /** While a message is on its way. */
  busy: boolean;
  /**
   * A premium-only topic stops sending. At the daily limit the box stays open: the server
   * still answers a message that signals danger, and refuses the rest (the text comes back).
   */
  blocked: ComposerBlock;
};

/** Message box: 2 rows on mobile, 3 on larger screens; Enter sends, Shift+Enter adds a line. */
export function Composer({ onSend, busy, blocked }: ComposerProps) {
  const intl = useIntl();
  const wide = useMediaQuery("(min-width: 768px)");
  const [value, setValue] = useState("");
  const disabled = busy || blocked === "locked";
  const canSend = !disabled && hasVisibleText(value);

  async function send() {
    if (!canSend) return;
    const text = value.trim();
    setValue("");
    if (!(await onSend(text))) setValue((current) => current || text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter while composing (Chinese, Japanese input) picks a character instead of sending.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  const placeholder =
    blocked === "limit" ? "chat.limitPlaceholder" : blocked === "locked" ? "chat.lockedPlaceholder" : "chat.placeholder";

  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <label htmlFor="chat-input" className="sr-only">
        {intl.formatMessage({ id: "chat.inputLabel" })}
      </label>
      <textarea
        id="chat-input"
        dir="auto"
        rows={wide ? 3 : 2}
        value={value}
        maxLength={MESSAGE_MAX_CHARS}
        disabled={disabled}
        placeholder={intl.formatMessage({ id: placeholder })}
        aria-describedby="chat-input-help"
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={onKeyDown}
        className={cx(inputClasses, "min-h-0 flex-1 resize-none")}
      />
      <span id="chat-input-help" className="sr-only">
        {intl.formatMessage({ id: "chat.inputHelp" })}
      </span>
      <button
        type="submit"
        disabled={!canSend}
        className={cx(
          "inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-amber-700 text-white shadow-sm transition-colors",
          "hover:bg-amber-800 disabled:cursor-not-allowed disabled:opacity-50 dark:bg-amber-400 dark:text-stone-950 dark:hover:bg-amber-300",
        )}
      >
        <ArrowRightIcon className="rtl-flip" />
        <span className="sr-only">{intl.formatMessage({ id: "chat.send" })}</span>
      </button>
    </form>
  );
}
