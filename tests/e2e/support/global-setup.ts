// Builds the app once against the test backend, starts the stack (fakes, backend on a fresh
// data folder, the app, controls) and returns the teardown that stops it and removes the folder.
import { execFileSync, spawn } from "node:child_process";
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { APP_URL, BACKEND_URL, SUPPORT_EMAIL } from "./ports";

const ROOT = resolve(import.meta.dirname, "../../..");
const READY = "E2E_STACK_READY";
const START_TIMEOUT_MS = 60_000;

export default async function globalSetup() {
  const work = mkdtempSync(join(tmpdir(), "kaia-e2e-"));
  const dataDir = join(work, "data");
  const appDir = join(work, "app");
  mkdirSync(dataDir);

  execFileSync(process.execPath, [join(ROOT, "node_modules/vite/bin/vite.js"), "build", "--outDir", appDir, "--emptyOutDir", "--logLevel", "warn"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, VITE_CONVEX_URL: BACKEND_URL, SUPPORT_EMAIL, VITE_GEO_URL: "", VITE_SITE_URL: APP_URL },
  });

  // The backend's own log (function failures, caught emails) goes to a file for post-mortems.
  const logDir = join(ROOT, "test-results");
  mkdirSync(logDir, { recursive: true });
  const logPath = join(logDir, "e2e-stack.log");
  const log = createWriteStream(logPath);
  const stack = spawn(process.execPath, ["--import", "tsx", join(ROOT, "tests/e2e/support/stack.ts"), dataDir, appDir], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NODE_ENV: "test" },
  });
  stack.stderr.pipe(log);

  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`the e2e stack did not start within ${START_TIMEOUT_MS} ms; see ${logPath}`)), START_TIMEOUT_MS);
    let seen = "";
    stack.stdout.on("data", (chunk: Buffer) => {
      log.write(chunk);
      if (seen.includes(READY)) return;
      seen += chunk.toString();
      if (seen.includes(READY)) {
        clearTimeout(timer);
        ready();
      }
    });
    stack.on("exit", (code) => {
      clearTimeout(timer);
      fail(new Error(`the e2e stack exited (${code}) while starting; see ${logPath}`));
    });
  });
  process.env.KAIA_E2E_DATA_DIR = dataDir;
  process.env.KAIA_E2E_LOG = logPath;

  return async () => {
    if (stack.exitCode === null) {
      const exited = new Promise((done) => stack.once("exit", done));
      stack.kill("SIGTERM");
      const timer = setTimeout(() => stack.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
    rmSync(work, { recursive: true, force: true });
  };
}
