// Starts the local backend: the deployment URL (client protocol over WebSocket and HTTP,
// files, mail catcher) and the site URL (convex/http.ts), running the functions of a
// convex/ folder against a SQLite-backed database in a data folder.
import { mkdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { WebSocketServer } from "ws";
import { AuthVerifier } from "./engine/auth.ts";
import { installedConvexVersion, versionWarning } from "./engine/compat.ts";
import { FileStore } from "./engine/files.ts";
import { cleanBundles, LoadedModules } from "./engine/modules.ts";
import { Runtime } from "./engine/runtime.ts";
import { Scheduler } from "./engine/scheduler.ts";
import { Store } from "./engine/store.ts";
import { prepareEnv } from "./lib/env.ts";
import { acquireLock } from "./lib/lock.ts";
import { apiHandler } from "./server/api.ts";
import { MailCatcher } from "./server/mail.ts";
import { SessionRequests } from "./server/sessions.ts";
import { siteHandler } from "./server/site.ts";
import { Subscriptions } from "./server/subscriptions.ts";
import { CLIENT_TIMEOUT_MS, MAX_MESSAGE_BYTES, PING_MS, SyncConnection } from "./server/sync.ts";

export { AlreadyRunningError } from "./lib/lock.ts";

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

export type BackendOptions = {
  dataDir: string;
  /** Deployment URL port (default 3210; 0 picks a free one). */
  port?: number;
  /** Site URL port for HTTP actions (default 3211; 0 picks a free one). */
  sitePort?: number;
  /** Settings for the functions, over the shell's. */
  env?: Record<string, string>;
  /** The functions to run (default: the project's convex/). */
  convexDir?: string;
  /** Print function logs, failures and caught emails (default true). */
  verbose?: boolean;
  /** Start even if the functions fail to load, waiting for a fix (dev). */
  tolerateLoadErrors?: boolean;
  /** Serve the development endpoints (the mail catcher, `/_local/stats`) to this machine's own requests. */
  devEndpoints?: boolean;
  /** Ping interval and how long a silent WebSocket peer is kept (default 15 s and 120 s, as Convex). */
  heartbeat?: { pingMs: number; timeoutMs: number };
  /** How often finished scheduled functions and old mutation records are pruned (default hourly). */
  pruneEveryMs?: number;
};

export type Backend = {
  url: string;
  siteUrl: string;
  dataDir: string;
  /** The key the admin page asks for (generated on first start unless set). */
  adminKey: string | undefined;
  /** The support address the contact form mails, which the app shows too. */
  supportEmail: string | undefined;
  runtime: Runtime;
  /** Reloads the functions; resolves false (after printing why) if they fail to load. */
  reload(): Promise<boolean>;
  stop(): Promise<void>;
};

/** A port for a server that listens later; 0 picks a free one now. */
async function choosePort(port: number): Promise<number> {
  if (port !== 0) return port;
  const probe = createServer();
  const chosen = await listen(probe, 0);
  await new Promise((done) => probe.close(done));
  return chosen;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once("error", (e: NodeJS.ErrnoException) =>
      reject(e.code === "EADDRINUSE" ? new Error(`Port ${port} on 127.0.0.1 is already in use. Is another backend running?`) : e),
    );
    server.listen(port, "127.0.0.1", () => resolvePort((server.address() as AddressInfo).port));
  });
}

function uploadSecret(store: Store): string {
  let secret = store.getMeta("upload_secret");
  if (!secret) {
    secret = crypto.randomUUID() + crypto.randomUUID();
    store.setMeta("upload_secret", secret);
  }
  return secret;
}

export async function startBackend(options: BackendOptions): Promise<Backend> {
  const dataDir = resolve(options.dataDir);
  const convexDir = resolve(options.convexDir ?? join(PROJECT_ROOT, "convex"));
  const verbose = options.verbose ?? true;
  const print = verbose ? (line: string) => void process.stdout.write(line + "\n") : null;
  mkdirSync(dataDir, { recursive: true });
  const release = acquireLock(dataDir);
  process.setSourceMapsEnabled(true);
  const warning = versionWarning(installedConvexVersion());
  if (warning) process.stderr.write(warning + "\n");

  const cleanups: (() => unknown)[] = [release];
  const cleanup = async () => {
    for (const fn of cleanups.reverse()) await fn();
    cleanups.length = 0;
  };
  try {
    const modulesDir = join(dataDir, "modules");
    cleanBundles(modulesDir);
    const store = new Store(dataDir);
    cleanups.push(() => store.close());
    // The ports open only once functions, auth providers and schema are loaded (below), so a
    // client reconnecting across a restart never meets a backend that can't serve it yet.
    const port = await choosePort(options.port ?? 3210);
    let sitePort = await choosePort(options.sitePort ?? 3211);
    while (sitePort === port && options.sitePort === 0) sitePort = await choosePort(options.sitePort ?? 3211);
    const url = `http://127.0.0.1:${port}`;
    const siteUrl = `http://127.0.0.1:${sitePort}`;
    const shell = { ...process.env, ...options.env };
    const env = { ...(await prepareEnv({ dataDir, url, siteUrl, shell })), ...options.env };

    const files = new FileStore(dataDir, uploadSecret(store));
    const rt = new Runtime(store, files, env, url, print);
    const subs = new Subscriptions(rt);
    const scheduler = new Scheduler(rt);
    cleanups.push(async () => {
      await scheduler.stop();
      await rt.lock.run(() => undefined);
    });
    rt.commitListeners.push((info) => {
      for (const w of info.writes) if (w.table === "_storage" && w.before && !w.after) files.remove(w.id);
    });
    let verifier = new AuthVerifier([]);
    const sessions = new SessionRequests(store);
    const services = {
      rt,
      subs,
      sessions,
      mail: new MailCatcher(join(dataDir, "outbox.jsonl"), print),
      verifier: () => verifier,
      siteUrl,
      devEndpoints: options.devEndpoints ?? false,
      heartbeat: options.heartbeat ?? { pingMs: PING_MS, timeoutMs: CLIENT_TIMEOUT_MS },
    };

    const wss = new WebSocketServer({ noServer: true, maxPayload: 2 * MAX_MESSAGE_BYTES });
    wss.on("connection", (ws) => new SyncConnection(ws, services));
    const api = createServer();
    const site = createServer();
    const closeServer = (server: Server) => new Promise((done) => (server.closeAllConnections(), server.close(done)));
    cleanups.push(() => closeServer(api), () => closeServer(site));
    // Runs before the servers close (cleanups run backwards): upgraded sockets would hold them open.
    cleanups.push(() => {
      for (const client of wss.clients) client.terminate();
      wss.close();
    });
    api.on("request", apiHandler(services));
    api.on("upgrade", (req, socket, head) => {
      const path = new URL(req.url ?? "/", "http://localhost").pathname;
      if (!/^\/api\/[^/]+\/sync$/.test(path)) return void socket.destroy();
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req));
    });
    site.on("request", siteHandler(services));

    const load = async (): Promise<void> => {
      const modules = await LoadedModules.load(convexDir, env);
      await rt.lock.run(() => {
        rt.setModules(modules);
        verifier = new AuthVerifier(modules.authProviders);
        scheduler.setCrons(modules.crons);
        subs.invalidateAll();
      });
    };
    const reload = async (): Promise<boolean> => {
      try {
        await load();
        return true;
      } catch (e) {
        process.stderr.write(`Could not load the functions in ${convexDir}:\n${(e as Error).message}\n`);
        return false;
      }
    };
    if (options.tolerateLoadErrors) await reload();
    else await load();
    // The site first: verifying a token can fetch the sign-in keys from it.
    await listen(site, sitePort);
    await listen(api, port);
    await scheduler.start();
    // Finished jobs and mutation records would otherwise pile up between restarts.
    const pruner = setInterval(() => {
      sessions.prune(Date.now());
      void scheduler.prune(Date.now()).catch((e: Error) => print?.(`Pruning scheduled functions failed: ${e.message}`));
    }, options.pruneEveryMs ?? 60 * 60 * 1000);
    pruner.unref();
    cleanups.push(() => clearInterval(pruner));

    return { url, siteUrl, dataDir, adminKey: env.ADMIN_KEY, supportEmail: env.SUPPORT_EMAIL, runtime: rt, reload, stop: cleanup };
  } catch (e) {
    await cleanup();
    throw e;
  }
}
