// Runs the serialized queries that `ctx.db.query(...)` builds: index ranges, full scans,
// filters, limits, search, and pagination. Every read is recorded as an index key range, so
// a commit re-runs only the subscriptions whose ranges it touched.
import { compareValues, jsonToConvex, type Value } from "convex/values";
import { encodeValue, fieldValue, indexKey, KEY_MAX, KEY_NEXT } from "./keys.ts";
import { TRANSACTION_LIMITS, tooManyBytesRead, tooManyDocumentsRead, tooManyReads } from "./limits.ts";
import { compileSearch, type SearchFilter } from "./search-index.ts";
import type { SortedIndex } from "./sorted-index.ts";
import type { DocRecord, Store, Table, Write } from "./store.ts";

type Json = unknown;
type RangeExpr = { type: "Eq" | "Gt" | "Gte" | "Lt" | "Lte"; fieldPath: string; value: Json };
export type SerializedQuery = {
  source:
    | { type: "FullTableScan"; tableName: string; order: "asc" | "desc" | null }
    | { type: "IndexRange"; indexName: string; range: RangeExpr[]; order: "asc" | "desc" | null }
    | { type: "Search"; indexName: string; filters: SearchFilter[] };
  operators: ({ filter: Json } | { limit: number })[];
};

/** A read dependency: keys in [lo, hi) of one index, or the whole table. */
export type ReadRange = { index: string; lo: string; hi: string };
export class ReadSet {
  readonly tables = new Map<string, ReadRange[] | "all">();
  /** What the transaction has read so far, against Convex's per-transaction limits. */
  documents = 0;
  bytes = 0;
  ranges = 0;

  /** One `db.get` or `db.query`: an index range read. */
  countRange(): void {
    if (++this.ranges > TRANSACTION_LIMITS.indexRanges) throw tooManyReads();
  }

  /** A document scanned, returned or not. */
  countDocument(record: DocRecord): void {
    this.bytes += record.json.length;
    if (++this.documents > TRANSACTION_LIMITS.documentsScanned) throw tooManyDocumentsRead();
    if (this.bytes > TRANSACTION_LIMITS.bytesRead) throw tooManyBytesRead();
  }

  /** The first write that changes something this read set depends on. */
  overlap(store: Store, writes: Write[]): Write | null {
    for (const write of writes) {
      const ranges = this.tables.get(write.table);
      if (!ranges) continue;
      if (ranges === "all") return write;
      const indexes = store.tables.get(write.table)?.indexes;
      for (const range of ranges) {
        const fields = indexes?.get(range.index)?.fields;
        for (const doc of [write.before, write.after]) {
          if (!doc) continue;
          const key = fields ? indexKey(doc.value, fields) : null;
          if (key === null || (key >= range.lo && key < range.hi)) return write;
        }
      }
    }
    return null;
  }

  add(table: string, range: ReadRange): void {
    const current = this.tables.get(table);
    if (current === "all") return;
    if (current) current.push(range);
    else this.tables.set(table, [range]);
  }
  addTable(table: string): void {
    this.tables.set(table, "all");
  }
}

/** A JSON value from a query, where `{$undefined: null}` stands for a missing field. */
export function queryValue(json: Json): Value | undefined {
  if (json !== null && typeof json === "object" && "$undefined" in json) return undefined;
  return jsonToConvex(json as never);
}

function evaluate(doc: Record<string, Value>, expr: Json): Value | undefined {
  const e = expr as Record<string, Json>;
  const op = Object.keys(e)[0];
  const arg = e[op];
  const pair = () => (arg as Json[]).map((x) => evaluate(doc, x));
  const num = () => pair() as unknown as [number, number];
  switch (op) {
    case "$field":
      return fieldValue(doc, arg as string);
    case "$literal":
      return queryValue(arg);
    case "$eq":
      return compareValues(...(pair() as [Value, Value])) === 0;
    case "$neq":
      return compareValues(...(pair() as [Value, Value])) !== 0;
    case "$lt":
      return compareValues(...(pair() as [Value, Value])) < 0;
    case "$lte":
      return compareValues(...(pair() as [Value, Value])) <= 0;
    case "$gt":
      return compareValues(...(pair() as [Value, Value])) > 0;
    case "$gte":
      return compareValues(...(pair() as [Value, Value])) >= 0;
    case "$and":
      return (arg as Json[]).every((x) => evaluate(doc, x) === true);
    case "$or":
      return (arg as Json[]).some((x) => evaluate(doc, x) === true);
    case "$not":
      return !evaluate(doc, arg);
    case "$neg":
      return -(evaluate(doc, arg) as number);
    case "$add": {
      const [a, b] = num();
      return a + b;
    }
    case "$sub": {
      const [a, b] = num();
      return a - b;
    }
    case "$mul": {
      const [a, b] = num();
      return a * b;
    }
    case "$div": {
      const [a, b] = num();
      return a / b;
    }
    case "$mod": {
      const [a, b] = num();
      return a % b;
    }
  }
  throw new Error(`Unsupported filter expression: ${op}`);
}

export function matchesFilter(doc: Record<string, Value>, expr: Json): boolean {
  return evaluate(doc, expr) === true;
}

/**
 * What a function reads through: the committed database, or a mutation's view of it with
 * its own uncommitted writes on top.
 */
export interface ReadView {
  get(id: string): DocRecord | null;
  /** The next entry of [lo, hi) after `after` (exclusive) in `order`. */
  next(table: Table, index: SortedIndex, lo: string, hi: string, after: string | null, order: "asc" | "desc"): { key: string; doc: DocRecord } | null;
  count(table: string): number;
  docs(table: string): Iterable<DocRecord>;
  /** A mutation's own uncommitted writes to `table` (null: deleted), which its searches must see. */
  ownWrites?(table: string): [string, DocRecord | null][];
}

/** Reads of the committed database. */
export function committedView(store: Store): ReadView {
  return {
    get: (id) => store.get(id),
    next: (table, index, lo, hi, after, order) => {
      const entry = order === "asc" ? index.nextAsc(lo, hi, after) : index.nextDesc(lo, hi, after);
      return entry ? { key: entry.key, doc: table.docs.get(entry.id)! } : null;
    },
    count: (table) => store.tables.get(table)?.docs.size ?? 0,
    docs: (table) => store.tables.get(table)?.docs.values() ?? [],
  };
}

type Plan = { table: Table; index: SortedIndex; lo: string; hi: string; order: "asc" | "desc" };

function findTable(store: Store, name: string): Table {
  return store.tables.get(name) ?? store.tableOrCreate(name);
}

/** Turns an index range expression into [lo, hi) over the index's encoded keys. */
function planIndexRange(store: Store, indexName: string, range: RangeExpr[], order: "asc" | "desc" | null): Plan {
  const dot = indexName.indexOf(".");
  const tableName = indexName.slice(0, dot);
  const name = indexName.slice(dot + 1);
  const table = findTable(store, tableName);
  const index = table.indexes.get(name);
  if (!index) {
    throw new Error(`Index ${indexName} not found. Declare it in the schema with \`.index("${name}", [...])\`.`);
  }
  let prefix = "";
  let lo: string | null = null;
  let hi: string | null = null;
  let field = 0;
  let boundField: string | null = null;
  for (const expr of range) {
    const encoded = encodeValue(queryValue(expr.value));
    if (expr.type === "Eq") {
      if (boundField !== null || expr.fieldPath !== index.fields[field]) {
        throw new Error(`Incorrect field used in \`withIndex\`: expected "${index.fields[field]}", got "${expr.fieldPath}".`);
      }
      prefix += encoded;
      field += 1;
      continue;
    }
    const expected: string = boundField ?? index.fields[field];
    if (expr.fieldPath !== expected) {
      throw new Error(`Incorrect field used in \`withIndex\`: expected "${expected}", got "${expr.fieldPath}".`);
    }
    boundField = expected;
    if (expr.type === "Gt" || expr.type === "Gte") {
      if (lo !== null) throw new Error("`withIndex` accepts at most one lower bound.");
      lo = expr.type === "Gte" ? encoded : encoded + KEY_MAX;
    } else {
      if (hi !== null) throw new Error("`withIndex` accepts at most one upper bound.");
      hi = expr.type === "Lt" ? encoded : encoded + KEY_MAX;
    }
  }
  return { table, index, lo: prefix + (lo ?? ""), hi: prefix + (hi ?? KEY_MAX), order: order ?? "asc" };
}

function plan(store: Store, query: SerializedQuery): Plan {
  const source = query.source;
  if (source.type === "FullTableScan") {
    const table = findTable(store, source.tableName);
    return { table, index: table.indexes.get("by_creation_time")!, lo: "", hi: KEY_MAX, order: source.order ?? "asc" };
  }
  if (source.type === "IndexRange") return planIndexRange(store, source.indexName, source.range, source.order);
  throw new Error("Search queries are planned separately");
}

/** One executing query: documents come out one by one, in index order, through the operators. */
export class QueryStream {
  private lastKey: string | null = null;
  private done = false;
  private readonly limits: number[];
  private results: DocRecord[] | null = null; // search results, computed up front
  /** A limit is full, so nothing past the last document read can change the result. */
  private limitReached = false;

  private constructor(
    private readonly query: SerializedQuery,
    private readonly plan: Plan | null,
    private readonly view: ReadView,
    private readonly reads: ReadSet | null,
  ) {
    this.limits = query.operators.map(() => 0);
  }

  static start(store: Store, view: ReadView, query: SerializedQuery, reads: ReadSet | null): QueryStream {
    reads?.countRange();
    if (query.source.type === "Search") {
      const stream = new QueryStream(query, null, view, reads);
      stream.results = search(store, view, query.source.indexName, query.source.filters);
      reads?.addTable(query.source.indexName.split(".")[0]);
      return stream;
    }
    return new QueryStream(query, plan(store, query), view, reads);
  }

  private nextSourceDoc(): DocRecord | null {
    if (this.results) return this.results.shift() ?? null;
    const p = this.plan!;
    const entry = this.view.next(p.table, p.index, p.lo, p.hi, this.lastKey, p.order);
    if (!entry) return null;
    this.lastKey = entry.key;
    this.reads?.countDocument(entry.doc);
    return entry.doc;
  }

  /** The next document that passes every operator, or null at the end. */
  next(): DocRecord | null {
    while (!this.done) {
      // Once any limit is full no later document can pass it, so stop without reading more.
      if (this.limitReached) {
        this.done = true;
        return null;
      }
      const doc = this.nextSourceDoc();
      if (doc === null) {
        this.done = true;
        return null;
      }
      let passed = true;
      for (let i = 0; i < this.query.operators.length && passed; i++) {
        const op = this.query.operators[i];
        if ("filter" in op) {
          passed = matchesFilter(doc.value, op.filter);
        } else {
          this.limits[i] += 1;
          if (this.limits[i] >= op.limit) this.limitReached = true;
          passed = this.limits[i] <= op.limit;
        }
      }
      if (passed) return doc;
    }
    return null;
  }

  /** Records what this stream depended on: up to the last key read unless it reached the end. */
  recordReads(reads: ReadSet): void {
    const p = this.plan;
    if (!p) return;
    const complete = this.done && !this.limitReached;
    if (complete || this.lastKey === null) {
      reads.add(p.table.name, { index: p.index.name, lo: p.lo, hi: p.hi });
    } else if (p.order === "asc") {
      reads.add(p.table.name, { index: p.index.name, lo: p.lo, hi: this.lastKey + KEY_NEXT });
    } else {
      reads.add(p.table.name, { index: p.index.name, lo: this.lastKey, hi: p.hi });
    }
  }
}

/** A search sees the committed index and, in a mutation, the mutation's own writes. */
function search(store: Store, view: ReadView, indexName: string, filters: SearchFilter[]): DocRecord[] {
  const [table, name] = indexName.split(".");
  return store.search(table, name, (definition) => compileSearch(indexName, definition, filters, queryValue), view.ownWrites?.(table));
}

/** Cursors are the last key read, base64url-encoded; the end of the range has its own. */
const END_CURSOR = "_end_cursor";
function decodeCursor(cursor: string): string {
  const key = Buffer.from(cursor, "base64url").toString("utf8");
  if (Buffer.from(key, "utf8").toString("base64url") !== cursor) throw new Error("Invalid pagination cursor");
  return key;
}

export type PageRequest = {
  query: SerializedQuery;
  cursor: string | null;
  endCursor: string | null;
  pageSize: number;
  maximumRowsRead: number | null;
};
export type PageResult = {
  page: DocRecord[];
  isDone: boolean;
  continueCursor: string;
  splitCursor: null;
  pageStatus: null;
};

/**
 * One page of a query. Without an end cursor the page stops after `pageSize` documents;
 * with one (a re-run keeping its page boundaries) it covers exactly up to that cursor.
 */
export function paginate(store: Store, view: ReadView, request: PageRequest, reads: ReadSet | null): PageResult {
  reads?.countRange();
  if (request.query.source.type === "Search") return paginateSearch(store, view, request, reads);
  const p = plan(store, request.query);
  if (request.cursor === END_CURSOR) {
    return { page: [], isDone: true, continueCursor: END_CURSOR, splitCursor: null, pageStatus: null };
  }
  const start = request.cursor === null ? null : decodeCursor(request.cursor);
  const toEnd = request.endCursor === END_CURSOR;
  const end = request.endCursor === null || toEnd ? null : decodeCursor(request.endCursor);
  const bounded = toEnd || end !== null;
  const asc = p.order === "asc";
  const filters = request.query.operators.flatMap((op) => ("filter" in op ? [op.filter] : []));
  const page: DocRecord[] = [];
  let last = start;
  let rows = 0;
  let exhausted = false;
  for (;;) {
    if (!bounded && (page.length >= request.pageSize || (request.maximumRowsRead !== null && rows >= request.maximumRowsRead))) break;
    const entry = view.next(p.table, p.index, p.lo, p.hi, last, p.order);
    if (!entry) {
      exhausted = true;
      break;
    }
    if (end !== null && (asc ? entry.key > end : entry.key < end)) break;
    last = entry.key;
    rows += 1;
    reads?.countDocument(entry.doc);
    if (filters.every((f) => matchesFilter(entry.doc.value, f))) page.push(entry.doc);
  }
  const isDone = bounded ? toEnd : exhausted;
  const continueKey = end ?? (isDone || last === null ? null : last);
  if (reads) {
    const from = start ?? (asc ? p.lo : p.hi);
    const range = asc
      ? { lo: from, hi: continueKey === null ? p.hi : continueKey + KEY_NEXT }
      : { lo: continueKey ?? p.lo, hi: from };
    reads.add(p.table.name, { index: p.index.name, ...range });
  }
  const continueCursor = continueKey === null ? END_CURSOR : Buffer.from(continueKey, "utf8").toString("base64url");
  return { page, isDone, continueCursor, splitCursor: null, pageStatus: null };
}

/** Search results page by position in relevance order (Convex pages search results the same way: they are at most 1024). */
function paginateSearch(store: Store, view: ReadView, request: PageRequest, reads: ReadSet | null): PageResult {
  const source = request.query.source as Extract<SerializedQuery["source"], { type: "Search" }>;
  reads?.addTable(source.indexName.split(".")[0]);
  if (request.cursor === END_CURSOR) return { page: [], isDone: true, continueCursor: END_CURSOR, splitCursor: null, pageStatus: null };
  const results = search(store, view, source.indexName, source.filters);
  const filters = request.query.operators.flatMap((op) => ("filter" in op ? [op.filter] : []));
  const start = request.cursor === null ? 0 : Number(decodeCursor(request.cursor));
  const toEnd = request.endCursor === END_CURSOR;
  const end = request.endCursor === null ? null : toEnd ? results.length : Number(decodeCursor(request.endCursor));
  let at = start;
  const page: DocRecord[] = [];
  while (at < results.length && (end !== null ? at < end : page.length < request.pageSize)) {
    const doc = results[at++];
    if (filters.every((f) => matchesFilter(doc.value, f))) page.push(doc);
  }
  const isDone = end !== null ? toEnd || at >= results.length : at >= results.length;
  const continueCursor = isDone ? END_CURSOR : Buffer.from(String(at), "utf8").toString("base64url");
  return { page, isDone, continueCursor, splitCursor: null, pageStatus: null };
}
