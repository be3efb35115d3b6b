// What survives a restart or a crash: acknowledged writes, pending scheduled functions,
// crons, and clients, which reconnect by themselves.
import { ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { afterAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { connect, FIXTURE_DIR, freePort, removeTempDirs, signToken, startCli, startFixture, tempDir, until } from "./testing/support.ts";

const api = anyApi;
afterAll(removeTempDirs);

const events = (http: ConvexHttpClient, kind: string) => http.query(api.jobs.events, { kind }) as Promise<{ kind: string }[]>;

describe("scheduled functions", () => {
  it("run when due, whether a mutation or an action scheduled them, and a canceled one never runs", async () => {
    const backend = await startFixture();
    const http = new ConvexHttpClient(backend.url, { logger: false });
    const jobId = await http.mutation(api.jobs.later, { kind: "soon", delayMs: 100 });
    const canceled = await http.mutation(api.jobs.later, { kind: "never", delayMs: 300 });
    await http.mutation(api.jobs.cancel, { id: canceled });
    await http.action(api.jobs.laterFromAction, { kind: "from-action" });
    await until(() => events(http, "soon"), (e) => e.length === 1);
    await until(() => events(http, "from-action"), (e) => e.length === 1);
    expect(await http.query(api.jobs.job, { id: jobId })).toMatchObject({ name: "jobs:record", state: { kind: "success" } });
    await new Promise((r) => setTimeout(r, 400));
    expect(await events(http, "never")).toEqual([]);
    expect(await http.query(api.jobs.job, { id: canceled })).toMatchObject({ state: { kind: "canceled" } });
    await backend.stop();
  });

  it("still run after a restart", async () => {
    const dataDir = tempDir();
    const first = await startFixture({ dataDir });
    await new ConvexHttpClient(first.url, { logger: false }).mutation(api.jobs.later, { kind: "after-restart", delayMs: 2500 });
    await first.stop();
    const second = await startFixture({ dataDir });
    const http = new ConvexHttpClient(second.url, { logger: false });
    expect(await events(http, "after-restart")).toEqual([]);
    await until(() => events(http, "after-restart"), (e) => e.length === 1);
    await second.stop();
  });

  it("run the jobs of crons.ts on their schedule", async () => {
    const backend = await startFixture();
    const http = new ConvexHttpClient(backend.url, { logger: false });
    await until(() => events(http, "tick"), (e) => e.length >= 2, 5000);
    await backend.stop();
  });
});

describe("restarts and crashes", () => {
  it("reconnects a subscribed client after a restart", async () => {
    const dataDir = tempDir();
    const [port, sitePort] = [await freePort(), await freePort()];
    const first = await startFixture({ dataDir, port, sitePort });
    const client = connect(first.url);
    let bodies: string[] = [];
    client.onUpdate(api.messages.list, { conversation: "reconnect" }, (v: { body: string }[]) => (bodies = v.map((m) => m.body)));
    await client.mutation(api.messages.send, { conversation: "reconnect", author: "a", body: "before" });
    await first.stop();
    const second = await startFixture({ dataDir, port, sitePort });
    await client.mutation(api.messages.send, { conversation: "reconnect", author: "a", body: "after" });
    await until(() => bodies, (b) => b.length === 2);
    expect(bodies).toEqual(["before", "after"]);
    await client.close();
    await second.stop();
  });

  it("loses no acknowledged write when killed with SIGKILL mid-stream", async () => {
    const dataDir = tempDir();
    const [port, sitePort] = [await freePort(), await freePort()];
    const args = ["--data-dir", dataDir, "--port", String(port), "--site-port", String(sitePort), "--convex-dir", FIXTURE_DIR];
    const child = await startCli(args);
    const url = `http://127.0.0.1:${port}`;
    const acknowledged: string[] = [];
    let stopped = false;
    const stream = async (send: (body: string) => Promise<unknown>, prefix: string) => {
      for (let i = 0; !stopped; i++) {
        try {
          await send(`${prefix}${i}`);
          acknowledged.push(`${prefix}${i}`);
        } catch {
          return;
        }
      }
    };
    const http = new ConvexHttpClient(url, { logger: false });
    const ws = connect(url);
    const streams = [
      stream((body) => http.mutation(api.messages.sendCounted, { conversation: "crash", body }), "h"),
      stream((body) => ws.mutation(api.messages.sendCounted, { conversation: "crash", body }), "w"),
    ];
    await until(() => acknowledged.length >= 40);
    child.process.kill("SIGKILL");
    await child.exited;
    stopped = true;
    const acknowledgedAtKill = [...acknowledged];
    await Promise.race([Promise.all(streams), new Promise((r) => setTimeout(r, 200))]);
    await ws.close();

    const restarted = await startCli(args);
    const stored = (await http.query(api.messages.bodies, { conversation: "crash" })) as string[];
    expect(acknowledgedAtKill.some((b) => b.startsWith("w")) && acknowledgedAtKill.some((b) => b.startsWith("h"))).toBe(true);
    for (const body of acknowledgedAtKill) expect(stored).toContain(body);
    // The mutation in flight at the kill is whole or absent: counter and messages agree.
    const { counter, messages } = await http.query(api.messages.counted, { conversation: "crash" });
    expect(counter).toBe(messages);
    restarted.process.kill("SIGTERM");
    const code = await restarted.exited;
    expect(code, restarted.output()).toBe(0);
  });
});

describe("restarting under live clients", () => {
  it("opens its port only once functions, sign-in and schema are ready: the first request it accepts is served", async () => {
    const dataDir = tempDir();
    const [port, sitePort] = [await freePort(), await freePort()];
    const first = await startFixture({ dataDir, port, sitePort });
    const token = await signToken(first);
    await first.stop();
    const url = `http://127.0.0.1:${port}`;
    const args = ["--data-dir", dataDir, "--port", String(port), "--site-port", String(sitePort), "--convex-dir", FIXTURE_DIR];
    const child = startCli(args);
    // Knock until the port answers; the very first answer must already be a signed-in result.
    const first200 = await until(
      () =>
        fetch(`${url}/api/query`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
          body: JSON.stringify({ path: "identity:whoami", args: {}, format: "json" }),
        }).then(
          async (r) => ({ status: r.status, body: (await r.json()) as { value?: { subject: string } } }),
          () => null,
        ),
      (r) => r !== null,
      20_000,
    );
    expect(first200).toMatchObject({ status: 200, body: { value: { subject: "user1|session1" } } });
    (await child).process.kill("SIGTERM");
    await (await child).exited;
  });

  it("keeps a signed-in client's session: it stays signed in, its subscription resumes, and a mutation sent meanwhile lands once", async () => {
    const dataDir = tempDir();
    const [port, sitePort] = [await freePort(), await freePort()];
    const first = await startFixture({ dataDir, port, sitePort });
    const token = await signToken(first, { sub: "ana|s1" });
    const client = connect(first.url);
    const signedIn: boolean[] = [];
    client.setAuth(async () => token, (isAuthenticated) => signedIn.push(isAuthenticated));
    const seen: (string | null)[] = [];
    client.onUpdate(api.identity.whoami, {}, (who: { subject: string } | null) => seen.push(who?.subject ?? null));
    let bodies: string[] = [];
    client.onUpdate(api.messages.list, { conversation: "restart" }, (v: { body: string }[]) => (bodies = v.map((m) => m.body)));
    await until(() => seen.includes("ana|s1"));
    await first.stop();
    const during = client.mutation(api.messages.send, { conversation: "restart", author: "ana", body: "sent while down" });
    const second = await startFixture({ dataDir, port, sitePort });
    await during;
    await until(() => bodies, (b) => b.length === 1);
    expect(bodies).toEqual(["sent while down"]);
    expect(signedIn).not.toContain(false);
    expect(seen.slice(seen.indexOf("ana|s1"))).not.toContain(null);
    await client.close();
    await second.stop();
  });

  it("answers a mutation retried after a restart from its record instead of applying it again", async () => {
    const dataDir = tempDir();
    const [port, sitePort] = [await freePort(), await freePort()];
    const send = async (url: string) => {
      const ws = new WebSocket(`${url.replace("http", "ws")}/api/1.48.0/sync`);
      const responses: { type: string; success?: boolean; result?: unknown }[] = [];
      ws.on("message", (data) => responses.push(JSON.parse(String(data))));
      await new Promise((r) => ws.once("open", r));
      ws.send(JSON.stringify({ type: "Connect", sessionId: "tab-1", connectionCount: 0, lastCloseReason: null, clientTs: Date.now() }));
      ws.send(JSON.stringify({ type: "Mutation", requestId: 7, udfPath: "messages:sendCounted", args: [{ conversation: "once", body: "hello" }] }));
      const response = await until(() => responses.find((m) => m.type === "MutationResponse"));
      ws.close();
      return response;
    };
    const first = await startFixture({ dataDir, port, sitePort });
    expect(await send(first.url)).toMatchObject({ success: true, result: 1 });
    await first.stop();
    const second = await startFixture({ dataDir, port, sitePort });
    expect(await send(second.url)).toMatchObject({ success: true, result: 1 });
    const http = new ConvexHttpClient(second.url, { logger: false });
    expect(await http.query(api.messages.counted, { conversation: "once" })).toEqual({ counter: 1, messages: 1 });
    await second.stop();
  });
});
