// A mutation's uncommitted writes, kept apart from the database until it commits: the mutation
// reads the committed data with its own writes on top, and nobody else sees them. At commit
// they are applied in one synchronous step, after its reads were checked against every commit
// made since it started (optimistic concurrency, as on Convex).
import { indexKey } from "./keys.ts";
import { TRANSACTION_LIMITS, tooManyBytesWritten, tooManyWrites } from "./limits.ts";
import type { ReadView } from "./query.ts";
import type { SortedIndex } from "./sorted-index.ts";
import { makeRecord, type Doc, type DocRecord, type Store, type Table, type Transaction } from "./store.ts";

type Pending = { table: string; after: DocRecord | null };

export class PendingWrites implements ReadView {
  private writes = new Map<string, Pending>();
  private writeCount = 0;
  private writeBytes = 0;
  /** Scheduled calls so far and the bytes of their arguments. */
  scheduled = 0;
  scheduledBytes = 0;

  constructor(private readonly store: Store) {}

  get size(): number {
    return this.writes.size;
  }

  write(table: string, id: string, doc: Doc | null): void {
    const after = doc === null ? null : makeRecord(table, doc);
    if (!table.startsWith("_")) {
      this.writeBytes += after?.json.length ?? 0;
      if (++this.writeCount > TRANSACTION_LIMITS.documentsWritten) throw tooManyWrites();
      if (this.writeBytes > TRANSACTION_LIMITS.bytesWritten) throw tooManyBytesWritten();
    }
    this.writes.set(id, { table, after });
  }

  /** A point to roll back to when a nested mutation fails. */
  savepoint(): Map<string, Pending> {
    return new Map(this.writes);
  }

  rollback(savepoint: Map<string, Pending>): void {
    this.writes = savepoint;
  }

  /** Applies the writes to the database inside `tx` (the caller holds the commit lock). */
  applyTo(tx: Transaction): void {
    for (const [id, { table, after }] of this.writes) this.store.write(tx, table, id, after?.value ?? null);
  }

  ownWrites(table: string): [string, DocRecord | null][] {
    return [...this.writes].filter(([, w]) => w.table === table).map(([id, w]) => [id, w.after]);
  }

  get(id: string): DocRecord | null {
    const pending = this.writes.get(id);
    return pending ? pending.after : this.store.get(id);
  }

  next(table: Table, index: SortedIndex, lo: string, hi: string, after: string | null, order: "asc" | "desc") {
    const asc = order === "asc";
    let committed: { key: string; doc: DocRecord } | null = null;
    for (let cursor = after; ; ) {
      const entry = asc ? index.nextAsc(lo, hi, cursor) : index.nextDesc(lo, hi, cursor);
      if (!entry) break;
      if (!this.writes.has(entry.id)) {
        committed = { key: entry.key, doc: table.docs.get(entry.id)! };
        break;
      }
      cursor = entry.key;
    }
    let best = committed;
    for (const { table: name, after: doc } of this.writes.values()) {
      if (name !== table.name || !doc) continue;
      const key = indexKey(doc.value, index.fields);
      if (key < lo || key >= hi || (after !== null && (asc ? key <= after : key >= after))) continue;
      if (!best || (asc ? key < best.key : key > best.key)) best = { key, doc };
    }
    return best;
  }

  count(table: string): number {
    let count = this.store.tables.get(table)?.docs.size ?? 0;
    for (const [id, pending] of this.writes) {
      if (pending.table !== table) continue;
      const existed = this.store.get(id) !== null;
      if (existed && !pending.after) count -= 1;
      else if (!existed && pending.after) count += 1;
    }
    return count;
  }

  *docs(table: string): Iterable<DocRecord> {
    for (const doc of this.store.tables.get(table)?.docs.values() ?? []) if (!this.writes.has(doc.id)) yield doc;
    for (const pending of this.writes.values()) if (pending.table === table && pending.after) yield pending.after;
  }
}
