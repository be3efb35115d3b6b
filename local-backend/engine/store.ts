// The database: every document lives in memory with its sorted indexes, and every commit
// is written to SQLite (WAL, synchronous=FULL) before the caller is answered. A transaction
// applies its writes in place and keeps an undo log, so reads see the transaction's own
// writes; transactions never overlap (the runtime holds one lock around them).
import Database from "better-sqlite3";
import { convexToJson, jsonToConvex, type Value } from "convex/values";
import { join } from "node:path";
import { encodeId, idTableNumber } from "./ids.ts";
import { indexKey } from "./keys.ts";
import { SortedIndex } from "./sorted-index.ts";

export type Doc = Record<string, Value>;
export type DocRecord = { id: string; table: string; value: Doc; json: string };
export type Write = { table: string; id: string; before: DocRecord | null; after: DocRecord | null };
export type CommitInfo = { ts: bigint; writes: Write[] };
export type IndexDefinition = { name: string; fields: string[] };

const SYSTEM_TABLES: Record<string, number> = { _scheduled_functions: 1, _storage: 2 };
const FIRST_USER_TABLE = 10001;

export class Table {
  readonly docs = new Map<string, DocRecord>();
  readonly indexes = new Map<string, SortedIndex>();
  constructor(
    readonly name: string,
    readonly number: number,
  ) {
    this.indexes.set("by_creation_time", new SortedIndex("by_creation_time", ["_creationTime", "_id"]));
    this.indexes.set("by_id", new SortedIndex("by_id", ["_id"]));
  }

  add(record: DocRecord): void {
    this.docs.set(record.id, record);
    for (const index of this.indexes.values()) index.insert(indexKey(record.value, index.fields), record.id);
  }

  delete(record: DocRecord): void {
    this.docs.delete(record.id);
    for (const index of this.indexes.values()) index.remove(indexKey(record.value, index.fields));
  }

  replace(before: DocRecord, after: DocRecord): void {
    this.docs.set(after.id, after);
    for (const index of this.indexes.values()) {
      const oldKey = indexKey(before.value, index.fields);
      const newKey = indexKey(after.value, index.fields);
      if (oldKey !== newKey) {
        index.remove(oldKey);
        index.insert(newKey, after.id);
      }
    }
  }
}

export class Transaction {
  /** Each write's previous state, in order, so a rollback can undo them backwards. */
  readonly undo: { table: string; id: string; before: DocRecord | null }[] = [];
}

export function makeRecord(table: string, value: Doc): DocRecord {
  return { id: value._id as string, table, value, json: JSON.stringify(convexToJson(value)) };
}

export class Store {
  readonly sql: Database.Database;
  readonly tables = new Map<string, Table>();
  private readonly tableNames = new Map<number, string>();
  private lastCreationTime = 0;
  ts: bigint;

  constructor(dataDir: string) {
    this.sql = new Database(join(dataDir, "data.sqlite"));
    this.sql.pragma("journal_mode = WAL");
    this.sql.pragma("synchronous = FULL");
    this.sql.exec(`
      CREATE TABLE IF NOT EXISTS documents (id TEXT PRIMARY KEY, tbl TEXT NOT NULL, json TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS tables (name TEXT PRIMARY KEY, number INTEGER NOT NULL UNIQUE);
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    `);
    for (const [name, number] of Object.entries(SYSTEM_TABLES)) this.table(name, number);
    const rows = this.sql.prepare("SELECT name, number FROM tables").all() as { name: string; number: number }[];
    for (const row of rows) this.table(row.name, row.number);
    const docs = this.sql.prepare("SELECT id, tbl, json FROM documents").all() as { id: string; tbl: string; json: string }[];
    for (const row of docs) {
      const value = jsonToConvex(JSON.parse(row.json)) as Doc;
      this.tableOrCreate(row.tbl).add({ id: row.id, table: row.tbl, value, json: row.json });
      this.lastCreationTime = Math.max(this.lastCreationTime, value._creationTime as number);
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
    this.sql.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)").run(key, value);
  }

  private table(name: string, number: number): Table {
    let table = this.tables.get(name);
    if (!table) {
      table = new Table(name, number);
      this.tables.set(name, table);
      this.tableNames.set(number, name);
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
    return encodeId(this.tableOrCreate(table).number);
  }

  nextCreationTime(): number {
    const now = Date.now();
    this.lastCreationTime = now > this.lastCreationTime ? now : this.lastCreationTime + 0.001;
    return this.lastCreationTime;
  }

  get(id: string): DocRecord | null {
    const table = this.tableOfId(id);
    return (table && this.tables.get(table)?.docs.get(id)) || null;
  }

  /** Declares the schema's indexes; rebuilds those whose fields changed. */
  setIndexes(definitions: Map<string, IndexDefinition[]>): void {
    for (const [tableName, indexes] of definitions) {
      const table = this.tableOrCreate(tableName);
      const wanted = new Map(indexes.map((i) => [i.name, [...i.fields, "_creationTime", "_id"]]));
      for (const name of [...table.indexes.keys()]) {
        if (name !== "by_creation_time" && name !== "by_id" && !wanted.has(name)) table.indexes.delete(name);
      }
      for (const [name, fields] of wanted) {
        const current = table.indexes.get(name);
        if (current && current.fields.join("\n") === fields.join("\n")) continue;
        const index = new SortedIndex(name, fields);
        const entries = [...table.docs.values()].map((r) => ({ key: indexKey(r.value, fields), id: r.id }));
        entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
        index.entries.push(...entries);
        table.indexes.set(name, index);
      }
    }
  }

  /** Applies one write inside a transaction: `after` null deletes. */
  write(tx: Transaction, table: string, id: string, after: Doc | null): void {
    const target = this.tableOrCreate(table);
    const before = target.docs.get(id) ?? null;
    tx.undo.push({ table, id, before });
    const record = after === null ? null : makeRecord(table, after);
    if (before && record) target.replace(before, record);
    else if (before) target.delete(before);
    else if (record) target.add(record);
  }

  /** Undoes the transaction's writes back to `savepoint` (an undo log length). */
  rollback(tx: Transaction, savepoint = 0): void {
    while (tx.undo.length > savepoint) {
      const { table, id, before } = tx.undo.pop()!;
      const target = this.tables.get(table)!;
      const current = target.docs.get(id) ?? null;
      if (current && before) target.replace(current, before);
      else if (current) target.delete(current);
      else if (before) target.add(before);
    }
  }

  /** The net effect of a transaction: each touched document before and after. */
  netWrites(tx: Transaction): Write[] {
    const firstBefore = new Map<string, { table: string; before: DocRecord | null }>();
    for (const { table, id, before } of tx.undo) if (!firstBefore.has(id)) firstBefore.set(id, { table, before });
    const writes: Write[] = [];
    for (const [id, { table, before }] of firstBefore) {
      const after = this.tables.get(table)!.docs.get(id) ?? null;
      if (before !== after) writes.push({ table, id, before, after });
    }
    return writes;
  }

  /** Makes the transaction durable; `extra` runs inside the same SQLite transaction. */
  commit(tx: Transaction, extra?: (ts: bigint) => void): CommitInfo {
    const writes = this.netWrites(tx);
    const nowNs = BigInt(Date.now()) * 1_000_000n;
    const ts = nowNs > this.ts ? nowNs : this.ts + 1n;
    const upsert = this.sql.prepare("INSERT OR REPLACE INTO documents (id, tbl, json) VALUES (?, ?, ?)");
    const remove = this.sql.prepare("DELETE FROM documents WHERE id = ?");
    try {
      this.sql.transaction(() => {
        for (const w of writes) {
          if (w.after) upsert.run(w.id, w.table, w.after.json);
          else remove.run(w.id);
        }
        this.setMeta("ts", ts.toString());
        extra?.(ts);
      })();
    } catch (e) {
      this.rollback(tx);
      throw e;
    }
    this.ts = ts;
    tx.undo.length = 0;
    return { ts, writes };
  }
}

