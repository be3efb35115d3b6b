// Runs queries, mutations, actions and HTTP actions. Queries and mutations hold the one
// transaction lock; a mutation commits (to disk) before it is answered, and every commit is
// announced to listeners (subscriptions, scheduler, file cleanup).
import { convexToJson, jsonToConvex, type JSONValue, type Value } from "convex/values";
import { randomBytes } from "node:crypto";
import { currentContext, Mutex, runInContext, type ExecContext, type ExecKind, type Syscalls } from "./context.ts";
import type { FileStore } from "./files.ts";
import type { FunctionKind, LoadedModules, ResolvedFunction } from "./modules.ts";
import { ReadSet } from "./query.ts";
import type { SearchIndexDefinition } from "./search-index.ts";
import { Transaction, type CommitInfo, type Doc, type IndexDefinition, type Store } from "./store.ts";
import type { CallOptions, Failure, MutationOptions, MutationOutcome, QueryOutcome, SyscallHost, Success } from "./calls.ts";
import { createSyscalls } from "./syscalls.ts";
import { validate, type ValidatorJson } from "./validator.ts";

/** An error in how a function was called (not found, bad arguments): shown without "Uncaught". */
export class CallError extends Error {}

const TRANSACTION_TIMEOUT_MS = 10_000;
const PREFIX: Record<ExecKind, string> = { query: "Q", mutation: "M", action: "A", http: "H" };
const CONVEX_ERROR = Symbol.for("ConvexError");

function isConvexError(e: unknown): e is Error & { data: unknown } {
  return typeof e === "object" && e !== null && CONVEX_ERROR in e;
}

function isPlainObject(value: unknown): value is Record<string, Value> {
  return value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof ArrayBuffer);
}

export class Runtime implements SyscallHost {
  readonly lock = new Mutex();
  readonly syscalls: Syscalls;
  readonly commitListeners: ((info: CommitInfo) => void)[] = [];
  readonly stats = { queries: 0, mutations: 0, actions: 0 };
  modules: LoadedModules | null = null;
  private documentTypes = new Map<string, ValidatorJson>();
  private schemaValidation = true;
  readonly tableOf = (id: string) => this.store.tableOfId(id);

  constructor(
    readonly store: Store,
    readonly files: FileStore,
    readonly env: Record<string, string>,
    readonly url: string,
    /** Where function logs and failures are printed; null keeps them quiet. */
    private readonly logSink: ((line: string) => void) | null,
  ) {
    this.syscalls = createSyscalls(this);
  }

  setModules(modules: LoadedModules): void {
    const schema = modules.schema;
    const indexes = new Map<string, IndexDefinition[]>();
    const searchIndexes = new Map<string, SearchIndexDefinition[]>();
    this.documentTypes = new Map();
    for (const table of schema?.tables ?? []) {
      indexes.set(table.tableName, table.indexes.map((i) => ({ name: i.indexDescriptor, fields: i.fields })));
      searchIndexes.set(table.tableName, (table.searchIndexes ?? []).map((i) => ({ name: i.indexDescriptor, searchField: i.searchField, filterFields: i.filterFields })));
      if (table.documentType) this.documentTypes.set(table.tableName, table.documentType);
    }
    this.schemaValidation = schema?.schemaValidation ?? true;
    this.store.setIndexes(indexes, searchIndexes);
    this.modules = modules;
  }

  validateDocument(table: string, doc: Doc): void {
    const type = this.documentTypes.get(table);
    if (!this.schemaValidation || !type) return;
    const fields = { ...doc };
    delete fields._id;
    delete fields._creationTime;
    const error = validate(type, fields, this.tableOf);
    if (error) throw new Error(`Failed to insert or update a document in table "${table}" because it does not match the schema: ${error}`);
  }

  resolve(path: string, kind: FunctionKind, fromClient: boolean): ResolvedFunction {
    const fn = this.modules?.resolve(path);
    if (!fn || (fromClient && fn.visibility !== "public")) {
      throw new CallError(`Could not find public function for '${path}'. Did you forget to run \`npx convex dev\` or \`npx convex deploy\`?`);
    }
    if (fn.kind !== kind) throw new CallError(`Trying to execute ${fn.udfPath} as ${kind}, but it is defined as ${fn.kind}.`);
    return fn;
  }

  private newContext(kind: ExecKind, udfPath: string, opts: CallOptions): ExecContext {
    const sink = this.logSink;
    return {
      kind,
      udfPath,
      identity: opts.identity,
      authToken: opts.authToken ?? null,
      requestId: randomBytes(8).toString("hex"),
      tx: null,
      reads: null,
      streams: new Map(),
      nextStream: 1,
      logLines: [],
      paginated: false,
      journalIn: opts.journal ?? null,
      journalOut: null,
      scheduledJobId: opts.jobId ?? null,
      finished: false,
      syscalls: this.syscalls,
      printLog: sink ? (line) => sink(`[${PREFIX[kind]}(${udfPath})] ${line}`) : null,
    };
  }

  private async invoke(ctx: ExecContext, fn: ResolvedFunction, args: Value): Promise<Value> {
    if (!isPlainObject(args)) throw new CallError("ArgumentValidationError: The arguments to a Convex function must be an object.");
    const argsError = validate(fn.args, args, this.tableOf);
    if (argsError) throw new CallError(`ArgumentValidationError: ${argsError}`);
    const argsJson = JSON.stringify([convexToJson(args)]);
    const run = runInContext(ctx, this.env, () =>
      fn.kind === "query" ? fn.func.invokeQuery!(argsJson) : fn.kind === "mutation" ? fn.func.invokeMutation!(argsJson) : fn.func.invokeAction!(ctx.requestId, argsJson),
    );
    let out: string;
    if (fn.kind === "action") {
      out = await run;
    } else {
      // A transaction holds the one lock, so one that never settles must not stall everything.
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new CallError(`Function ${fn.udfPath} timed out after ${TRANSACTION_TIMEOUT_MS / 1000} s.`)), TRANSACTION_TIMEOUT_MS);
      });
      try {
        out = await Promise.race([run, limit]);
      } finally {
        clearTimeout(timer);
        ctx.finished = true;
      }
    }
    const result = jsonToConvex(JSON.parse(out));
    if (fn.returns) {
      const returnsError = validate(fn.returns, result, this.tableOf);
      if (returnsError) throw new CallError(`ReturnsValidationError: ${returnsError}`);
    }
    return result;
  }

  private closeStreams(ctx: ExecContext): void {
    for (const stream of ctx.streams.values()) if (ctx.reads) stream.recordReads(ctx.reads);
    ctx.streams.clear();
  }

  private failure(ctx: ExecContext, e: unknown): Failure {
    const error = e instanceof Error ? e : new Error(String(e));
    let body: string;
    let errorData: JSONValue | undefined;
    if (isConvexError(error)) {
      errorData = typeof error.data === "string" ? (JSON.parse(error.data) as JSONValue) : convexToJson((error.data ?? null) as Value);
      body = `Uncaught ConvexError: ${error.message}`;
    } else if (error instanceof CallError) {
      body = error.message;
    } else {
      body = `Uncaught ${error.name || "Error"}: ${error.message}`;
      // The stack up to where the function was called; the runtime's own frames add nothing.
      const stack = (error.stack ?? body).split("\n");
      const own = stack.findIndex((line) => line.includes("/node_modules/convex/"));
      this.logSink?.(`[${PREFIX[ctx.kind]}(${ctx.udfPath})] ${(own > 0 ? stack.slice(0, own) : stack).join("\n")}`);
    }
    return { ok: false, message: error.message, errorMessage: `[Request ID: ${ctx.requestId}] Server Error\n${body}`, errorData, logLines: ctx.logLines };
  }

  async runQuery(path: string, args: Value, opts: CallOptions): Promise<QueryOutcome> {
    const exec = async (): Promise<QueryOutcome> => {
      this.stats.queries += 1;
      const ctx = this.newContext("query", path, opts);
      const reads = new ReadSet();
      ctx.reads = reads;
      try {
        const value = await this.invoke(ctx, this.resolve(path, "query", opts.fromClient), args);
        this.closeStreams(ctx);
        return { ok: true, value, logLines: ctx.logLines, reads, journal: ctx.journalOut };
      } catch (e) {
        this.closeStreams(ctx);
        return { ...this.failure(ctx, e), reads, journal: ctx.journalOut };
      }
    };
    return opts.locked ? exec() : this.lock.run(exec);
  }

  async runMutation(path: string, args: Value, opts: MutationOptions): Promise<MutationOutcome> {
    return this.lock.run(async (): Promise<MutationOutcome> => {
      if (opts.precondition && !opts.precondition()) return { ok: "skipped" };
      this.stats.mutations += 1;
      const ctx = this.newContext("mutation", path, opts);
      const tx = new Transaction();
      ctx.tx = tx;
      try {
        const value = await this.invoke(ctx, this.resolve(path, "mutation", opts.fromClient), args);
        this.closeStreams(ctx);
        opts.beforeCommit?.(tx);
        const info = this.store.commit(tx, (ts) => opts.onCommit?.(ts, value));
        this.afterCommit(info);
        return { ok: true, value, logLines: ctx.logLines, ts: info.ts };
      } catch (e) {
        this.closeStreams(ctx);
        this.store.rollback(tx);
        return this.failure(ctx, e);
      }
    });
  }

  async runAction(path: string, args: Value, opts: CallOptions): Promise<Success | Failure> {
    this.stats.actions += 1;
    const ctx = this.newContext("action", path, opts);
    try {
      const value = await this.invoke(ctx, this.resolve(path, "action", opts.fromClient), args);
      return { ok: true, value, logLines: ctx.logLines };
    } catch (e) {
      return this.failure(ctx, e);
    }
  }

  async runHttpAction(request: Request, opts: CallOptions): Promise<Response> {
    const router = this.modules?.http;
    const url = new URL(request.url);
    const found = router?.lookup(url.pathname, request.method) ?? (request.method === "HEAD" ? router?.lookup(url.pathname, "GET") : null);
    if (!found) return new Response("No matching routes found", { status: 404 });
    const ctx = this.newContext("http", `${request.method} ${url.pathname}`, opts);
    try {
      return await runInContext(ctx, this.env, () => found[0].invokeHttpAction!(request));
    } catch (e) {
      return new Response(this.failure(ctx, e).errorMessage, { status: 500 });
    }
  }

  /** `ctx.runQuery` / `ctx.runMutation` inside a query or mutation: same transaction. */
  async runNested(parent: ExecContext, udfType: string, path: string, args: Value): Promise<string> {
    const kind = udfType === "mutation" ? "mutation" : "query";
    if (kind === "mutation" && parent.kind !== "mutation") throw new Error("`ctx.runMutation` can only be called from a mutation.");
    const fn = this.resolve(path, kind, false);
    const child = { ...this.newContext(kind, fn.udfPath, { identity: parent.identity, authToken: parent.authToken, fromClient: false }) };
    child.tx = parent.tx;
    child.reads = parent.reads;
    child.logLines = parent.logLines;
    const savepoint = parent.tx?.undo.length ?? 0;
    try {
      const value = await this.invoke(child, fn, args);
      this.closeStreams(child);
      return JSON.stringify(convexToJson(value));
    } catch (e) {
      this.closeStreams(child);
      if (kind === "mutation" && parent.tx) this.store.rollback(parent.tx, savepoint);
      if (isConvexError(e) && typeof e.data === "string") throw Object.assign(new Error(e.message), { data: JSON.parse(e.data) });
      throw e;
    }
  }

  /** A small system transaction (uploads, job states, writes made by actions). */
  async transact<T>(fn: (tx: Transaction) => T): Promise<T> {
    if (currentContext()?.tx) throw new Error("A system transaction can't start inside a mutation.");
    return this.lock.run(() => {
      const tx = new Transaction();
      try {
        const result = fn(tx);
        this.afterCommit(this.store.commit(tx));
        return result;
      } catch (e) {
        this.store.rollback(tx);
        throw e;
      }
    });
  }

  private afterCommit(info: CommitInfo): void {
    if (info.writes.length === 0) return;
    for (const listener of this.commitListeners) {
      try {
        listener(info);
      } catch (e) {
        this.logSink?.(`Commit listener failed: ${(e as Error).stack ?? String(e)}`);
      }
    }
  }
}
