// The database, in SQLite (WAL, synchronous=FULL): documents, and every index as sorted
// entries, so start-up reads no table and memory stays bounded whatever the data's size;
// recently read documents are kept in a bounded cache. A transaction's writes stay in
// memory on top of the committed state (reads see them) until its commit writes them all in
// one SQLite transaction, before the caller is answered. Transactions never overlap (the
// runtime holds one lock around them); an undo log gives nested calls their savepoints.
import Database from "better-sqlite3";
import { convexToJson, jsonToConvex, type Value } from "convex/values";
import { join } from "node:path";
import { encodeId, idTableNumber } from "./ids.ts";
import { indexKey, KEY_MAX } from "./keys.ts";
import { bm25, compareHits, passesFilters, SearchIndex, searchEntry, sameEntry, MAX_SEARCH_RESULTS, type CompiledSearch, type SearchIndexDefinition } from "./search-index.ts";
import { encodeKey, IndexStorage, SortedIndex } from "./sorted-index.ts";

export type Doc = Record<string, Value>;
export type DocRecord = { id: string; table: string; value: Doc; json: string };
export type Write = { table: string; id: string; before: DocRecord | null; after: DocRecord | null };
export type CommitInfo = { ts: bigint; writes: Write[] };
export type IndexDefinition = { name: string; fields: string[] };

const SYSTEM_TABLES: Record<string, number> = { _scheduled_functions: 1, _storage: 2 };
const FIRST_USER_TABLE = 10001;
const BUILT_IN_INDEXES: IndexDefinition[] = [
  { name: "by_creation_time", fields: ["_creationTime", "_id"] },
  { name: "by_id", fields: ["_id"] },
];
/** Documents kept parsed in memory, by the size of their JSON. */
const CACHE_JSON_CHARS = 24 * 1024 * 1024;
/** Documents read per step when building an index. */
const BUILD_BATCH = 2000;
/** The on-disk layout: 2 keeps indexes in SQLite (1 kept only documents). */
const FORMAT = "2";

/** The documents of one table, read through the store (committed state plus the open transaction). */
export class TableDocs {
  constructor(
    private readonly store: Store,
    private readonly table: Table,
  ) {}

  get(id: string): DocRecord | undefined {
    return this.store.tableOfId(id) === this.table.name ? (this.store.get(id) ?? undefined) : undefined;
  }

  get size(): number {
    return this.store.count(this.table);
  }

  /** Every document in creation order, read lazily. */
  *values(): Generator<DocRecord> {
    for (const id of this.table.indexes.get("by_creation_time")!.ids("", KEY_MAX)) {
      const record = this.store.get(id);
      if (record) yield record;
    }
  }
}

export class Table {
  readonly indexes = new Map<string, SortedIndex>();
  readonly searchIndexes = new Map<string, SearchIndex>();
  readonly docs: TableDocs;
  constructor(
    readonly name: string,
    readonly number: number,
    store: Store,
  ) {
    this.docs = new TableDocs(store, this);
  }
}

export class Transaction {
  /** Each write's previous state, in order, so a rollback can undo them backwards. */
  readonly undo: { table: string; id: string; before: DocRecord | null }[] = [];
}

export function makeRecord(table: string, value: Doc): DocRecord {
  return { id: value._id as string, table, value, json: JSON.stringify(convexToJson(value)) };
}

function parseRecord(id: string, table: string, json: string): DocRecord {
  return { id, table, value: jsonToConvex(JSON.parse(json)) as Doc, json };
}

/** Least recently read documents leave first once their JSON passes the budget. */
class DocumentCache {
  private readonly records = new Map<string, DocRecord>();
  private chars = 0;

  get(id: string): DocRecord | undefined {
    const record = this.records.get(id);
    if (record) {
      this.records.delete(id);
      this.records.set(id, record);
    }
    return record;
  }

  set(record: DocRecord): void {
    this.delete(record.id);
    this.records.set(record.id, record);
    this.chars += record.json.length;
    for (const [id, oldest] of this.records) {
      if (this.chars <= CACHE_JSON_CHARS) break;
      this.records.delete(id);
      this.chars -= oldest.json.length;
    }
  }

  delete(id: string): void {
    const record = this.records.get(id);
    if (!record) return;
    this.records.delete(id);
    this.chars -= record.json.length;
  }
}

/** A document the open transaction wrote: as committed, and as it stands now. */
type Pending = { table: Table; committed: DocRecord | null; current: DocRecord | null };

export class Store {
  readonly sql: Database.Database;
  readonly tables = new Map<string, Table>();
  private readonly tableNames = new Map<number, string>();
  private readonly indexStorage: IndexStorage;
  private readonly cache = new DocumentCache();
  private readonly pending = new Map<string, Pending>();
  /** Committed document count per table, counted on first use. */
  private readonly counts = new Map<string, number>();
  /** Ids handed out but not yet written: their first write needs no lookup. */
  private readonly freshIds = new Set<string>();
  private readonly statements;
  private lastCreationTime = 0;
  ts: bigint;

  constructor(dataDir: string) {
    this.sql = new Database(join(dataDir, "data.sqlite"));
    this.sql.pragma("journal_mode = WAL");
    this.sql.pragma("synchronous = FULL");
    this.sql.pragma("cache_size = -65536");
    this.sql.exec(`
      CREATE TABLE IF NOT EXISTS documents (id TEXT PRIMARY KEY, tbl TEXT NOT NULL, json TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS tables (name TEXT PRIMARY KEY, number INTEGER NOT NULL UNIQUE);
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS indexes (ix INTEGER PRIMARY KEY, tbl TEXT NOT NULL, name TEXT NOT NULL, fields TEXT NOT NULL, UNIQUE (tbl, name));
      CREATE TABLE IF NOT EXISTS index_entries (ix INTEGER NOT NULL, key BLOB NOT NULL, id TEXT NOT NULL, PRIMARY KEY (ix, key)) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS search_indexes (ix INTEGER PRIMARY KEY, tbl TEXT NOT NULL, name TEXT NOT NULL, definition TEXT NOT NULL, docs INTEGER NOT NULL, tokens INTEGER NOT NULL, UNIQUE (tbl, name));
      CREATE TABLE IF NOT EXISTS search_terms (ix INTEGER NOT NULL, term TEXT NOT NULL, id TEXT NOT NULL, freq INTEGER NOT NULL, PRIMARY KEY (ix, term, id)) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS search_docs (ix INTEGER NOT NULL, id TEXT NOT NULL, length INTEGER NOT NULL, filters TEXT NOT NULL, PRIMARY KEY (ix, id)) WITHOUT ROWID;
    `);
    this.indexStorage = new IndexStorage(this.sql);
    this.statements = {
      document: this.sql.prepare("SELECT tbl, json FROM documents WHERE id = ?"),
      upsert: this.sql.prepare("INSERT OR REPLACE INTO documents (id, tbl, json) VALUES (?, ?, ?)"),
      remove: this.sql.prepare("DELETE FROM documents WHERE id = ?"),
      count: this.sql.prepare("SELECT COUNT(*) AS n FROM index_entries WHERE ix = ?"),
      setMeta: this.sql.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)"),
    };
    const upgrade = this.getMeta("format") !== FORMAT;
    this.sql.transaction(() => {
      for (const [name, number] of Object.entries(SYSTEM_TABLES)) this.table(name, number);
      const rows = this.sql.prepare("SELECT name, number FROM tables").all() as { name: string; number: number }[];
      for (const row of rows) this.table(row.name, row.number);
      if (upgrade) this.indexExistingDocuments();
    })();
    for (const table of this.tables.values()) {
      const newest = table.indexes.get("by_creation_time")!.nextDesc("", KEY_MAX, null);
      const created = newest && (this.get(newest.id)?.value._creationTime as number | undefined);
      if (created && created > this.lastCreationTime) this.lastCreationTime = created;
    }
    this.ts = BigInt(this.getMeta("ts") ?? "0");
  }

  close(): void {
    this.sql.close();
  }

  getMeta(key: string): string | undefined {
    const row = this.sql.prepare("SELECT value FROM meta WHERE key = ?").get(key) as { value: string } | undefined;
    return row?.value;
  }

  setMeta(key: string, value: string): void {
    this.statements.setMeta.run(key, value);
  }

  /** A data folder from before indexes were stored: every document enters the built-in ones. */
  private indexExistingDocuments(): void {
    const batch = this.sql.prepare("SELECT rowid, id, tbl, json FROM documents WHERE rowid > ? ORDER BY rowid LIMIT ?");
    for (let after = 0; ; ) {
      const rows = batch.all(after, BUILD_BATCH) as { rowid: number; id: string; tbl: string; json: string }[];
      if (rows.length === 0) break;
      for (const row of rows) {
        const table = this.tableOrCreate(row.tbl);
        const record = parseRecord(row.id, row.tbl, row.json);
        for (const index of table.indexes.values()) this.indexStorage.insert.run(index.ix, encodeKey(indexKey(record.value, index.fields)), row.id);
      }
      after = rows[rows.length - 1].rowid;
    }
    this.setMeta("format", FORMAT);
  }

  private table(name: string, number: number): Table {
    let table = this.tables.get(name);
    if (!table) {
      table = new Table(name, number, this);
      this.tables.set(name, table);
      this.tableNames.set(number, name);
      const saved = this.sql.prepare("SELECT ix, name, fields FROM indexes WHERE tbl = ?").all(name) as { ix: number; name: string; fields: string }[];
      for (const row of saved) table.indexes.set(row.name, new SortedIndex(row.name, JSON.parse(row.fields) as string[], row.ix, this.indexStorage));
      for (const definition of BUILT_IN_INDEXES) if (!table.indexes.has(definition.name)) this.createIndex(table, definition);
      const searches = this.sql.prepare("SELECT ix, definition FROM search_indexes WHERE tbl = ?").all(name) as { ix: number; definition: string }[];
      for (const row of searches) {
        const definition = JSON.parse(row.definition) as SearchIndexDefinition;
        table.searchIndexes.set(definition.name, new SearchIndex(definition, row.ix, this.sql));
      }
    }
    return table;
  }

  /** The table, registering a number for it on first use. */
  tableOrCreate(name: string): Table {
    const existing = this.tables.get(name);
    if (existing) return existing;
    const numbers = [...this.tableNames.keys()].filter((n) => n >= FIRST_USER_TABLE);
    const number = numbers.length === 0 ? FIRST_USER_TABLE : Math.max(...numbers) + 1;
    this.sql.prepare("INSERT INTO tables (name, number) VALUES (?, ?)").run(name, number);
    return this.table(name, number);
  }

  tableOfId(id: string): string | null {
    const number = idTableNumber(id);
    return number === null ? null : (this.tableNames.get(number) ?? null);
  }

  newId(table: string): string {
    const id = encodeId(this.tableOrCreate(table).number);
    this.freshIds.add(id);
    return id;
  }

  nextCreationTime(): number {
    const now = Date.now();
    this.lastCreationTime = now > this.lastCreationTime ? now : this.lastCreationTime + 0.001;
    return this.lastCreationTime;
  }

  /** The document as the open transaction sees it (the committed one outside transactions). */
  get(id: string): DocRecord | null {
    const own = this.pending.get(id);
    if (own) return own.current;
    return this.committed(id);
  }

  private committed(id: string): DocRecord | null {
    const table = this.tableOfId(id);
    if (!table) return null;
    const cached = this.cache.get(id);
    if (cached) return cached;
    const row = this.statements.document.get(id) as { tbl: string; json: string } | undefined;
    if (!row || row.tbl !== table) return null;
    const record = parseRecord(id, table, row.json);
    this.cache.set(record);
    return record;
  }

  /** Documents in the table, the open transaction's inserts and deletes included. */
  count(table: Table): number {
    let committed = this.counts.get(table.name);
    if (committed === undefined) {
      committed = (this.statements.count.get(table.indexes.get("by_id")!.ix) as { n: number }).n;
      this.counts.set(table.name, committed);
    }
    for (const p of this.pending.values()) {
      if (p.table === table) committed += (p.current ? 1 : 0) - (p.committed ? 1 : 0);
    }
    return committed;
  }

  private createIndex(table: Table, definition: IndexDefinition): SortedIndex {
    const insert = this.sql.prepare("INSERT INTO indexes (tbl, name, fields) VALUES (?, ?, ?)");
    const ix = Number(insert.run(table.name, definition.name, JSON.stringify(definition.fields)).lastInsertRowid);
    const index = new SortedIndex(definition.name, definition.fields, ix, this.indexStorage);
    table.indexes.set(definition.name, index);
    return index;
  }

  private dropIndex(table: Table, index: SortedIndex): void {
    this.sql.prepare("DELETE FROM index_entries WHERE ix = ?").run(index.ix);
    this.sql.prepare("DELETE FROM indexes WHERE ix = ?").run(index.ix);
    table.indexes.delete(index.name);
  }

  /** Enters every committed document of the table into a new index, reading in creation order. */
  private build(table: Table, index: SortedIndex): void {
    const batch = this.sql.prepare(
      "SELECT e.key, d.id, d.json FROM index_entries e JOIN documents d ON d.id = e.id WHERE e.ix = ? AND e.key > ? ORDER BY e.key LIMIT ?",
    );
    for (let after: Buffer = Buffer.alloc(0); ; ) {
      const rows = batch.all(table.indexes.get("by_creation_time")!.ix, after, BUILD_BATCH) as { key: Buffer; id: string; json: string }[];
      if (rows.length === 0) return;
      for (const row of rows) {
        const value = jsonToConvex(JSON.parse(row.json)) as Doc;
        this.indexStorage.insert.run(index.ix, encodeKey(indexKey(value, index.fields)), row.id);
      }
      after = rows[rows.length - 1].key;
    }
  }

  /** Adds every committed document of the table to a new search index, in creation order. */
  private buildSearch(table: Table, index: SearchIndex): void {
    for (const record of table.docs.values()) {
      const entry = searchEntry(index.definition, record.value);
      if (entry) index.add(record.id, entry);
    }
  }

  /** Declares the schema's search indexes; (re)builds those that are new or changed. */
  private setSearchIndexes(definitions: Map<string, SearchIndexDefinition[]>): void {
    const tables = new Set([...definitions.keys(), ...[...this.tables.values()].filter((t) => t.searchIndexes.size > 0).map((t) => t.name)]);
    for (const tableName of tables) {
      const table = this.tableOrCreate(tableName);
      const wanted = new Map((definitions.get(tableName) ?? []).map((d) => [d.name, JSON.stringify(d)]));
      for (const index of [...table.searchIndexes.values()]) {
        if (wanted.get(index.name) === JSON.stringify(index.definition)) continue;
        for (const sql of ["DELETE FROM search_terms WHERE ix = ?", "DELETE FROM search_docs WHERE ix = ?", "DELETE FROM search_indexes WHERE ix = ?"]) this.sql.prepare(sql).run(index.ix);
        table.searchIndexes.delete(index.name);
      }
      for (const [name, json] of wanted) {
        if (table.searchIndexes.has(name)) continue;
        const insert = this.sql.prepare("INSERT INTO search_indexes (tbl, name, definition, docs, tokens) VALUES (?, ?, ?, 0, 0)");
        const ix = Number(insert.run(tableName, name, json).lastInsertRowid);
        const index = new SearchIndex(JSON.parse(json) as SearchIndexDefinition, ix, this.sql);
        table.searchIndexes.set(name, index);
        this.buildSearch(table, index);
      }
    }
  }

  /**
   * The documents a search index finds, best first: committed postings (minus what the open
   * transaction rewrote) and the transaction's own documents, scored with the committed statistics.
   */
  search(
    tableName: string,
    indexName: string,
    compile: (definition: SearchIndexDefinition) => CompiledSearch,
    ownWrites?: [string, DocRecord | null][],
  ): DocRecord[] {
    const table = this.tableOrCreate(tableName);
    const index = table.searchIndexes.get(indexName);
    if (!index) throw new Error(`Search index ${tableName}.${indexName} not found. Declare it in the schema with \`.searchIndex("${indexName}", {...})\`.`);
    const query = compile(index.definition);
    const { docs, tokens } = index.stats();
    const scores = new Map<string, { df: number; tf: number }[]>();
    const lengths = new Map<string, number>();
    // A mutation's uncommitted writes come from its own view; otherwise from the open transaction.
    const own: [string, { current: DocRecord | null }][] =
      ownWrites?.map(([id, current]) => [id, { current }]) ?? [...this.pending.entries()].filter(([, p]) => p.table === table);
    const rewritten = new Set(own.map(([id]) => id));
    const frequencies = new Map<string, number>();
    for (const term of query.terms) {
      for (const indexTerm of index.expand(term)) {
        if (frequencies.has(indexTerm)) continue;
        const df = index.documentFrequency(indexTerm);
        frequencies.set(indexTerm, df);
        for (const posting of index.postings(indexTerm)) {
          if (rewritten.has(posting.id) || !passesFilters(query, posting.filters)) continue;
          lengths.set(posting.id, posting.length);
          const list = scores.get(posting.id) ?? [];
          list.push({ df, tf: posting.tf });
          scores.set(posting.id, list);
        }
      }
    }
    for (const [id, p] of own) {
      const entry = p.current && searchEntry(index.definition, p.current.value);
      if (!entry || !passesFilters(query, entry.filters)) continue;
      const matched: { df: number; tf: number }[] = [];
      for (const [term, tf] of entry.freqs) {
        if (!query.terms.some((q) => (q.prefix ? term.startsWith(q.text) : term === q.text))) continue;
        matched.push({ df: frequencies.get(term) ?? index.documentFrequency(term), tf });
      }
      if (matched.length === 0) continue;
      scores.set(id, matched);
      lengths.set(id, entry.length);
    }
    const hits: { record: DocRecord; score: number; creationTime: number }[] = [];
    const ownRecords = new Map(own.map(([id, p]) => [id, p.current]));
    for (const [id, matched] of scores) {
      const record = ownRecords.has(id) ? ownRecords.get(id) : this.get(id);
      if (record) hits.push({ record, score: bm25(matched, lengths.get(id)!, docs, tokens), creationTime: record.value._creationTime as number });
    }
    return hits.sort(compareHits).slice(0, MAX_SEARCH_RESULTS).map((h) => h.record);
  }

  /** Declares the schema's indexes; builds those that are new or whose fields changed. */
  setIndexes(definitions: Map<string, IndexDefinition[]>, searchDefinitions: Map<string, SearchIndexDefinition[]> = new Map()): void {
    if (this.pending.size > 0) throw new Error("Indexes can't change inside a transaction.");
    this.sql.transaction(() => {
      this.setSearchIndexes(searchDefinitions);
      for (const [tableName, indexes] of definitions) {
        const table = this.tableOrCreate(tableName);
        const wanted = new Map(indexes.map((i) => [i.name, [...i.fields, "_creationTime", "_id"]]));
        for (const index of [...table.indexes.values()]) {
          if (BUILT_IN_INDEXES.some((b) => b.name === index.name)) continue;
          const fields = wanted.get(index.name);
          if (!fields || fields.join("\n") !== index.fields.join("\n")) this.dropIndex(table, index);
        }
        for (const [name, fields] of wanted) {
          if (table.indexes.has(name)) continue;
          this.build(table, this.createIndex(table, { name, fields }));
        }
      }
    })();
    this.indexStorage.version += 1;
  }

  /** Applies one write inside a transaction: `after` null deletes. */
  write(tx: Transaction, table: string, id: string, after: Doc | null): void {
    const target = this.tableOrCreate(table);
    const before = this.freshIds.delete(id) ? null : this.get(id);
    tx.undo.push({ table, id, before });
    this.apply(target, id, before, after === null ? null : makeRecord(table, after));
  }

  /** Makes `record` the document's current state in the open transaction. */
  private apply(table: Table, id: string, before: DocRecord | null, record: DocRecord | null): void {
    let own = this.pending.get(id);
    if (!own) {
      // From its first write on, the transaction's entries stand in for the committed ones.
      own = { table, committed: before, current: before };
      this.pending.set(id, own);
      if (before) {
        for (const index of table.indexes.values()) {
          const key = indexKey(before.value, index.fields);
          index.hidden.add(key);
          index.pending.insert(key, id);
        }
      }
    }
    for (const index of table.indexes.values()) {
      const oldKey = own.current && indexKey(own.current.value, index.fields);
      const newKey = record && indexKey(record.value, index.fields);
      if (oldKey === newKey) continue;
      if (oldKey !== null) index.pending.remove(oldKey);
      if (newKey !== null) index.pending.insert(newKey, id);
    }
    own.current = record;
  }

  /** Undoes the transaction's writes back to `savepoint` (an undo log length). */
  rollback(tx: Transaction, savepoint = 0): void {
    if (savepoint === 0) {
      tx.undo.length = 0;
      return this.clearPending();
    }
    while (tx.undo.length > savepoint) {
      const { table, id, before } = tx.undo.pop()!;
      this.apply(this.tables.get(table)!, id, this.get(id), before);
    }
  }

  private clearPending(): void {
    const touched = new Set<Table>();
    for (const p of this.pending.values()) touched.add(p.table);
    for (const table of touched) for (const index of table.indexes.values()) index.clearPending();
    this.pending.clear();
    this.freshIds.clear();
  }

  /** The net effect of a transaction: each touched document before and after. */
  netWrites(_tx: Transaction): Write[] {
    const writes: Write[] = [];
    for (const [id, p] of this.pending) {
      if (p.committed !== p.current) writes.push({ table: p.table.name, id, before: p.committed, after: p.current });
    }
    return writes;
  }

  /** Makes the transaction durable; `extra` runs inside the same SQLite transaction. */
  commit(tx: Transaction, extra?: (ts: bigint) => void): CommitInfo {
    const writes = this.netWrites(tx);
    const nowNs = BigInt(Date.now()) * 1_000_000n;
    const ts = nowNs > this.ts ? nowNs : this.ts + 1n;
    const { upsert, remove } = this.statements;
    const entries = this.indexStorage;
    try {
      this.sql.transaction(() => {
        for (const w of writes) {
          if (w.after) upsert.run(w.id, w.table, w.after.json);
          else remove.run(w.id);
          for (const index of this.tables.get(w.table)!.indexes.values()) {
            const oldKey = w.before && indexKey(w.before.value, index.fields);
            const newKey = w.after && indexKey(w.after.value, index.fields);
            if (oldKey === newKey) continue;
            if (oldKey !== null) entries.remove.run(index.ix, encodeKey(oldKey));
            if (newKey !== null) entries.insert.run(index.ix, encodeKey(newKey), w.id);
          }
          for (const index of this.tables.get(w.table)!.searchIndexes.values()) {
            const before = w.before && searchEntry(index.definition, w.before.value);
            const after = w.after && searchEntry(index.definition, w.after.value);
            if (sameEntry(before, after)) continue;
            if (before) index.remove(w.id, before);
            if (after) index.add(w.id, after);
          }
        }
        this.setMeta("ts", ts.toString());
        extra?.(ts);
      })();
    } catch (e) {
      this.rollback(tx);
      throw e;
    }
    for (const w of writes) {
      if (w.after) this.cache.set(w.after);
      else this.cache.delete(w.id);
      const count = this.counts.get(w.table);
      if (count !== undefined) this.counts.set(w.table, count + (w.after ? 1 : 0) - (w.before ? 1 : 0));
    }
    entries.version += 1;
    this.ts = ts;
    tx.undo.length = 0;
    this.clearPending();
    return { ts, writes };
  }
}
