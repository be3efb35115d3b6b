// What a call into a function takes and gives back, and what the syscalls need from the
// runtime that owns them (so the syscalls do not depend on the runtime itself).
import type { JSONValue, Value } from "convex/values";
import type { ExecContext, Identity } from "./context.ts";
import type { FileStore } from "./files.ts";
import type { ReadSet } from "./query.ts";
import type { Doc, Store, Transaction } from "./store.ts";

export type CallOptions = {
  identity: Identity | null;
  authToken?: string | null;
  /** Calls from clients may only reach public functions. */
  fromClient: boolean;
  journal?: string | null;
  jobId?: string;
  /** Whether the caller already holds the commit lock. */
  locked?: boolean;
};
export type MutationOptions = CallOptions & {
  /** Checked before running and again under the lock at commit; false skips the mutation. */
  precondition?: () => boolean;
  /** Extra writes in the same transaction, after the function succeeded. */
  beforeCommit?: (tx: Transaction) => void;
  /** Extra SQLite statements in the same durable commit. */
  onCommit?: (ts: bigint, value: Value) => void;
};
export type Failure = { ok: false; message: string; errorMessage: string; errorData?: JSONValue; logLines: string[] };
export type Success = { ok: true; value: Value; logLines: string[] };
export type QueryOutcome = (Success | Failure) & { reads: ReadSet; journal: string | null };
export type MutationOutcome = (Success & { ts: bigint; retries: number }) | Failure | { ok: "skipped" };

/** The runtime as the syscalls see it. */
export interface SyscallHost {
  readonly store: Store;
  readonly files: FileStore;
  readonly url: string;
  validateDocument(table: string, doc: Doc): void;
  runQuery(path: string, args: Value, opts: CallOptions): Promise<QueryOutcome>;
  runMutation(path: string, args: Value, opts: MutationOptions): Promise<MutationOutcome>;
  runAction(path: string, args: Value, opts: CallOptions): Promise<Success | Failure>;
  runNested(parent: ExecContext, udfType: string, path: string, args: Value): Promise<string>;
  transact<T>(fn: (tx: Transaction) => T): Promise<T>;
}
