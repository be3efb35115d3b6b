// The backend looks after itself: a peer that stopped answering is dropped, finished
// scheduled functions and old mutation records are pruned while it runs, and a refused
// request body ends its connection cleanly.
import { connect as connectTcp } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { Transaction } from "./engine/store.ts";
import { KEEP_FINISHED_MS } from "./engine/scheduler.ts";
import { KEEP_MS } from "./server/sessions.ts";
import { removeTempDirs, startFixture, until } from "./testing/support.ts";

afterAll(removeTempDirs);

describe("dead peers", () => {
  it("are dropped once they miss pongs past the timeout, while live ones stay", async () => {
    const backend = await startFixture({ heartbeat: { pingMs: 100, timeoutMs: 400 } });
    const url = `${backend.url.replace("http", "ws")}/api/1.48.0/sync`;
    // `autoPong: false` plays a peer whose machine went away: the socket stays open, nothing answers.
    const dead = new WebSocket(url, { autoPong: false });
    const live = new WebSocket(url);
    await Promise.all([dead, live].map((ws) => new Promise((r) => ws.once("open", r))));
    const deadClosed = new Promise<number>((r) => dead.once("close", (code) => r(code)));
    const started = Date.now();
    expect(await deadClosed).toBe(1006);
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    expect(live.readyState).toBe(WebSocket.OPEN);
    live.close();
    await backend.stop();
  });
});

describe("pruning", () => {
  it("deletes week-old finished jobs and day-old mutation records while running, keeping pending and recent ones", async () => {
    const backend = await startFixture({ pruneEveryMs: 100 });
    const { store } = backend.runtime;
    const long = Date.now() - KEEP_FINISHED_MS - 60_000;
    const ids = { old: store.newId("_scheduled_functions"), pending: store.newId("_scheduled_functions"), recent: store.newId("_scheduled_functions") };
    await backend.runtime.transact((tx: Transaction) => {
      const job = (id: string, state: string, completedTime?: number) => ({
        _id: id,
        _creationTime: long,
        name: "jobs:record",
        args: [{}],
        scheduledTime: long + 1000 * 60 * 60 * 24 * 365,
        state: { kind: state },
        ...(completedTime ? { completedTime } : {}),
      });
      store.write(tx, "_scheduled_functions", ids.old, job(ids.old, "success", long));
      store.write(tx, "_scheduled_functions", ids.pending, job(ids.pending, "pending"));
      store.write(tx, "_scheduled_functions", ids.recent, job(ids.recent, "failed", Date.now()));
    });
    const insert = store.sql.prepare("INSERT INTO session_requests (session_id, request_id, ts, result, created) VALUES (?, ?, '1', 'null', ?)");
    insert.run("old-tab", 1, Date.now() - KEEP_MS - 60_000);
    insert.run("new-tab", 1, Date.now());
    const sessions = () => (store.sql.prepare("SELECT session_id FROM session_requests ORDER BY session_id").all() as { session_id: string }[]).map((r) => r.session_id);
    await until(() => store.get(ids.old) === null && !sessions().includes("old-tab"));
    expect(store.get(ids.pending)).not.toBeNull();
    expect(store.get(ids.recent)).not.toBeNull();
    expect(sessions()).toEqual(["new-tab"]);
    await backend.stop();
  });
});

describe("a refused request body", () => {
  it("gets its answer and a clean close, without a promise of keep-alive", async () => {
    const backend = await startFixture();
    const socket = connectTcp(Number(new URL(backend.url).port), "127.0.0.1");
    let response = "";
    let error: Error | null = null;
    socket.on("data", (d) => (response += d.toString()));
    socket.on("error", (e) => (error = e));
    const closed = new Promise((r) => socket.on("close", r));
    socket.write("POST /api/query HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n");
    const chunk = "a".repeat(64 * 1024);
    for (let i = 0; i < 144; i++) socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    socket.write("0\r\n\r\n");
    await closed;
    expect(error).toBeNull();
    expect(response).toMatch(/^HTTP\/1\.1 413 /);
    expect(response).toMatch(/\r\nConnection: close\r\n/i);
    expect(response).toContain('"code":"RequestTooLarge"');
    await backend.stop();
  });
});
