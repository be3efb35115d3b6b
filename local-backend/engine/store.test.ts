// The database keeps its indexes in SQLite: reads see the open transaction's writes, a
// rollback or restart loses nothing committed, and no table size stops it from starting.
import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { KEY_MAX } from "./keys.ts";
import { decodeKey, encodeKey, type IndexEntry } from "./sorted-index.ts";
import { Store, Transaction, type Doc } from "./store.ts";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "kaia-store-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const BY_CONVERSATION = new Map([["messages", [{ name: "by_conversation", fields: ["conversation"] }]]]);

function insert(store: Store, tx: Transaction, fields: Doc): string {
  const id = store.newId("messages");
  store.write(tx, "messages", id, { _id: id, _creationTime: store.nextCreationTime(), ...fields });
  return id;
}

/** Bodies of a conversation's messages in index order, as a query reads them. */
function bodies(store: Store, conversation: string, order: "asc" | "desc" = "asc"): string[] {
  const index = store.tables.get("messages")!.indexes.get("by_conversation")!;
  const prefix = `5${conversation}\u0000\u0001`;
  const out: string[] = [];
  let last: string | null = null;
  for (;;) {
    const entry: IndexEntry | undefined = order === "asc" ? index.nextAsc(prefix, prefix + KEY_MAX, last) : index.nextDesc(prefix, prefix + KEY_MAX, last);
    if (!entry) return out;
    last = entry.key;
    out.push(store.get(entry.id)!.value.body as string);
  }
}

describe("the store", () => {
  it("orders stored keys exactly as JavaScript compares the strings, emoji and the range end included", () => {
    const keys = ["", "a", "a\u0000", "ab", "é", "\u07ff", "\u0800", "\ud83d\ude00", "\ue000", "\ufffe", KEY_MAX].sort(() => Math.random() - 0.5);
    const byBytes = [...keys].sort((a, b) => Buffer.compare(encodeKey(a), encodeKey(b)));
    expect(byBytes).toEqual([...keys].sort());
    for (const key of keys) expect(decodeKey(encodeKey(key))).toBe(key);
  });

  it("lets a transaction read its own inserts, changes and deletes through an index, then commits them", () => {
    const store = new Store(tempDir());
    store.setIndexes(BY_CONVERSATION);
    const first = new Transaction();
    const a = insert(store, first, { conversation: "c", body: "a" });
    insert(store, first, { conversation: "c", body: "b" });
    store.commit(first);
    const tx = new Transaction();
    insert(store, tx, { conversation: "c", body: "c" });
    store.write(tx, "messages", a, { ...store.get(a)!.value, conversation: "elsewhere" });
    expect(bodies(store, "c")).toEqual(["b", "c"]);
    expect(bodies(store, "c", "desc")).toEqual(["c", "b"]);
    expect(bodies(store, "elsewhere")).toEqual(["a"]);
    expect(store.tables.get("messages")!.docs.size).toBe(3);
    const { writes } = store.commit(tx);
    expect(writes).toHaveLength(2);
    expect(bodies(store, "c")).toEqual(["b", "c"]);
    store.close();
  });

  it("undoes writes back to a savepoint, and all of them on rollback", () => {
    const store = new Store(tempDir());
    store.setIndexes(BY_CONVERSATION);
    const tx = new Transaction();
    insert(store, tx, { conversation: "c", body: "kept" });
    const savepoint = tx.undo.length;
    const dropped = insert(store, tx, { conversation: "c", body: "dropped" });
    store.write(tx, "messages", dropped, null);
    insert(store, tx, { conversation: "c", body: "dropped too" });
    store.rollback(tx, savepoint);
    expect(bodies(store, "c")).toEqual(["kept"]);
    store.rollback(tx);
    expect(bodies(store, "c")).toEqual([]);
    expect(store.tables.get("messages")!.docs.size).toBe(0);
    store.close();
  });

  it("keeps documents and indexes across a restart, and rebuilds an index whose fields changed", () => {
    const dir = tempDir();
    const store = new Store(dir);
    store.setIndexes(BY_CONVERSATION);
    const tx = new Transaction();
    for (const [conversation, body] of [["x", "1"], ["y", "2"], ["x", "3"]]) insert(store, tx, { conversation, body });
    store.commit(tx);
    store.close();
    const reopened = new Store(dir);
    expect(bodies(reopened, "x")).toEqual(["1", "3"]);
    reopened.setIndexes(new Map([["messages", [{ name: "by_conversation", fields: ["body"] }]]]));
    const index = reopened.tables.get("messages")!.indexes.get("by_conversation")!;
    expect(index.fields).toEqual(["body", "_creationTime", "_id"]);
    expect(index.nextAsc("53", KEY_MAX, null)?.id).toBeDefined();
    expect([...reopened.tables.get("messages")!.docs.values()].map((r) => r.value.body)).toEqual(["1", "2", "3"]);
    reopened.close();
  });

  it("indexes the documents of a data folder written before indexes were stored", () => {
    const dir = tempDir();
    const store = new Store(dir);
    const tx = new Transaction();
    insert(store, tx, { conversation: "old", body: "from before" });
    store.commit(tx);
    store.sql.exec("DELETE FROM index_entries; DELETE FROM indexes; DELETE FROM meta WHERE key = 'format'");
    store.close();
    const upgraded = new Store(dir);
    upgraded.setIndexes(BY_CONVERSATION);
    expect(bodies(upgraded, "old")).toEqual(["from before"]);
    expect(upgraded.tables.get("messages")!.docs.size).toBe(1);
    upgraded.close();
  });

  it("opens and builds indexes over 150,000 documents in one table (past where whole-table indexes broke)", () => {
    const dir = tempDir();
    const store = new Store(dir);
    store.setIndexes(BY_CONVERSATION);
    for (let batch = 0; batch < 15; batch++) {
      const tx = new Transaction();
      for (let i = batch * 10_000; i < (batch + 1) * 10_000; i++) insert(store, tx, { conversation: `c${i % 100}`, body: `m${i}` });
      store.commit(tx);
    }
    store.close();
    // An index declared afterwards is built over every stored document.
    const reopened = new Store(dir);
    reopened.setIndexes(new Map([["messages", [{ name: "by_conversation", fields: ["conversation"] }, { name: "by_body", fields: ["body"] }]]]));
    expect(reopened.tables.get("messages")!.docs.size).toBe(150_000);
    expect(bodies(reopened, "c7", "desc").slice(0, 2)).toEqual(["m149907", "m149807"]);
    const sql = new Database(join(dir, "data.sqlite"), { readonly: true });
    const built = sql.prepare("SELECT COUNT(*) AS n FROM index_entries JOIN indexes USING (ix) WHERE name = 'by_body'").get() as { n: number };
    expect(built.n).toBe(150_000);
    sql.close();
    reopened.close();
  }, 300_000);
});
