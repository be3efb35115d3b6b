// Live queries shared by every connection: one entry per (function, arguments, identity,
// journal). A commit marks stale only the entries whose recorded index ranges it touched;
// their subscribers re-run them once, whoever asks first.
import { convexToJson, jsonToConvex, type JSONValue } from "convex/values";
import type { Identity } from "../engine/context.ts";
import { encodeValue, indexKey } from "../engine/keys.ts";
import type { ReadRange, ReadSet } from "../engine/query.ts";
import type { Runtime } from "../engine/runtime.ts";
import type { CommitInfo, DocRecord, Write } from "../engine/store.ts";

export type QueryResult =
  | { ok: true; value: JSONValue; logLines: string[]; journal: string | null; hash: string }
  | { ok: false; errorMessage: string; errorData?: JSONValue; logLines: string[]; journal: string | null; hash: string };

export interface Subscriber {
  invalidated(entry: QueryEntry): void;
}

export class QueryEntry {
  readonly subscribers = new Set<Subscriber>();
  valid = false;
  result: QueryResult | null = null;
  reads: ReadSet | null = null;

  constructor(
    readonly key: string,
    readonly udfPath: string,
    readonly args: JSONValue,
    readonly identity: Identity | null,
    /** Page boundaries to keep: the client's journal first, then each run's own. */
    public journal: string | null,
  ) {}
}

export class Subscriptions {
  private readonly entries = new Map<string, QueryEntry>();
  private readonly byTable = new Map<string, Set<QueryEntry>>();

  constructor(private readonly rt: Runtime) {
    rt.commitListeners.push((info) => this.onCommit(info));
  }

  get size(): number {
    return this.entries.size;
  }

  acquire(udfPath: string, args: JSONValue, identity: Identity | null, journal: string | null, subscriber: Subscriber): QueryEntry {
    const key = JSON.stringify([udfPath, args, identity, journal]);
    let entry = this.entries.get(key);
    if (!entry) {
      entry = new QueryEntry(key, udfPath, args, identity, journal);
      this.entries.set(key, entry);
    }
    entry.subscribers.add(subscriber);
    return entry;
  }

  release(entry: QueryEntry, subscriber: Subscriber): void {
    entry.subscribers.delete(subscriber);
    if (entry.subscribers.size > 0) return;
    this.entries.delete(entry.key);
    this.unindex(entry);
  }

  /** Re-runs the entry if a commit made it stale. The caller holds the transaction lock. */
  async refresh(entry: QueryEntry): Promise<QueryResult> {
    if (entry.valid && entry.result) return entry.result;
    let args;
    try {
      args = jsonToConvex(entry.args);
    } catch (e) {
      const errorMessage = `Invalid arguments: ${(e as Error).message}`;
      entry.result = { ok: false, errorMessage, logLines: [], journal: null, hash: errorMessage };
      entry.valid = true;
      return entry.result;
    }
    const outcome = await this.rt.runQuery(entry.udfPath, args, { identity: entry.identity, fromClient: true, journal: entry.journal, locked: true });
    entry.journal = outcome.journal ?? entry.journal;
    if (outcome.ok) {
      const value = convexToJson(outcome.value);
      entry.result = { ok: true, value, logLines: outcome.logLines, journal: outcome.journal, hash: JSON.stringify([value, outcome.journal]) };
    } else {
      const { errorMessage, errorData, logLines } = outcome;
      const hash = JSON.stringify([outcome.message, errorData ?? null]);
      entry.result = { ok: false, errorMessage, errorData, logLines, journal: outcome.journal, hash };
    }
    this.unindex(entry);
    entry.reads = outcome.reads;
    entry.valid = true;
    if (this.entries.get(entry.key) === entry) {
      for (const table of outcome.reads.tables.keys()) {
        let set = this.byTable.get(table);
        if (!set) this.byTable.set(table, (set = new Set()));
        set.add(entry);
      }
    }
    return entry.result;
  }

  /** After the functions change, every live query runs again. */
  invalidateAll(): void {
    for (const entry of this.entries.values()) this.invalidate(entry);
  }

  private invalidate(entry: QueryEntry): void {
    if (!entry.valid) return;
    entry.valid = false;
    for (const subscriber of entry.subscribers) subscriber.invalidated(entry);
  }

  private unindex(entry: QueryEntry): void {
    for (const table of entry.reads?.tables.keys() ?? []) this.byTable.get(table)?.delete(entry);
  }

  private onCommit(info: CommitInfo): void {
    const byTable = new Map<string, Write[]>();
    for (const write of info.writes) {
      const list = byTable.get(write.table);
      if (list) list.push(write);
      else byTable.set(write.table, [write]);
    }
    for (const [table, writes] of byTable) {
      for (const entry of this.byTable.get(table) ?? []) {
        if (!entry.valid) continue;
        const ranges = entry.reads?.tables.get(table);
        if (ranges === "all" || (ranges && this.touches(table, ranges, writes))) this.invalidate(entry);
      }
    }
  }

  private touches(table: string, ranges: ReadRange[], writes: Write[]): boolean {
    const indexes = this.rt.store.tables.get(table)?.indexes;
    const keyOf = (doc: DocRecord, index: string) => {
      if (index === "by_id") return encodeValue(doc.id);
      const fields = indexes?.get(index)?.fields;
      return fields ? indexKey(doc.value, fields) : null;
    };
    for (const range of ranges) {
      for (const write of writes) {
        for (const doc of [write.before, write.after]) {
          if (!doc) continue;
          const key = keyOf(doc, range.index);
          if (key === null || (key >= range.lo && key < range.hi)) return true;
        }
      }
    }
    return false;
  }
}
