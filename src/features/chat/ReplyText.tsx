import { useEffect, useSyncExternalStore } from "react";
import type { ReplyMarkdown } from "./ReplyMarkdown";
import { REPLY_PARAGRAPH_CLASS } from "./replyStyles";

// The Markdown parser is the largest part of the chat's code, so it loads beside the
// conversation's first queries instead of before the chat can paint.
let markdown: typeof ReplyMarkdown | null = null;
let loading: Promise<void> | null = null;
const waiting = new Set<() => void>();

/** Fetches the Markdown renderer once; a failed fetch is tried again by the next reply shown. */
export function loadReplyMarkdown(): Promise<void> {
  loading ??= import("./ReplyMarkdown").then(
    (module) => {
      markdown = module.ReplyMarkdown;
      for (const notify of waiting) notify();
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

function subscribe(notify: () => void) {
  waiting.add(notify);
  return () => waiting.delete(notify);
}

const loadedRenderer = () => markdown;

/** The reply as plain paragraphs: the same text and spacing, for the moment before Markdown arrives. */
export function PlainReply({ text }: { text: string }) {
  const paragraphs = text.split(/\n[ \t]*\n/).filter((paragraph) => paragraph.trim() !== "");
  return paragraphs.map((paragraph, index) => (
    <p key={index} dir="auto" className={REPLY_PARAGRAPH_CLASS}>
      {paragraph.trim()}
    </p>
  ));
}

/** Kaia's reply, formatted as Markdown once the renderer is loaded, readable before. */
export function ReplyText({ text }: { text: string }) {
  const Markdown = useSyncExternalStore(subscribe, loadedRenderer, loadedRenderer);
  useEffect(() => {
    if (!Markdown) void loadReplyMarkdown();
  }, [Markdown]);
  return Markdown ? <Markdown text={text} /> : <PlainReply text={text} />;
}
