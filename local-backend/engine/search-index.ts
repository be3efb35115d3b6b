// Full text search indexes with Convex's semantics (its `crates/search`): the search field is
// split into terms by Tantivy's simple tokenizer (runs of letters and digits), terms of 32 or
// more UTF-8 bytes are dropped and the rest lowercased; a query matches documents holding any
// of its first 16 terms (the last one also as a prefix, for type-ahead, no typo tolerance),
// that also equal every filter; results come by BM25 relevance, at most 1024 of them.
// Postings live in SQLite beside the other indexes, so memory stays bounded.
import type Database from "better-sqlite3";
import { compareValues, type Value } from "convex/values";
import { encodeValue, fieldValue } from "./keys.ts";

export const MAX_QUERY_TERMS = 16;
export const MAX_TERM_BYTES = 32;
export const MAX_SEARCH_RESULTS = 1024;
export const MAX_FILTER_CONDITIONS = 8;
/** Index terms a prefix may stand for (in term order), so a one-letter prefix stays cheap. */
export const MAX_PREFIX_EXPANSIONS = 32;
// Tantivy's BM25 constants.
const K1 = 1.2;
const B = 0.75;

export type SearchIndexDefinition = { name: string; searchField: string; filterFields: string[] };
export type SearchFilter = { type: "Search" | "Eq"; fieldPath: string; value: unknown };
type Doc = Record<string, Value>;

/** Tantivy's SimpleTokenizer (letters and digits per Rust's `char::is_alphanumeric`), RemoveLongFilter(32), LowerCaser. */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const [run] of text.matchAll(/[\p{Alphabetic}\p{N}]+/gu)) {
    if (Buffer.byteLength(run, "utf8") < MAX_TERM_BYTES) terms.push(run.toLowerCase());
  }
  return terms;
}

/** What one document contributes to a search index: its terms with their counts, and its filter values. */
export type SearchEntry = { freqs: Map<string, number>; length: number; filters: string[] };

export function searchEntry(definition: SearchIndexDefinition, doc: Doc): SearchEntry | null {
  const text = fieldValue(doc, definition.searchField);
  if (typeof text !== "string") return null;
  const freqs = new Map<string, number>();
  const terms = tokenize(text);
  for (const term of terms) freqs.set(term, (freqs.get(term) ?? 0) + 1);
  return { freqs, length: terms.length, filters: definition.filterFields.map((f) => encodeValue(fieldValue(doc, f))) };
}

export function sameEntry(a: SearchEntry | null, b: SearchEntry | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.length !== b.length || a.freqs.size !== b.freqs.size || a.filters.join("\n") !== b.filters.join("\n")) return false;
  for (const [term, n] of a.freqs) if (b.freqs.get(term) !== n) return false;
  return true;
}

/** A search query checked as Convex checks it: one `search` on the search field, `eq` only on filter fields. */
export type CompiledSearch = { terms: { text: string; prefix: boolean }[]; filters: { at: number; key: string }[] };

export function compileSearch(indexName: string, definition: SearchIndexDefinition, filters: SearchFilter[], decode: (json: unknown) => Value | undefined): CompiledSearch {
  const searches = filters.filter((f) => f.type === "Search");
  if (searches.length !== 1) throw new Error(`A search query on ${indexName} needs exactly one \`search\` filter.`);
  if (searches[0].fieldPath !== definition.searchField) {
    throw new Error(`Search index ${indexName} searches "${definition.searchField}", not "${searches[0].fieldPath}".`);
  }
  const eqs = filters.filter((f) => f.type === "Eq");
  if (eqs.length > MAX_FILTER_CONDITIONS) throw new Error(`A search query can have at most ${MAX_FILTER_CONDITIONS} filter conditions, got ${eqs.length}.`);
  const compiled: CompiledSearch = { terms: [], filters: [] };
  for (const f of eqs) {
    const at = definition.filterFields.indexOf(f.fieldPath);
    if (at < 0) throw new Error(`"${f.fieldPath}" is not a filter field of search index ${indexName}.`);
    compiled.filters.push({ at, key: encodeValue(decode(f.value)) });
  }
  const words = tokenize(String(searches[0].value)).slice(0, MAX_QUERY_TERMS);
  compiled.terms = words.map((text, i) => ({ text, prefix: i === words.length - 1 }));
  return compiled;
}

export function passesFilters(search: CompiledSearch, filters: string[]): boolean {
  return search.filters.every((f) => filters[f.at] === f.key);
}

/** BM25 of one document for the matched index terms, each with its document frequency. */
export function bm25(matched: { df: number; tf: number }[], length: number, docs: number, tokens: number): number {
  const n = Math.max(docs, 1);
  const avgLength = tokens / n || 1;
  let score = 0;
  for (const { df, tf } of matched) {
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    score += (idf * (tf * (K1 + 1))) / (tf + K1 * (1 - B + (B * length) / avgLength));
  }
  return score;
}

/** Higher score first; equal scores newest first. */
export function compareHits(a: { score: number; creationTime: number }, b: { score: number; creationTime: number }): number {
  return b.score - a.score || compareValues(b.creationTime, a.creationTime);
}

/** One search index's committed postings, document lengths and filter values, in SQLite. */
export class SearchIndex {
  private readonly statements;

  constructor(
    readonly definition: SearchIndexDefinition,
    readonly ix: number,
    sql: Database.Database,
  ) {
    this.statements = {
      stats: sql.prepare("SELECT docs, tokens FROM search_indexes WHERE ix = ?"),
      addStats: sql.prepare("UPDATE search_indexes SET docs = docs + ?, tokens = tokens + ? WHERE ix = ?"),
      insertTerm: sql.prepare("INSERT OR REPLACE INTO search_terms (ix, term, id, freq) VALUES (?, ?, ?, ?)"),
      removeTerm: sql.prepare("DELETE FROM search_terms WHERE ix = ? AND term = ? AND id = ?"),
      insertDoc: sql.prepare("INSERT OR REPLACE INTO search_docs (ix, id, length, filters) VALUES (?, ?, ?, ?)"),
      removeDoc: sql.prepare("DELETE FROM search_docs WHERE ix = ? AND id = ?"),
      expand: sql.prepare("SELECT DISTINCT term FROM search_terms WHERE ix = ? AND term >= ? AND term < ? ORDER BY term LIMIT ?").pluck(),
      df: sql.prepare("SELECT COUNT(*) FROM search_terms WHERE ix = ? AND term = ?").pluck(),
      postings: sql.prepare("SELECT t.id, t.freq, d.length, d.filters FROM search_terms t JOIN search_docs d ON d.ix = t.ix AND d.id = t.id WHERE t.ix = ? AND t.term = ?").raw(),
    };
  }

  get name(): string {
    return this.definition.name;
  }

  stats(): { docs: number; tokens: number } {
    return this.statements.stats.get(this.ix) as { docs: number; tokens: number };
  }

  add(id: string, entry: SearchEntry): void {
    const s = this.statements;
    for (const [term, freq] of entry.freqs) s.insertTerm.run(this.ix, term, id, freq);
    s.insertDoc.run(this.ix, id, entry.length, JSON.stringify(entry.filters));
    s.addStats.run(1, entry.length, this.ix);
  }

  remove(id: string, entry: SearchEntry): void {
    const s = this.statements;
    for (const term of entry.freqs.keys()) s.removeTerm.run(this.ix, term, id);
    s.removeDoc.run(this.ix, id);
    s.addStats.run(-1, -entry.length, this.ix);
  }

  /** The committed index terms a query term matches: itself, or every term it begins (bounded). */
  expand(term: { text: string; prefix: boolean }): string[] {
    if (!term.prefix) return [term.text];
    return this.statements.expand.all(this.ix, term.text, term.text + "\u{10ffff}", MAX_PREFIX_EXPANSIONS) as string[];
  }

  documentFrequency(term: string): number {
    return this.statements.df.get(this.ix, term) as number;
  }

  /** Committed documents holding `term`: id, count of the term, length, filter values. */
  *postings(term: string): Generator<{ id: string; tf: number; length: number; filters: string[] }> {
    for (const [id, tf, length, filters] of this.statements.postings.iterate(this.ix, term) as Iterable<[string, number, number, string]>) {
      yield { id, tf, length, filters: JSON.parse(filters) as string[] };
    }
  }
}
