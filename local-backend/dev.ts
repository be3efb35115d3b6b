// `npm run dev`: the local backend and Vite together, offline, with no account and no key.
// Edits under convex/ regenerate convex/_generated and reload the functions.
import { spawn, type ChildProcess } from "node:child_process";
import { watch } from "node:fs";
import { join, relative } from "node:path";
import { AlreadyRunningError, PROJECT_ROOT, startBackend, type Backend } from "./index.ts";
import { parseCliArgs, survivePromiseRejections } from "./lib/args.ts";
import { listModules } from "./engine/modules.ts";

const convexDir = join(PROJECT_ROOT, "convex");
const bin = (name: string) => join(PROJECT_ROOT, "node_modules", ".bin", name);

/** Regenerates convex/_generated; failures are reported, never fatal. */
function codegen(): Promise<void> {
  return new Promise((done) => {
    const child = spawn(bin("convex"), ["codegen", "--system-udfs", "--typecheck", "disable"], { cwd: PROJECT_ROOT, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", (e) => (errors += e.message));
    child.on("close", (code) => {
      if (code !== 0) process.stderr.write(`convex codegen failed:\n${errors}\n`);
      done();
    });
  });
}

/** Debounced watch of convex/: codegen, then reload. */
function watchFunctions(backend: Backend): () => void {
  let timer: NodeJS.Timeout | undefined;
  let busy: Promise<void> = Promise.resolve();
  let files = listModules(convexDir).join("\n");
  const watcher = watch(convexDir, { recursive: true }, (_event, name) => {
    if (!name || name.startsWith("_generated") || /(^|\/)\./.test(name) || /\.test\.[jt]sx?$/.test(name)) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      busy = busy.then(async () => {
        const now = listModules(convexDir).join("\n");
        if (now !== files) {
          files = now;
          await codegen();
        }
        if (await backend.reload()) console.log(`Functions reloaded (${relative(PROJECT_ROOT, join(convexDir, name))} changed).`);
      });
    }, 150);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}

async function main(): Promise<void> {
  const options = parseCliArgs(process.argv.slice(2), join(PROJECT_ROOT, ".local-data"));
  survivePromiseRejections();
  let backend: Backend;
  try {
    backend = await startBackend({ ...options, tolerateLoadErrors: true, devEndpoints: true });
  } catch (e) {
    console.error(e instanceof AlreadyRunningError ? e.message : `Could not start the backend: ${(e as Error).message}`);
    process.exit(1);
  }
  await codegen();
  const stopWatching = watchFunctions(backend);
  const vite: ChildProcess = spawn(process.execPath, [join(PROJECT_ROOT, "node_modules", "vite", "bin", "vite.js")], {
    cwd: PROJECT_ROOT,
    stdio: "inherit",
    env: { ...process.env, VITE_CONVEX_URL: backend.url, VITE_CONVEX_SITE_URL: backend.siteUrl, SUPPORT_EMAIL: backend.supportEmail ?? "" },
  });
  const inside = relative(process.cwd(), backend.dataDir);
  const data = inside.startsWith("..") ? backend.dataDir : inside || ".";
  console.log(
    [
      "",
      "Kaia is running locally:",
      "  App            http://127.0.0.1:5173",
      `  Backend        ${backend.url}  (HTTP actions ${backend.siteUrl})`,
      `  Admin          http://127.0.0.1:5173/helppage  (admin key: ${backend.adminKey}, kept in ${data}/backend.env)`,
      `  Data           ${data}/  (emails are printed here and kept in ${data}/outbox.jsonl)`,
      "Press Ctrl-C to stop.",
      "",
    ].join("\n"),
  );

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    stopWatching();
    if (vite.exitCode === null) vite.kill("SIGTERM");
    await backend.stop();
    process.exit(code);
  };
  vite.on("exit", (code) => void stop(stopping ? 0 : (code ?? 1)));
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
}

await main();
