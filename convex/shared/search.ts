// Searching one's history, for the server and the app alike. Convex's search splits text into
// runs of letters and digits and drops runs of 32 bytes or more, so Chinese and Japanese,
// written without spaces, would be one long term or none at all. Messages therefore keep a
// search text in which every such run is written as overlapping pairs of characters (plus its
// last character), and queries are written the same way: "考试" then finds "明天考试".

/** Characters searched as pairs: Han, Hiragana, Katakana (with the prolonged sound mark). */
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc]+/gu;
/** A word as people type it (letters, marks, digits), or a run of CJK characters. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

export const SEARCH_QUERY_MAX_CHARS = 100;
/** Conversations a search shows at most. */
export const SEARCH_RESULTS = 20;
/** Characters of the matching line shown around the match. */
export const SEARCH_LINE_CHARS = 140;

/** A CJK run as its overlapping pairs; `withLast` adds its last character, so a one-character query finds it too. */
function pairs(run: string, withLast: boolean): string {
  const chars = Array.from(run);
  if (chars.length === 1) return ` ${run} `;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
  if (withLast) out.push(chars[chars.length - 1]);
  return ` ${out.join(" ")} `;
}

/** The text a message is found by in the search index. */
export function searchableText(text: string): string {
  return text.replace(CJK_RUN, (run) => pairs(run, true));
}

/** A query in the form the search index is searched with (a single character is then a prefix of pairs). */
export function searchQueryText(query: string): string {
  return query.slice(0, SEARCH_QUERY_MAX_CHARS).replace(CJK_RUN, (run) => pairs(run, false)).trim();
}

/** The words of a query, lower-cased, as they are looked for in a line to show and highlight. */
export function queryWords(query: string): string[] {
  const words = new Set<string>();
  for (const [word] of query.slice(0, SEARCH_QUERY_MAX_CHARS).toLowerCase().matchAll(WORD)) words.add(word);
  return [...words];
}

/** Where the words occur in the text: [start, end) ranges, sorted, not overlapping. */
export function matchRanges(text: string, words: string[]): [number, number][] {
  const lower = text.toLowerCase();
  const ranges: [number, number][] = [];
  // Lower-casing may change lengths (e.g. "İ"); then highlight nothing rather than the wrong letters.
  if (lower.length !== text.length) return ranges;
  for (const word of words) {
    for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + word.length)) ranges.push([at, at + word.length]);
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/** The line of a message that holds the first match, shortened around it; the first line when none does. */
export function matchingLine(content: string, words: string[]): string {
  const lines = content.split(/\n+/).map((l) => l.trim()).filter(Boolean);
  const line = lines.find((l) => matchRanges(l, words).length > 0) ?? lines[0] ?? "";
  if (line.length <= SEARCH_LINE_CHARS) return line;
  const first = matchRanges(line, words)[0]?.[0] ?? 0;
  const start = Math.max(0, Math.min(first - Math.floor(SEARCH_LINE_CHARS / 3), line.length - SEARCH_LINE_CHARS));
  const end = start + SEARCH_LINE_CHARS;
  return `${start > 0 ? "…" : ""}${line.slice(start, end).trim()}${end < line.length ? "…" : ""}`;
}
