import type { ComponentPropsWithoutRef } from "react";
import Markdown, { sanitizer, type MarkdownToJSX } from "markdown-to-jsx/react";
import { REPLY_PARAGRAPH_CLASS } from "./replyStyles";

// Links a reply may carry: web pages, email addresses and phone numbers (crisis lines).
const SAFE_LINK = /^(https?:|mailto:|tel:)/i;

function safeUrl(value: string): string | null {
  const clean = sanitizer(value);
  return clean !== null && SAFE_LINK.test(clean.trim()) ? clean : null;
}

function ReplyLink({ href, children }: ComponentPropsWithoutRef<"a">) {
  if (!href) return <>{children}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-amber-800 underline underline-offset-2 hover:no-underline dark:text-amber-300">
      {children}
    </a>
  );
}

// An image in a reply would load a third-party address; it shows as a link instead.
function ReplyImage({ src, alt }: ComponentPropsWithoutRef<"img">) {
  const href = typeof src === "string" ? safeUrl(src) : null;
  return <ReplyLink href={href ?? undefined}>{alt || href}</ReplyLink>;
}

const block = (className: string) => ({ props: { dir: "auto", className } });
// Headings inside a bubble read as bold lead-ins, not page titles.
const heading = { component: "p" as const, props: { dir: "auto", className: "mt-3 mb-1 font-semibold first:mt-0" } };

const OPTIONS: MarkdownToJSX.Options = {
  disableParsingRawHTML: true,
  optimizeForStreaming: true,
  forceBlock: true,
  wrapper: null,
  sanitizer: safeUrl,
  overrides: {
    a: ReplyLink,
    img: ReplyImage,
    p: block(REPLY_PARAGRAPH_CLASS),
    li: block("my-0.5"),
    blockquote: block("my-2 border-s-4 border-amber-300 ps-3 italic dark:border-amber-700"),
    ul: { props: { className: "my-2 list-disc ps-6" } },
    ol: { props: { className: "my-2 list-decimal ps-6" } },
    h1: heading,
    h2: heading,
    h3: heading,
    h4: heading,
    h5: heading,
    h6: heading,
    code: { props: { className: "rounded bg-stone-100 px-1 py-0.5 font-mono text-[0.9em] dark:bg-stone-900" } },
    pre: { props: { dir: "ltr", className: "my-2 overflow-x-auto rounded-xl bg-stone-100 p-3 text-sm dark:bg-stone-900" } },
    hr: { props: { className: "my-3 border-stone-200 dark:border-stone-700" } },
    table: { props: { className: "my-2 block overflow-x-auto text-sm" } },
    th: { props: { dir: "auto", className: "border border-stone-200 px-2 py-1 text-start dark:border-stone-700" } },
    td: { props: { dir: "auto", className: "border border-stone-200 px-2 py-1 dark:border-stone-700" } },
  },
};

/** Kaia's reply as Markdown: no raw HTML, links open in a new tab, each paragraph finds its own direction. */
export function ReplyMarkdown({ text }: { text: string }) {
  return <Markdown options={OPTIONS}>{text}</Markdown>;
}
