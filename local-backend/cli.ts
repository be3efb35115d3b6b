// Starts only the local backend (for end-to-end tests and tools):
//   tsx local-backend/cli.ts --data-dir <dir> [--port 3210 --site-port 3211] [--convex-dir convex] [--dev-endpoints]
// (--dev-endpoints: the mail catcher and /_local/stats, as under `npm run dev`)
import { join } from "node:path";
import { AlreadyRunningError, PROJECT_ROOT, startBackend } from "./index.ts";
import { parseCliArgs, survivePromiseRejections } from "./lib/args.ts";

try {
  const options = parseCliArgs(process.argv.slice(2), join(PROJECT_ROOT, ".local-data"));
  survivePromiseRejections();
  const backend = await startBackend(options);
  console.log(`Backend ready at ${backend.url} (HTTP actions at ${backend.siteUrl}), data in ${backend.dataDir}; admin key ${backend.adminKey}`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void backend.stop().then(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  // Started through a wrapper (tsx, a test runner) that was killed outright: don't outlive it.
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && stop(), 1000).unref();
} catch (e) {
  console.error(e instanceof AlreadyRunningError ? e.message : `Could not start the backend: ${(e as Error).stack ?? e}`);
  process.exit(1);
}
