// The whole product for the browser tests, in one process: the fake OpenAI and Stripe servers,
// the local backend on a fresh data folder pointed at them, the built app, and a small control
// server through which tests steer the fake AI provider and set up states a person would need
// days for (an ended trial, a day's messages, an expired session), reaching the backend's
// internals directly. Test-only: nothing here ships with the product or runs in it.
//   node --import tsx tests/e2e/support/stack.ts <data dir> <built app dir>
import { createReadStream } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { extname, resolve } from "node:path";
import { startBackend, type Backend } from "../../../local-backend/index.ts";
import type { Doc, Transaction } from "../../../local-backend/engine/store.ts";
import { DAY_MS } from "../../../convex/shared/time.ts";
import { startFakeOpenAI, type Behavior, type FakeOpenAI, type ModerationResult } from "../../fakes/openai/server.ts";
import { productStripeEnv, startFakeStripe, TEST_STRIPE } from "../../fakes/stripe/index.ts";
import { staticFileFor } from "../../../prerender/serve.ts";
import { ADMIN_KEY, APP_URL, HOST, PORTS, SITE_URL, SUPPORT_EMAIL } from "./ports.ts";

const [dataDir, appDir] = process.argv.slice(2).map((p) => resolve(p));
if (!dataDir || !appDir) throw new Error("usage: stack.ts <data dir> <built app dir>");

const openai: FakeOpenAI = await startFakeOpenAI({ port: PORTS.openai });
const stripe = await startFakeStripe({ webhook: { url: `${SITE_URL}/stripe/webhook`, secret: TEST_STRIPE.webhookSecret } });
const providerEnv = { OPENAI_BASE_URL: openai.baseURL, OPENAI_API_KEY: "sk-e2e", OPENAI_TIMEOUT_MS: "4000" };
const backend: Backend = await startBackend({
  dataDir,
  port: PORTS.backend,
  sitePort: PORTS.site,
  verbose: true,
  devEndpoints: true,
  env: {
    ...providerEnv,
    ...productStripeEnv(stripe),
    ADMIN_KEY,
    SUPPORT_EMAIL,
    SITE_URL: APP_URL,
  },
});
const rt = backend.runtime;

// ---- the built app: prerendered pages, the app shell for other screens, 404 pages ----

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

const app = createServer((req, res) => {
  const path = new URL(req.url ?? "/", APP_URL).pathname;
  const { file, status } = staticFileFor(appDir, path);
  const immutable = path.startsWith("/assets/");
  res.writeHead(status, {
    "content-type": TYPES[extname(file)] ?? "application/octet-stream",
    "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
  });
  createReadStream(file).pipe(res);
});
await new Promise<void>((done) => app.listen(PORTS.app, HOST, done));

// ---- test controls ----

const internal = { identity: null, fromClient: false } as const;

async function userIdByEmail(email: string): Promise<string | null> {
  const outcome = await rt.runQuery("admin:userIdByEmail", { email: email.toLowerCase() }, internal);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value as string | null;
}

function docsOf(table: string): Doc[] {
  return [...(rt.store.tables.get(table)?.docs.values() ?? [])].map((r) => r.value);
}

/** Commits raw writes as one transaction that live queries see (riding on a harmless internal mutation). */
async function commitWrites(apply: (tx: Transaction) => void): Promise<void> {
  const outcome = await rt.runMutation("trials:endExpired", {}, { ...internal, beforeCommit: apply });
  if (outcome.ok !== true) throw new Error(`write failed: ${JSON.stringify(outcome)}`);
}

/** Makes the user's trial a thing of the past (or records one that ended), as if 3 days had gone by. */
async function endTrial(email: string): Promise<void> {
  const userId = await userIdByEmail(email);
  if (!userId) throw new Error(`no user ${email}`);
  const now = Date.now();
  const trials = docsOf("trials").filter((t) => t.userId === userId);
  await commitWrites((tx) => {
    if (trials.length === 0) {
      const doc = { _id: rt.store.newId("trials"), _creationTime: rt.store.nextCreationTime(), userId, startedAt: now - 3 * DAY_MS, endsAt: now - 1000, ended: true };
      rt.store.write(tx, "trials", doc._id, doc);
    }
    for (const t of trials) rt.store.write(tx, "trials", t._id as string, { ...t, startedAt: now - 3 * DAY_MS, endsAt: now - 1000, ended: true });
  });
}

/** Today's (UTC) message count of a user in a topic: read, or set as if they had sent that many. */
async function messageCount(email: string, topicId: string, set?: number): Promise<number> {
  const userId = await userIdByEmail(email);
  if (!userId) throw new Error(`no user ${email}`);
  const day = new Date().toISOString().slice(0, 10);
  const row = docsOf("messageCounts").find((d) => d.userId === userId && d.topicId === topicId && d.day === day);
  if (set === undefined) return (row?.count as number | undefined) ?? 0;
  await commitWrites((tx) => {
    const doc: Doc = row ? { ...row, count: set } : { _id: rt.store.newId("messageCounts"), _creationTime: rt.store.nextCreationTime(), userId, topicId, day, count: set };
    rt.store.write(tx, "messageCounts", doc._id as string, doc);
  });
  return set;
}

/** Ends every session of the user on the server, as an expiry or a sign-out elsewhere would. */
async function endSessions(email: string): Promise<number> {
  const userId = await userIdByEmail(email);
  const sessions = docsOf("authSessions").filter((d) => d.userId === userId);
  const ids = new Set(sessions.map((d) => d._id as string));
  const tokens = docsOf("authRefreshTokens").filter((d) => ids.has(d.sessionId as string));
  await commitWrites((tx) => {
    for (const doc of [...tokens, ...sessions]) rt.store.write(tx, rt.store.tableOfId(doc._id as string)!, doc._id as string, null);
  });
  return sessions.length;
}

/** Every document that is the user or points at them (or at one of their documents). */
function footprint(ids: Set<string>): { table: string; id: string }[] {
  const found = new Map<string, string>();
  const refersTo = (doc: Doc, targets: Set<string>) => targets.has(doc._id as string) || Object.values(doc).some((v) => typeof v === "string" && targets.has(v));
  let frontier = new Set(ids);
  for (let depth = 0; depth < 3; depth++) {
    const next = new Set<string>();
    for (const [table, t] of rt.store.tables) {
      if (table === "_scheduled_functions") continue;
      for (const r of t.docs.values()) {
        if (!found.has(r.id) && refersTo(r.value, frontier)) {
          found.set(r.id, table);
          next.add(r.id);
        }
      }
    }
    frontier = next;
  }
  // Files are not stored with an owner: they are the ones the user's documents point at.
  for (const id of [...found.keys()]) {
    for (const value of Object.values(rt.store.get(id)?.value ?? {})) {
      if (typeof value === "string" && rt.store.tableOfId(value) === "_storage" && rt.store.get(value)) found.set(value, "_storage");
    }
  }
  for (const id of ids) if (rt.store.get(id) && !found.has(id)) found.set(id, rt.store.tableOfId(id) ?? "?");
  return [...found].map(([id, table]) => ({ table, id }));
}

type Handler = (body: Record<string, unknown>) => unknown;
const routes: Record<string, Handler> = {
  "/openai/next": (b) => openai.next(...(b.behaviors as Behavior[])),
  "/openai/always": (b) => openai.always(b.behavior as Behavior),
  "/openai/json": (b) => openai.json((b.behavior ?? null) as Behavior | null),
  "/openai/moderation": (b) => openai.moderation(b as ModerationResult),
  "/openai/reset": () => openai.reset(),
  /** Restores the provider; `configured: false` unsets it (no key, no base URL), `key: false` drops only the key, `baseUrl` moves it. */
  "/provider": (b) => {
    Object.assign(rt.env, providerEnv);
    if (!b.configured) for (const key of ["OPENAI_BASE_URL", "OPENAI_API_KEY"]) delete rt.env[key];
    if (b.key === false) delete rt.env.OPENAI_API_KEY;
    if (typeof b.baseUrl === "string") rt.env.OPENAI_BASE_URL = b.baseUrl;
  },
  "/trial/end": (b) => endTrial(String(b.email)),
  "/sessions/end": (b) => endSessions(String(b.email)),
  "/count": (b) => messageCount(String(b.email), String(b.topicId), typeof b.set === "number" ? b.set : undefined),
  "/user": async (b) => ({ userId: await userIdByEmail(String(b.email)) }),
  "/footprint": async (b) => {
    const ids = new Set((b.ids as string[] | undefined) ?? []);
    if (b.email) {
      const id = await userIdByEmail(String(b.email));
      if (id) ids.add(id);
    }
    return footprint(ids);
  },
};

const control = createServer((req: IncomingMessage, res: ServerResponse) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", async () => {
    const route = routes[new URL(req.url ?? "/", "http://x").pathname];
    try {
      if (!route) throw new Error(`unknown control ${req.url}`);
      const text = Buffer.concat(chunks).toString("utf8");
      const value = (await route(text ? JSON.parse(text) : {})) ?? null;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(value));
    } catch (e) {
      res.writeHead(500, { "content-type": "text/plain" });
      res.end((e as Error).stack ?? String(e));
    }
  });
});
await new Promise<void>((done) => control.listen(PORTS.control, HOST, done));

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  control.closeAllConnections();
  app.closeAllConnections();
  await Promise.allSettled([
    new Promise((done) => control.close(done)),
    new Promise((done) => app.close(done)),
    backend.stop(),
    openai.close(),
    stripe.close(),
  ]);
  process.exit(0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
// Never outlive the test runner that started us.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && void stop(), 1000).unref();

console.log(`E2E_STACK_READY ${JSON.stringify({ app: APP_URL, backend: backend.url, site: backend.siteUrl, stripe: stripe.baseUrl, dataDir })}`);
