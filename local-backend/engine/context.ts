// The state of one running function, which its V8 context's globals (isolate.ts) reach: the
// syscalls `convex/server` makes (`Convex.syscall`, `asyncSyscall`, `jsSyscall`) and `console`.
// Nothing here uses async_hooks: a function stopped at its time limit mid-microtask would
// leave Node's async-hook stack corrupted.
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
  /** The result itself when the operation completes at once (database reads and writes). */
  asyncSyscall(ctx: ExecContext, op: string, args: Record<string, unknown>): string | Promise<string>;
  jsSyscall(ctx: ExecContext, op: string, args: Record<string, unknown>): unknown;
};

export const LEVELS = { log: "LOG", info: "INFO", warn: "WARN", error: "ERROR", debug: "DEBUG" } as const;

/** Log lines look like Convex's: `[LOG] 'text' 42`. */
export function formatLine(level: string, args: unknown[]): string {
  const parts = args.map((a) => (typeof a === "string" ? `'${a}'` : formatWithOptions({ depth: 4, breakLength: Infinity }, "%O", a)));
  return `[${level}] ${parts.join(" ")}`;
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
