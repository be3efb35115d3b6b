// Shared helpers of the backend's conformance tests: a fixture backend, real clients,
// tokens signed with the backend's own keys, and the runtime-only CLI as a child process.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConvexClient } from "convex/browser";
import { importPKCS8, SignJWT } from "jose";
import { afterAll, beforeAll } from "vitest";
import WebSocket from "ws";
import { PROJECT_ROOT, startBackend, type Backend, type BackendOptions } from "../index.ts";
import { parseEnvFile } from "../lib/env.ts";

export const FIXTURE_DIR = join(PROJECT_ROOT, "local-backend", "fixtures", "app", "convex");

const temps: string[] = [];
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "kaia-backend-"));
  temps.push(dir);
  return dir;
}
export function removeTempDirs(): void {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export function startFixture(options: Partial<BackendOptions> = {}): Promise<Backend> {
  return startBackend({ dataDir: options.dataDir ?? tempDir(), port: 0, sitePort: 0, convexDir: FIXTURE_DIR, verbose: false, ...options });
}

/** The fixture backend for one test file: started before its tests, stopped and its folder removed after. */
export function withFixtureBackend(options: Partial<BackendOptions> = {}): { readonly backend: Backend } {
  let backend: Backend | undefined;
  beforeAll(async () => {
    backend = await startFixture(options);
  });
  afterAll(async () => {
    await backend?.stop();
    removeTempDirs();
  });
  return {
    get backend() {
      return backend!;
    },
  };
}

export function connect(url: string): ConvexClient {
  return new ConvexClient(url, { webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket, logger: false });
}

/** Resolves with the first value the predicate accepts, polling every 20 ms. */
export async function until<T>(probe: () => T | Promise<T>, accept: (value: T) => boolean = Boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The next value a subscription delivers that satisfies the predicate. */
export function nextValue<T>(subscribe: (cb: (v: T) => void) => () => void, accept: (v: T) => boolean, timeoutMs = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => (stop(), reject(new Error("No matching update"))), timeoutMs);
    const stop = subscribe((v) => {
      if (!accept(v)) return;
      clearTimeout(timer);
      queueMicrotask(() => stop());
      resolve(v);
    });
  });
}

/** A token like Convex Auth's, signed with the key in the data folder's env file. */
export async function signToken(backend: Backend, claims: Record<string, unknown> = {}, expiresIn = "1h"): Promise<string> {
  const env = parseEnvFile(readFileSync(join(backend.dataDir, "backend.env"), "utf8"));
  const key = await importPKCS8(env.JWT_PRIVATE_KEY, "RS256");
  return new SignJWT({ sub: "user1|session1", ...claims })
    .setProtectedHeader({ alg: "RS256" })
    .setIssuedAt()
    .setIssuer(backend.siteUrl)
    .setAudience("convex")
    .setExpirationTime(expiresIn)
    .sign(key);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type Child = { process: ChildProcess; output: () => string; exited: Promise<number | null> };

/** Runs local-backend/cli.ts in one process (so a signal reaches the server itself); resolves once it serves or exits. */
export async function startCli(args: string[], env: Record<string, string> = {}): Promise<Child> {
  const child = spawn(process.execPath, ["--import", "tsx", join(PROJECT_ROOT, "local-backend", "cli.ts"), ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  await Promise.race([until(() => output.includes("Backend ready"), Boolean, 20_000), exited]);
  return { process: child, output: () => output, exited };
}
