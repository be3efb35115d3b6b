// The official clients talk to the local backend as to a Convex deployment: live queries,
// mutations, actions, errors with data, pagination and log lines.
import { ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import type { ConvexError, Value } from "convex/values";
import { describe, expect, it } from "vitest";
import { connect, nextValue, until, withFixtureBackend } from "./testing/support.ts";

const api = anyApi;
type Message = { body: string; author: string };
const fixture = withFixtureBackend();

describe("live queries", () => {
  it("shows a subscriber the mutation another client makes", async () => {
    const alice = connect(fixture.backend.url);
    const bob = connect(fixture.backend.url);
    const seen = nextValue<Message[]>((cb) => alice.onUpdate(api.messages.list, { conversation: "live" }, cb), (v) => v.length === 1);
    await bob.mutation(api.messages.send, { conversation: "live", author: "bob", body: "hello" });
    expect((await seen)[0]).toMatchObject({ author: "bob", body: "hello" });
    await Promise.all([alice.close(), bob.close()]);
  });

  it("resolves a mutation only once its own subscription shows the write", async () => {
    const client = connect(fixture.backend.url);
    let latest: Message[] = [];
    client.onUpdate(api.messages.list, { conversation: "own" }, (v) => (latest = v));
    await until(() => latest, () => true);
    await client.mutation(api.messages.send, { conversation: "own", author: "me", body: "mine" });
    expect(latest.map((m) => m.body)).toEqual(["mine"]);
    await client.close();
  });

  it("shows patches, replacements and deletions as they commit", async () => {
    const client = connect(fixture.backend.url);
    let bodies: string[] = [];
    client.onUpdate(api.messages.list, { conversation: "edits" }, (v: Message[]) => (bodies = v.map((m) => `${m.author}:${m.body}`)));
    const id = await client.mutation(api.messages.send, { conversation: "edits", author: "a", body: "one" });
    await client.mutation(api.messages.edit, { id, body: "two" });
    expect(bodies).toEqual(["a:two"]);
    await client.mutation(api.messages.rewrite, { id, body: "three" });
    expect(bodies).toEqual(["rewritten:three"]);
    await client.mutation(api.messages.remove, { id });
    expect(bodies).toEqual([]);
    await client.close();
  });

  it("re-runs only the subscriptions a commit touched, once for identical ones", async () => {
    const clients = [connect(fixture.backend.url), connect(fixture.backend.url), connect(fixture.backend.url)];
    const ready = clients.map((c, i) =>
      nextValue<Message[]>((cb) => c.onUpdate(api.messages.list, { conversation: i < 2 ? "shared" : "elsewhere" }, cb), () => true),
    );
    await Promise.all(ready);
    const before = fixture.backend.runtime.stats.queries;
    const updates = clients.slice(0, 2).map((c) => nextValue<Message[]>((cb) => c.onUpdate(api.messages.list, { conversation: "shared" }, cb), (v) => v.length === 1));
    await clients[2].mutation(api.messages.send, { conversation: "shared", author: "x", body: "y" });
    await Promise.all(updates);
    await new Promise((r) => setTimeout(r, 50));
    expect(fixture.backend.runtime.stats.queries - before).toBe(1);
    await Promise.all(clients.map((c) => c.close()));
  });

  it("reaches the client's own query log lines", async () => {
    const lines: unknown[][] = [];
    const logger = { log: (...a: unknown[]) => lines.push(a), warn: () => {}, error: () => {}, logVerbose: () => {} };
    const { ConvexClient } = await import("convex/browser");
    const WebSocket = (await import("ws")).default;
    const client = new ConvexClient(fixture.backend.url, { webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket, logger });
    await nextValue((cb) => client.onUpdate(api.failures.logs, { word: "hi" }, cb), () => true);
    expect(lines.flat().join(" ")).toContain("'said' 'hi'");
    await client.close();
  });
});

describe("mutations and actions", () => {
  it("runs actions that call queries and mutations", async () => {
    const client = connect(fixture.backend.url);
    const result = await client.action(api.actions.sendAndCount, { conversation: "act", body: "from action" });
    expect(result).toEqual({ count: 1, identity: null });
    await client.close();
  });

  it("rolls back every write of a failed mutation", async () => {
    const http = new ConvexHttpClient(fixture.backend.url, { logger: false });
    await expect(http.mutation(api.failures.mutationFails, { conversation: "rollback" })).rejects.toThrow();
    expect(await http.query(api.messages.list, { conversation: "rollback" })).toEqual([]);
  });

  it("answers the HTTP client like the WebSocket one", async () => {
    const http = new ConvexHttpClient(fixture.backend.url, { logger: false });
    const id = await http.mutation(api.messages.send, { conversation: "http", author: "h", body: "b" });
    expect(await http.query(api.messages.list, { conversation: "http" })).toMatchObject([{ _id: id, body: "b" }]);
    expect(await http.action(api.actions.sendAndCount, { conversation: "http", body: "c" })).toEqual({ count: 2, identity: null });
  });
});

describe("ConvexError data", () => {
  const data = (e: unknown) => (e as ConvexError<Record<string, Value>>).data;

  it("reaches the WebSocket client from a query, a mutation and an action", async () => {
    const client = connect(fixture.backend.url);
    const queryError = await new Promise((resolve) => client.onUpdate(api.failures.queryFails, {}, () => {}, resolve));
    expect(data(queryError)).toEqual({ code: "FROM_QUERY", detail: 1 });
    expect(data(await client.mutation(api.failures.mutationFails, { conversation: "e" }).catch((e) => e))).toEqual({ code: "FROM_MUTATION" });
    expect(data(await client.action(api.failures.actionFails, {}).catch((e) => e))).toEqual({ code: "FROM_ACTION" });
    expect(data(await client.action(api.actions.relayMutationError, {}).catch((e) => e))).toEqual({ relayed: "FROM_MUTATION" });
    await client.close();
  });

  it("reaches the HTTP client from a query, a mutation and an action", async () => {
    const http = new ConvexHttpClient(fixture.backend.url, { logger: false });
    expect(data(await http.query(api.failures.queryFails, {}).catch((e) => e))).toEqual({ code: "FROM_QUERY", detail: 1 });
    expect(data(await http.mutation(api.failures.mutationFails, { conversation: "e" }).catch((e) => e))).toEqual({ code: "FROM_MUTATION" });
    expect(data(await http.action(api.failures.actionFails, {}).catch((e) => e))).toEqual({ code: "FROM_ACTION" });
  });

  it("reports an unexpected error by its message", async () => {
    const http = new ConvexHttpClient(fixture.backend.url, { logger: false });
    await expect(http.query(api.failures.crashes, {})).rejects.toThrow(/Uncaught Error: boom/);
    await expect(http.query(api.failures.badReturn, {})).rejects.toThrow(/ReturnsValidationError/);
  });
});

describe("pagination", () => {
  it("keeps a page's boundaries while documents arrive, and pages don't overlap", async () => {
    const http = new ConvexHttpClient(fixture.backend.url, { logger: false });
    for (let i = 0; i < 5; i++) await http.mutation(api.messages.send, { conversation: "pages", author: "p", body: `m${i}` });
    const client = connect(fixture.backend.url);
    type Page = { page: Message[]; isDone: boolean; continueCursor: string };
    let latest: Page | undefined;
    client.onUpdate(api.messages.page, { conversation: "pages", paginationOpts: { numItems: 3, cursor: null } }, (p: Page) => (latest = p));
    const first = (await until(() => latest)) as Page;
    expect(first.page.map((m) => m.body)).toEqual(["m4", "m3", "m2"]);
    expect(first.isDone).toBe(false);
    const second = await http.query(api.messages.page, { conversation: "pages", paginationOpts: { numItems: 3, cursor: first.continueCursor } });
    expect(second.page.map((m: Message) => m.body)).toEqual(["m1", "m0"]);
    expect(second.isDone).toBe(true);

    // The live first page grows with the new message instead of pushing one out.
    await http.mutation(api.messages.send, { conversation: "pages", author: "p", body: "m5" });
    const grown = await until(() => latest!, (p) => p.page.length === 4);
    expect(grown.page.map((m) => m.body)).toEqual(["m5", "m4", "m3", "m2"]);
    expect(grown.continueCursor).toBe(first.continueCursor);
    await client.close();
  });

  it("paginates through every document exactly once", async () => {
    const http = new ConvexHttpClient(fixture.backend.url, { logger: false });
    for (let i = 0; i < 7; i++) await http.mutation(api.messages.send, { conversation: "walk", author: "w", body: `${i}` });
    const bodies: string[] = [];
    let cursor: string | null = null;
    for (let done = false; !done; ) {
      const result: { page: Message[]; isDone: boolean; continueCursor: string } = await http.query(api.messages.page, { conversation: "walk", paginationOpts: { numItems: 2, cursor } });
      bodies.push(...result.page.map((m) => m.body));
      done = result.isDone;
      cursor = result.continueCursor;
    }
    expect(bodies).toEqual(["6", "5", "4", "3", "2", "1", "0"]);
  });
});
