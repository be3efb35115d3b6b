import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useQuery } from "convex/react";
import { FormattedMessage, useIntl } from "react-intl";
import { matchRanges, queryWords, SEARCH_QUERY_MAX_CHARS } from "@shared/search";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { Skeleton } from "@/components/ui/Skeleton";
import { TopicIcon } from "@/components/TopicIcon";
import { CloseIcon } from "@/components/icons";
import { useNow } from "@/hooks/useNow";
import { useT } from "@/hooks/useT";
import { formatRelative } from "@/lib/format";
import { cx } from "@/lib/cx";
import type { ConversationSummary } from "./types";

/** Typing pauses this long before a search runs, so each key press does not query. */
const SEARCH_DELAY_MS = 250;

export function useDebounced(value: string, delay = SEARCH_DELAY_MS): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** Moves focus between the search box and its results with the arrow keys. */
function moveFocus(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null) {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  const items = [...(list?.querySelectorAll<HTMLElement>("[data-search-result]") ?? [])];
  if (items.length === 0) return;
  event.preventDefault();
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = event.key === "ArrowDown" ? Math.min(at + 1, items.length - 1) : at - 1;
  if (next < 0) list?.closest("[data-history-search]")?.querySelector<HTMLInputElement>("input")?.focus();
  else items[next].focus();
}

/** The line with each searched word marked. */
function HighlightedLine({ line, words }: { line: string; words: string[] }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of matchRanges(line, words)) {
    if (start > at) parts.push(line.slice(at, start));
    parts.push(
      <mark key={start} className="rounded bg-amber-200 px-0.5 text-stone-900 dark:bg-amber-400/40 dark:text-stone-50">
        {line.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  parts.push(line.slice(at));
  return <>{parts}</>;
}

function SearchResults(props: { query: string; currentId: Id<"conversations"> | null; onOpen: (c: ConversationSummary) => void }) {
  const intl = useIntl();
  const t = useT();
  const now = useNow(60_000);
  const results = useQuery(api.conversations.search, { text: props.query });
  const list = useRef<HTMLUListElement>(null);
  const words = queryWords(props.query);
  return (
    <>
      <p role="status" className="px-2 pb-1 text-xs text-stone-600 dark:text-stone-400">
        {results === undefined ? null : results.length === 0 ? (
          <FormattedMessage id="chat.searchNone" values={{ query: props.query }} />
        ) : (
          <FormattedMessage id="chat.searchResults" values={{ count: results.length }} />
        )}
      </p>
      {results === undefined ? (
        <div className="space-y-2 p-2">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      ) : (
        <ul ref={list} className="space-y-1" aria-label={t("chat.searchResultsLabel")} onKeyDown={(e) => moveFocus(e, list.current)}>
          {results.map(({ conversation, messageId, role, line }) => (
            <li key={messageId}>
              <button
                type="button"
                data-search-result
                aria-current={conversation._id === props.currentId || undefined}
                onClick={() => props.onOpen(conversation)}
                className="flex w-full min-w-0 items-start gap-3 rounded-2xl px-2 py-2 text-start hover:bg-amber-50 focus-visible:bg-amber-50 dark:hover:bg-stone-800 dark:focus-visible:bg-stone-800"
              >
                <TopicIcon topic={conversation.topicId} size="sm" />
                <span className="min-w-0 flex-1">
                  <span dir="auto" className="block truncate text-sm font-semibold text-stone-900 dark:text-stone-50">
                    {conversation.title}
                  </span>
                  <span dir="auto" className="line-clamp-2 block text-sm text-stone-700 dark:text-stone-300">
                    <span className="font-medium">{t(role === "user" ? "chat.searchFromYou" : "chat.searchFromKaia")} </span>
                    <HighlightedLine line={line} words={words} />
                  </span>
                  <span className="block text-xs text-stone-600 dark:text-stone-400">
                    <time dateTime={new Date(conversation.lastActivity).toISOString()}>{formatRelative(intl, conversation.lastActivity, now)}</time>
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The search box of the history. While it holds words, the conversations whose messages hold
 * them take the place of the list; Escape or the clear button brings the list back.
 */
export function HistorySearch(props: {
  currentId: Id<"conversations"> | null;
  onOpen: (c: ConversationSummary) => void;
  children: React.ReactNode;
}) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState("");
  const query = useDebounced(text.trim());
  const input = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const searching = text.trim() !== "" && queryWords(text).length > 0;

  function clear() {
    setText("");
    input.current?.focus();
  }

  return (
    <div data-history-search>
      <div role="search" className="relative px-2 pb-2">
        <label htmlFor={id} className="sr-only">
          {t("chat.searchLabel")}
        </label>
        <input
          ref={input}
          id={id}
          type="search"
          dir="auto"
          value={text}
          maxLength={SEARCH_QUERY_MAX_CHARS}
          placeholder={t("chat.searchPlaceholder")}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Escape" && text !== "") {
              e.preventDefault();
              e.stopPropagation();
              clear();
            } else if (e.key === "ArrowDown") moveFocus(e, results.current?.querySelector("ul") ?? null);
          }}
          className="w-full rounded-2xl border border-amber-900/20 bg-white py-2 ps-3 pe-9 text-sm text-stone-900 placeholder:text-stone-500 focus:border-amber-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-500 dark:border-white/20 dark:bg-stone-900 dark:text-stone-50 dark:placeholder:text-stone-400 [&::-webkit-search-cancel-button]:hidden"
        />
        {text !== "" && (
          <button
            type="button"
            onClick={clear}
            title={t("chat.searchClear")}
            className={cx("absolute end-3 top-1/2 -translate-y-[calc(50%+0.25rem)] rounded-full p-1 text-stone-500 hover:bg-amber-50 hover:text-stone-800 dark:text-stone-400 dark:hover:bg-stone-800")}
          >
            <CloseIcon size={14} />
            <span className="sr-only">{t("chat.searchClear")}</span>
          </button>
        )}
      </div>
      <div ref={results}>{searching && query !== "" ? <SearchResults query={query} currentId={props.currentId} onOpen={props.onOpen} /> : props.children}</div>
    </div>
  );
}
