// The sync protocol on the wire, and bad input: every malformed or refused request gets an
// answer of the kind Convex gives, and neither the server nor other connections suffer.
import { ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { describe, expect, it } from "vitest";
import { openSocket, withFixtureBackend, type SyncMessage as Msg } from "./testing/support.ts";

const fixture = withFixtureBackend();
const open = (sessionId?: string) => openSocket(fixture.backend.url, sessionId);

const addQuery = (queryId: number, udfPath: string, args: object, base = 0) => ({
  type: "ModifyQuerySet",
  baseVersion: base,
  newVersion: base + 1,
  modifications: [{ type: "Add", queryId, udfPath, args: [args] }],
});

async function stillServes() {
  const http = new ConvexHttpClient(fixture.backend.url, { logger: false });
  expect(await http.query(anyApi.messages.list, { conversation: "nobody" })).toEqual([]);
}

describe("the wire format", () => {
  it("answers a query set change with a Transition from the client's exact version", async () => {
    const c = await open();
    c.send(addQuery(0, "messages:list", { conversation: "wire" }));
    const t = await c.next((m) => m.type === "Transition");
    expect(t.startVersion).toEqual({ querySet: 0, identity: 0, ts: "AAAAAAAAAAA=" });
    expect(t.endVersion).toMatchObject({ querySet: 1, identity: 0 });
    expect(t.modifications).toEqual([{ type: "QueryUpdated", queryId: 0, value: [], logLines: [], journal: null }]);
    c.ws.close();
  });

  it("answers a resent mutation from the same session once, without running it again", async () => {
    const mutation = { type: "Mutation", requestId: 7, udfPath: "messages:send", args: [{ conversation: "once", author: "a", body: "b" }] };
    const first = await open("resending");
    first.send(mutation);
    const answer = await first.next((m) => m.type === "MutationResponse");
    first.ws.close();
    const second = await open("resending");
    second.send(mutation);
    expect(await second.next((m) => m.type === "MutationResponse")).toMatchObject({ success: true, result: answer.result, ts: answer.ts });
    second.ws.close();
    const http = new ConvexHttpClient(fixture.backend.url, { logger: false });
    expect(await http.query(anyApi.messages.list, { conversation: "once" })).toHaveLength(1);
  });
});

describe("bad input", () => {
  it("ends a connection that sends malformed JSON, leaving others working", async () => {
    const bystander = await open();
    const bad = await open();
    bad.ws.send("{not json");
    expect(await bad.next((m) => m.type === "FatalError")).toBeTruthy();
    await bad.closed;
    bystander.send(addQuery(0, "messages:list", { conversation: "fine" }));
    expect(await bystander.next((m) => m.type === "Transition")).toBeTruthy();
    bystander.ws.close();
    await stillServes();
  });

  it("ends a connection that sends an unknown message type", async () => {
    const c = await open();
    c.send({ type: "Teleport" });
    expect((await c.next((m) => m.type === "FatalError")).error).toMatch(/Unknown message type/);
    await c.closed;
  });

  it("fails queries for unknown functions, internal functions and invalid arguments", async () => {
    const c = await open();
    c.send({
      type: "ModifyQuerySet",
      baseVersion: 0,
      newVersion: 1,
      modifications: [
        { type: "Add", queryId: 1, udfPath: "nowhere:nothing", args: [{}] },
        { type: "Add", queryId: 2, udfPath: "failures:secret", args: [{}] },
        { type: "Add", queryId: 3, udfPath: "messages:list", args: [{ conversation: 5 }] },
      ],
    });
    const t = await c.next((m) => m.type === "Transition");
    const failures = (t.modifications as Msg[]).map((m) => [m.type, m.errorMessage]);
    expect(failures[0]).toEqual(["QueryFailed", expect.stringMatching(/Could not find public function for 'nowhere:nothing'/)]);
    expect(failures[1]).toEqual(["QueryFailed", expect.stringMatching(/Could not find public function for 'failures:secret'/)]);
    expect(failures[2]).toEqual(["QueryFailed", expect.stringMatching(/ArgumentValidationError[\s\S]*Path: \.conversation/)]);
    c.send({ type: "Mutation", requestId: 1, udfPath: "messages:send", args: [{ conversation: "c" }] });
    expect((await c.next((m) => m.type === "MutationResponse")).result).toMatch(/ArgumentValidationError: Object is missing the required field `author`/);
    c.send({ type: "Action", requestId: 2, udfPath: "failures:secret", args: [{}] });
    expect(await c.next((m) => m.type === "ActionResponse")).toMatchObject({ success: false });
    c.ws.close();
  });

  it("refuses a mutation over 8 MiB and keeps the connection", async () => {
    const c = await open();
    c.send({ type: "Mutation", requestId: 1, udfPath: "messages:send", args: [{ conversation: "big", author: "a", body: "x".repeat(9 * 1024 * 1024) }] });
    expect((await c.next((m) => m.type === "MutationResponse")).result).toMatch(/too large/);
    c.send({ type: "Mutation", requestId: 2, udfPath: "messages:send", args: [{ conversation: "big", author: "a", body: "small" }] });
    expect(await c.next((m) => m.type === "MutationResponse" && m.requestId === 2)).toMatchObject({ success: true });
    c.ws.close();
  });

  it("ends a connection whose query set versions don't line up", async () => {
    const c = await open();
    c.send(addQuery(0, "messages:list", { conversation: "v" }, 5));
    expect((await c.next((m) => m.type === "FatalError")).error).toMatch(/base version/);
    await c.closed;
  });

  it("answers bad HTTP requests with 400 and refused calls with the function error status", async () => {
    const post = (path: string, body: string) => fetch(`${fixture.backend.url}${path}`, { method: "POST", body, headers: { "Content-Type": "application/json" } });
    expect((await post("/api/query", "{oops")).status).toBe(400);
    expect((await post("/api/query", JSON.stringify({ args: {} }))).status).toBe(400);
    const internal = await post("/api/query", JSON.stringify({ path: "failures:secret", args: {} }));
    expect(internal.status).toBe(560);
    expect((await internal.json()).errorMessage).toMatch(/Could not find public function/);
    expect((await fetch(`${fixture.backend.url}/api/1.48.0/nothing`)).status).toBe(404);
    await stillServes();
  });
});
