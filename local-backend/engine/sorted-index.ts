// One database index: unique string keys (the last component is always the document id),
// each pointing at a document id. Committed entries live in SQLite; the open transaction's
// changes sit on top in memory until it commits, so reads see its own writes.
import type Database from "better-sqlite3";

export type IndexEntry = { key: string; id: string };

/** Sorted keys in memory: the open transaction's entries of one index. */
export class MemoryIndex {
  readonly entries: IndexEntry[] = [];

  /** Position of the first entry whose key is >= key. */
  lowerBound(key: string): number {
    let lo = 0;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.entries[mid].key < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(key: string, id: string): void {
    this.entries.splice(this.lowerBound(key), 0, { key, id });
  }

  remove(key: string): void {
    const at = this.lowerBound(key);
    if (this.entries[at]?.key === key) this.entries.splice(at, 1);
  }

  /** The first entry in [from, to) after `after` (exclusive) in ascending order. */
  nextAsc(from: string, to: string, after: string | null): IndexEntry | undefined {
    const start = after === null || after < from ? from : after + "\u0000";
    const entry = this.entries[this.lowerBound(start)];
    return entry && entry.key < to ? entry : undefined;
  }

  /** The last entry in [from, to) before `before` (exclusive), walking downwards. */
  nextDesc(from: string, to: string, before: string | null): IndexEntry | undefined {
    const end = before === null || before > to ? to : before;
    const entry = this.entries[this.lowerBound(end) - 1];
    return entry && entry.key >= from ? entry : undefined;
  }
}

/**
 * Keys are stored as BLOBs whose byte order is the JavaScript (UTF-16 code unit) order of
 * the key strings: each code unit is written alone in UTF-8's 1–3 byte form (as CESU-8
 * does), so SQLite's memcmp ordering and `<` on strings agree, emoji and KEY_MAX included.
 */
export function encodeKey(key: string): Buffer {
  let ascii = true;
  for (let i = 0; i < key.length && ascii; i++) ascii = key.charCodeAt(i) < 0x80;
  if (ascii) return Buffer.from(key, "latin1");
  const out = Buffer.allocUnsafe(key.length * 3);
  let n = 0;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    if (c < 0x80) out[n++] = c;
    else if (c < 0x800) {
      out[n++] = 0xc0 | (c >> 6);
      out[n++] = 0x80 | (c & 0x3f);
    } else {
      out[n++] = 0xe0 | (c >> 12);
      out[n++] = 0x80 | ((c >> 6) & 0x3f);
      out[n++] = 0x80 | (c & 0x3f);
    }
  }
  return out.subarray(0, n);
}

export function decodeKey(bytes: Buffer): string {
  const latin = bytes.toString("latin1");
  if (!/[\x80-\xff]/.test(latin)) return latin;
  let out = "";
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i];
    if (b < 0x80) {
      out += String.fromCharCode(b);
      i += 1;
    } else if (b < 0xe0) {
      out += String.fromCharCode(((b & 0x1f) << 6) | (bytes[i + 1] & 0x3f));
      i += 2;
    } else {
      out += String.fromCharCode(((b & 0x0f) << 12) | ((bytes[i + 1] & 0x3f) << 6) | (bytes[i + 2] & 0x3f));
      i += 3;
    }
  }
  return out;
}

/** The SQLite side every index shares; `version` changes whenever committed entries do. */
export class IndexStorage {
  version = 0;
  private readonly ascFrom: Database.Statement;
  private readonly ascAfter: Database.Statement;
  private readonly desc: Database.Statement;
  readonly insert: Database.Statement;
  readonly remove: Database.Statement;

  constructor(sql: Database.Database) {
    const select = "SELECT key, id FROM index_entries WHERE ix = ? AND key";
    this.ascFrom = sql.prepare(`${select} >= ? AND key < ? ORDER BY key LIMIT ?`).raw();
    this.ascAfter = sql.prepare(`${select} > ? AND key < ? ORDER BY key LIMIT ?`).raw();
    this.desc = sql.prepare(`${select} >= ? AND key < ? ORDER BY key DESC LIMIT ?`).raw();
    this.insert = sql.prepare("INSERT INTO index_entries (ix, key, id) VALUES (?, ?, ?)");
    this.remove = sql.prepare("DELETE FROM index_entries WHERE ix = ? AND key = ?");
  }

  /** Committed entries in [from, to), after `after` when given, in the given order. */
  read(ix: number, asc: boolean, from: string, to: string, after: string | null, limit: number): IndexEntry[] {
    const rows = (
      asc
        ? after === null
          ? this.ascFrom.all(ix, encodeKey(from), encodeKey(to), limit)
          : this.ascAfter.all(ix, encodeKey(after), encodeKey(to), limit)
        : this.desc.all(ix, encodeKey(from), encodeKey(after ?? to), limit)
    ) as [Buffer, string][];
    return rows.map(([key, id]) => ({ key: decodeKey(key), id }));
  }
}

/** Read-ahead: consecutive `next` calls over one range come from one SQLite read. */
type Batch = { asc: boolean; from: string; to: string; version: number; rows: IndexEntry[]; full: boolean; at: number };
const FIRST_BATCH = 24;
const LATER_BATCH = 256;

export class SortedIndex {
  /** Committed keys the open transaction has rewritten: its own entries stand in for them. */
  readonly hidden = new Set<string>();
  /** The open transaction's entries for every document it wrote. */
  readonly pending = new MemoryIndex();
  private batch: Batch | null = null;

  constructor(
    readonly name: string,
    /** Field paths of the key, ending with `_creationTime` and `_id` for declared indexes. */
    readonly fields: readonly string[],
    /** The index's number in SQLite. */
    readonly ix: number,
    private readonly storage: IndexStorage,
  ) {}

  /** The next committed entry strictly past `after` (or from the range's start) in one direction. */
  private committed(asc: boolean, from: string, to: string, after: string | null): IndexEntry | undefined {
    const b = this.batch;
    if (b && b.asc === asc && b.from === from && b.to === to && b.version === this.storage.version && after !== null && b.rows[b.at]?.key === after) {
      if (b.at + 1 < b.rows.length) return b.rows[++b.at];
      if (!b.full) return undefined;
      return this.load(asc, from, to, after, LATER_BATCH);
    }
    return this.load(asc, from, to, after, FIRST_BATCH);
  }

  private load(asc: boolean, from: string, to: string, after: string | null, limit: number): IndexEntry | undefined {
    const rows = this.storage.read(this.ix, asc, from, to, after, limit);
    this.batch = { asc, from, to, version: this.storage.version, rows, full: rows.length === limit, at: 0 };
    return rows[0];
  }

  /** The first entry in [from, to) after `after` (exclusive) in ascending order. */
  nextAsc(from: string, to: string, after: string | null): IndexEntry | undefined {
    let row = this.committed(true, from, to, after === null || after < from ? null : after);
    while (row && this.hidden.has(row.key)) row = this.committed(true, from, to, row.key);
    const own = this.pending.nextAsc(from, to, after);
    if (!row || (own && own.key < row.key)) return own;
    return row;
  }

  /** The last entry in [from, to) before `before` (exclusive), walking downwards. */
  nextDesc(from: string, to: string, before: string | null): IndexEntry | undefined {
    let row = this.committed(false, from, to, before === null || before > to ? null : before);
    while (row && this.hidden.has(row.key)) row = this.committed(false, from, to, row.key);
    const own = this.pending.nextDesc(from, to, before);
    if (!row || (own && own.key > row.key)) return own;
    return row;
  }

  /** Every id in [from, to), ascending; tolerates writes between steps. */
  *ids(from: string, to: string): Generator<string> {
    let after: string | null = null;
    for (let entry = this.nextAsc(from, to, after); entry; entry = this.nextAsc(from, to, after)) {
      after = entry.key;
      yield entry.id;
    }
  }

  /** Drops the open transaction's entries (after it commits or rolls back). */
  clearPending(): void {
    this.hidden.clear();
    this.pending.entries.length = 0;
  }
}
