// Command-line options shared by `npm run dev` and the runtime-only CLI.
import { resolve } from "node:path";

export type CliOptions = { dataDir: string; port?: number; sitePort?: number; convexDir?: string; devEndpoints?: boolean };

export function parseCliArgs(argv: string[], defaultDataDir: string): CliOptions {
  const values = new Map<string, string>();
  let devEndpoints = false;
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split("=", 2);
    if (flag === "--dev-endpoints") {
      devEndpoints = true;
      continue;
    }
    if (!["--data-dir", "--port", "--site-port", "--convex-dir"].includes(flag)) throw new Error(`Unknown option ${argv[i]}`);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    values.set(flag, value);
  }
  const port = (flag: string) => {
    const text = values.get(flag);
    if (text === undefined) return undefined;
    const n = Number(text);
    if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${flag} must be a port number`);
    return n;
  };
  return {
    dataDir: resolve(values.get("--data-dir") ?? process.env.KAIA_DATA_DIR ?? defaultDataDir),
    port: port("--port"),
    sitePort: port("--site-port"),
    convexDir: values.has("--convex-dir") ? resolve(values.get("--convex-dir")!) : undefined,
    ...(devEndpoints ? { devEndpoints } : {}),
  };
}

/** Keeps a function's stray promise rejection from stopping the whole runtime. */
export function survivePromiseRejections(): void {
  process.on("unhandledRejection", (reason) => {
    process.stderr.write(`Unhandled promise rejection (ignored): ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}\n`);
  });
}
