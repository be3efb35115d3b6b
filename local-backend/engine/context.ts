// The state of one running function. Default-runtime functions reach it through their V8
// context's globals (isolate.ts); "use node" actions share this process's globals, so there
// the syscalls `convex/server` makes (`Convex.syscall`, `asyncSyscall`, `jsSyscall`),
// `console` and `process.env` find it through AsyncLocalStorage.
import { AsyncLocalStorage } from "node:async_hooks";
import { formatWithOptions } from "node:util";
import type { PendingWrites } from "./pending.ts";
import type { QueryStream, ReadSet, ReadView } from "./query.ts";

export type Identity = Record<string, unknown> & { subject: string; issuer: string; tokenIdentifier: string };
export type ExecKind = "query" | "mutation" | "action" | "http";

export type ExecContext = {
  kind: ExecKind;
  udfPath: string;
  identity: Identity | null;
  authToken: string | null;
  requestId: string;
  /** The mutation's uncommitted writes; queries nested in a mutation share them. */
  pending: PendingWrites | null;
  /** Where reads go: the committed database, or the mutation's view of it. */
  view: ReadView;
  /** What the function read: for re-running subscriptions and for a mutation's commit check. */
  reads: ReadSet | null;
  /** `Date.now()` inside a query or mutation: frozen when it starts. */
  startTime: number;
  random: () => number;
  randomBytes: (length: number) => Uint8Array;
  streams: Map<number, QueryStream>;
  nextStream: number;
  logLines: string[];
  paginated: boolean;
  /** Pagination journal: the end cursor a re-run must keep, and the one this run produced. */
  journalIn: string | null;
  journalOut: string | null;
  scheduledJobId: string | null;
  /** Set once a query or mutation has returned (or timed out): later syscalls are refused. */
  finished: boolean;
  syscalls: Syscalls;
  printLog: ((line: string) => void) | null;
};

export type Syscalls = {
  syscall(ctx: ExecContext, op: string, args: Record<string, unknown>): string;
  asyncSyscall(ctx: ExecContext, op: string, args: Record<string, unknown>): Promise<string>;
  jsSyscall(ctx: ExecContext, op: string, args: Record<string, unknown>): unknown;
};

const contextStorage = new AsyncLocalStorage<ExecContext>();
const envStorage = new AsyncLocalStorage<Record<string, string>>();

export function currentContext(): ExecContext | undefined {
  return contextStorage.getStore();
}

export function runInContext<T>(ctx: ExecContext, env: Record<string, string>, fn: () => T): T {
  return envStorage.run(env, () => contextStorage.run(ctx, fn));
}

export function runInEnv<T>(env: Record<string, string>, fn: () => T): T {
  return envStorage.run(env, fn);
}

function requireContext(): ExecContext {
  const ctx = contextStorage.getStore();
  if (!ctx) throw new Error("The Convex database and auth objects are being used outside of a Convex function.");
  if (ctx.finished) throw new Error(`${ctx.udfPath} has already finished; a promise it did not await can't use the database.`);
  return ctx;
}

export const LEVELS = { log: "LOG", info: "INFO", warn: "WARN", error: "ERROR", debug: "DEBUG" } as const;

/** Log lines look like Convex's: `[LOG] 'text' 42`. */
export function formatLine(level: string, args: unknown[]): string {
  const parts = args.map((a) => (typeof a === "string" ? `'${a}'` : formatWithOptions({ depth: 4, breakLength: Infinity }, "%O", a)));
  return `[${level}] ${parts.join(" ")}`;
}

let installed = false;

/** Installs the process-wide hooks once; they do nothing outside a function's context. */
export function installGlobalHooks(): void {
  if (installed) return;
  installed = true;
  (globalThis as Record<string, unknown>).Convex = {
    syscall: (op: string, json: string) => {
      const ctx = requireContext();
      return ctx.syscalls.syscall(ctx, op, JSON.parse(json));
    },
    asyncSyscall: async (op: string, json: string) => {
      const ctx = requireContext();
      return ctx.syscalls.asyncSyscall(ctx, op, JSON.parse(json));
    },
    jsSyscall: (op: string, args: Record<string, unknown>) => {
      const ctx = requireContext();
      return ctx.syscalls.jsSyscall(ctx, op, args);
    },
  };

  const target = console as unknown as Record<string, (...args: unknown[]) => void>;
  for (const [method, level] of Object.entries(LEVELS)) {
    const original = target[method].bind(console);
    target[method] = (...args: unknown[]) => {
      const ctx = contextStorage.getStore();
      if (!ctx) return original(...args);
      const line = formatLine(level, args);
      ctx.logLines.push(line);
      ctx.printLog?.(line);
    };
  }

  const originalFetch = globalThis.fetch;
  globalThis.fetch = ((...args: Parameters<typeof fetch>) => {
    const ctx = contextStorage.getStore();
    if (ctx && (ctx.kind === "query" || ctx.kind === "mutation")) {
      return Promise.reject(new Error("Can't use fetch() in queries and mutations. Please consider using an action."));
    }
    return originalFetch(...args);
  }) as typeof fetch;

  // Each runtime's settings win inside its functions; the shell's env is the fallback.
  const base = process.env;
  const overlay = () => envStorage.getStore();
  process.env = new Proxy(base, {
    get: (t, k) => {
      const env = overlay();
      return typeof k === "string" && env && Object.hasOwn(env, k) ? env[k] : Reflect.get(t, k);
    },
    has: (t, k) => (typeof k === "string" && !!overlay() && Object.hasOwn(overlay()!, k)) || Reflect.has(t, k),
    ownKeys: (t) => [...new Set([...Reflect.ownKeys(t), ...Object.keys(overlay() ?? {})])],
    getOwnPropertyDescriptor: (t, k) => {
      const env = overlay();
      if (typeof k === "string" && env && Object.hasOwn(env, k)) {
        return { value: env[k], writable: true, enumerable: true, configurable: true };
      }
      return Reflect.getOwnPropertyDescriptor(t, k);
    },
  });
}

/** The commit lock: queries read and mutations commit one at a time. */
export class Mutex {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(fn: () => Promise<T> | T): Promise<T> {
    const result = this.tail.then(fn);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
