// The local backend as its data grows. Stores 10,000, 100,000, 150,000 and 1,000,000
// messages (spread over 1,000 conversations) and at each size prints the start-up time
// (process start to ready), resident memory once ready and after live traffic (with the
// peak), and live-sync latency: 50 clients each subscribed to its own conversation, each
// mutation timed until the sender's subscription shows it.
// Run: npx tsx bench/scale/run.ts [--sizes 10000,100000] [--cli path/to/cli.ts]
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { ConvexClient } from "convex/browser";
import { anyApi } from "convex/server";
import WebSocket from "ws";
import { Store, Transaction } from "../../local-backend/engine/store.ts";
import schema from "../live-sync/convex/schema.ts";

const CONVERSATIONS = 1000;
const CLIENTS = 50;
const ROUNDS = 200;
/** Convex's limit on documents written by one transaction. */
const WRITES_PER_COMMIT = 8192;
const BODY = "I had a long day and I keep thinking about what my friend said; can we talk it through? ".repeat(2);
const api = anyApi;
const root = join(import.meta.dirname, "..", "..");
const functionsDir = join(import.meta.dirname, "..", "live-sync", "convex");

const { values: flags } = parseArgs({ options: { sizes: { type: "string" }, cli: { type: "string" } } });
const sizes = (flags.sizes ?? "10000,100000,150000,1000000").split(",").map(Number);
const cli = resolve(flags.cli ?? join(root, "local-backend", "cli.ts"));

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** Resident and peak resident memory of a process, in MB. */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/** Adds messages straight through the store, in commits no larger than Convex allows. */
function seed(dataDir: string, from: number, to: number): void {
  const store = new Store(dataDir);
  const tables = (JSON.parse((schema as unknown as { export(): string }).export()) as { tables: { tableName: string; indexes: { indexDescriptor: string; fields: string[] }[] }[] }).tables;
  store.setIndexes(new Map(tables.map((t) => [t.tableName, t.indexes.map((i) => ({ name: i.indexDescriptor, fields: i.fields }))])));
  for (let start = from; start < to; start += WRITES_PER_COMMIT) {
    const tx = new Transaction();
    for (let i = start; i < Math.min(to, start + WRITES_PER_COMMIT); i++) {
      const id = store.newId("messages");
      store.write(tx, "messages", id, { _id: id, _creationTime: store.nextCreationTime(), conversation: `c${i % CONVERSATIONS}`, body: `${i} ${BODY}` });
    }
    store.commit(tx);
  }
  store.close();
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

type Figures = { startMs: number | null; ready: { rss: number; peak: number } | null; after: { rss: number; peak: number } | null; p50: number; p95: number; failure?: string };

async function measure(dataDir: string): Promise<Figures> {
  const [port, sitePort] = [await freePort(), await freePort()];
  const started = performance.now();
  const server = spawn(
    process.execPath,
    ["--import", "tsx", cli, "--data-dir", dataDir, "--port", `${port}`, "--site-port", `${sitePort}`, "--convex-dir", functionsDir],
    { cwd: root, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  server.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((done) => server.once("exit", done));
  const ready = await Promise.race([
    new Promise<boolean>((done) =>
      server.stdout!.on("data", (c: Buffer) => {
        output += c.toString();
        if (output.includes("Backend ready")) done(true);
      }),
    ),
    exited.then(() => false),
  ]);
  if (!ready) {
    await new Promise((r) => setTimeout(r, 100));
    const line = output.split("\n").find((l) => /Error/.test(l)) ?? output.trim().split("\n").pop();
    return { startMs: null, ready: null, after: null, p50: NaN, p95: NaN, failure: line?.trim().slice(0, 160) || "exited" };
  }
  const startMs = performance.now() - started;
  const readyMemory = memory(server.pid!);
  const url = `http://127.0.0.1:${port}`;
  try {
    const clients = Array.from(
      { length: CLIENTS },
      () => new ConvexClient(url, { webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket, logger: false }),
    );
    const listeners = new Map<ConvexClient, (messages: { body: string }[]) => void>();
    await Promise.all(
      clients.map(
        (client, i) =>
          new Promise<void>((subscribed) =>
            client.onUpdate(api.messages.latest, { conversation: `c${i}` }, (messages: { body: string }[]) => {
              listeners.get(client)?.(messages);
              subscribed();
            }),
          ),
      ),
    );
    const latencies: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const i = round % CLIENTS;
      const body = `live ${round}`;
      const shown = new Promise<number>((done) => listeners.set(clients[i], (m) => m[0]?.body === body && done(performance.now())));
      const start = performance.now();
      await clients[i].mutation(api.messages.send, { conversation: `c${i}`, body });
      latencies.push((await shown) - start);
    }
    const after = memory(server.pid!);
    await Promise.all(clients.map((c) => c.close()));
    latencies.sort((a, b) => a - b);
    return { startMs, ready: readyMemory, after, p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
  } finally {
    server.kill("SIGTERM");
    await exited;
  }
}

const fmt = (n: number | undefined, unit: string, width = 8) => (n === undefined || Number.isNaN(n) ? "—" : `${n.toFixed(n < 100 ? 1 : 0)} ${unit}`).padStart(width);

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "kaia-scale-"));
  console.log(`scale: ${CONVERSATIONS} conversations, ${CLIENTS} live clients, ${ROUNDS} timed mutations per size (budget: start ≤ 20 s, RSS ≤ 1.5 GB, p50 < 20 ms, p95 < 60 ms)`);
  console.log("  messages     seed      start-up   RSS ready   RSS after   peak RSS   live-sync p50   p95");
  let stored = 0;
  let ok = true;
  try {
    for (const size of sizes) {
      const seeding = performance.now();
      seed(dataDir, stored, size);
      stored = size;
      const seedSeconds = (performance.now() - seeding) / 1000;
      const f = await measure(dataDir);
      if (f.failure) {
        ok = false;
        console.log(`  ${size.toLocaleString("en").padStart(9)} ${fmt(seedSeconds, "s")}   did not start: ${f.failure}`);
        continue;
      }
      ok &&= f.startMs! <= 20_000 && Math.max(f.ready!.peak, f.after!.peak) <= 1536 && f.p50 < 20 && f.p95 < 60;
      console.log(
        `  ${size.toLocaleString("en").padStart(9)} ${fmt(seedSeconds, "s")}   ${fmt(f.startMs! / 1000, "s")}   ${fmt(f.ready!.rss, "MB")}   ${fmt(f.after!.rss, "MB")}  ${fmt(Math.max(f.ready!.peak, f.after!.peak), "MB")}   ${fmt(f.p50, "ms", 11)}   ${fmt(f.p95, "ms")}`,
      );
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`  budget: ${ok ? "met" : "NOT met"}`);
  process.exitCode = ok ? 0 : 1;
}

await main();
