// Runs queries, mutations, actions and HTTP actions as Convex does. Each default-runtime call
// evaluates its module graph in a fresh V8 context (isolate.ts) unless its module opts into
// `experimental_reuseContext`; "use node" actions run natively. Queries hold the commit lock
// while they read; mutations run optimistically, without it, on their own pending writes,
// and commit under it only if nothing they read changed meanwhile, else run again.
import { convexToJson, jsonToConvex, type JSONValue, type Value } from "convex/values";
import { randomBytes } from "node:crypto";
import { formatLine, LEVELS, Mutex, type ExecContext, type ExecKind, type Syscalls } from "./context.ts";
import type { FileStore } from "./files.ts";
import { ContextPool, ExecutionTimeout, FunctionContext, POOL_SIZE, newSeed, seededRandom, timeoutMessage, type CallBindings } from "./isolate.ts";
import { argumentsTooLarge, occFailure, returnValueTooLarge, TRANSACTION_LIMITS } from "./limits.ts";
import type { FunctionKind, LoadedModules, ResolvedFunction } from "./modules.ts";
import type { RegisteredFunction } from "./compat.ts";
import { PendingWrites } from "./pending.ts";
import type { SearchIndexDefinition } from "./search-index.ts";
import { committedView, ReadSet, type ReadView } from "./query.ts";
import { Transaction, type CommitInfo, type Doc, type IndexDefinition, type Store, type Write } from "./store.ts";
import type { CallOptions, Failure, MutationOptions, MutationOutcome, QueryOutcome, SyscallHost, Success } from "./calls.ts";
import { createSyscalls } from "./syscalls.ts";
import { validate, type ValidatorJson } from "./validator.ts";

/** An error in how a function was called (not found, bad arguments): shown without "Uncaught". */
export class CallError extends Error {}

const PREFIX: Record<ExecKind, string> = { query: "Q", mutation: "M", action: "A", http: "H" };
const CONVEX_ERROR = Symbol.for("ConvexError");

function isConvexError(e: unknown): e is Error & { data: unknown } {
  return typeof e === "object" && e !== null && CONVEX_ERROR in e;
}

/** Errors made in a function's own context are not `instanceof Error` here. */
function asError(e: unknown): Error {
  if (e instanceof Error) return e;
  if (typeof e === "object" && e !== null && "message" in e) {
    const { name, message, stack } = e as { name?: unknown; message: unknown; stack?: unknown };
    return Object.assign(new Error(String(message)), { name: typeof name === "string" ? name : "Error", stack: typeof stack === "string" ? stack : undefined });
  }
  return new Error(String(e));
}

function isPlainObject(value: unknown): value is Record<string, Value> {
  return value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof ArrayBuffer);
}

/** A commit others may have to check their reads against, and who made it. */
type LoggedCommit = { ts: bigint; writes: Write[]; writer: string | null };

export class Runtime implements SyscallHost {
  readonly lock = new Mutex();
  readonly syscalls: Syscalls;
  readonly commitListeners: ((info: CommitInfo) => void)[] = [];
  readonly stats = { queries: 0, mutations: 0, actions: 0, retries: 0, pooledContexts: 0 };
  modules: LoadedModules | null = null;
  private documentTypes = new Map<string, ValidatorJson>();
  private schemaValidation = true;
  /** Commits since the oldest running mutation started, for its commit check. */
  private commitLog: LoggedCommit[] = [];
  private readonly running = new Map<number, bigint>();
  private nextRun = 0;
  private committing: string | null = null;
  /** Contexts kept by modules that export `experimental_reuseContext`. */
  private readonly reusable = new Map<string, FunctionContext>();
  /** Fresh contexts made while the backend is idle, by kind and execution limit, for the deployed code. */
  private readonly pools = new Map<string, ContextPool>();
  /** Queries and mutations running in a context now. */
  private transactions = 0;
  readonly committed: ReadView;
  /** Convex's 1 s for query and mutation code; tests of other limits may lift it. */
  executionLimitMs = TRANSACTION_LIMITS.executionMs;
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
    this.committed = committedView(store);
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
    this.reusable.clear();
    for (const pool of this.pools.values()) pool.drop();
    this.pools.clear();
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
    const deterministic = kind === "query" || kind === "mutation";
    const seed = newSeed();
    const random = deterministic ? seededRandom(seed) : Math.random;
    return {
      kind,
      udfPath,
      identity: opts.identity,
      authToken: opts.authToken ?? null,
      requestId: randomBytes(8).toString("hex"),
      pending: null,
      view: this.committed,
      reads: null,
      startTime: Date.now(),
      random,
      randomBytes: deterministic
        ? (length) => Uint8Array.from({ length }, () => Math.floor(random() * 256))
        : (length) => new Uint8Array(randomBytes(length)),
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

  /** What a function's context reaches on the host during one call. */
  private bindings(ctx: ExecContext): CallBindings {
    const live = () => {
      if (ctx.finished) throw new Error(`${ctx.udfPath} has already finished; a promise it did not await can't use the database.`);
      return ctx;
    };
    const deterministic = ctx.kind === "query" || ctx.kind === "mutation";
    return {
      syscall: (op, json) => this.syscalls.syscall(live(), op, JSON.parse(json)),
      asyncSyscall: (op, json) => {
        // A database round trip, as on Convex: outside the function's execution time (see
        // isolate.ts), and where concurrent mutations interleave. With none in flight it
        // answers at once, so the call runs on without leaving its context.
        if (ctx.kind === "mutation" && this.running.size > 1) {
          return new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.syscalls.asyncSyscall(live(), op, JSON.parse(json)));
        }
        return this.syscalls.asyncSyscall(live(), op, JSON.parse(json));
      },
      jsSyscall: (op, args) => this.syscalls.jsSyscall(live(), op, args),
      log: (method, args) => {
        const line = formatLine(LEVELS[method as keyof typeof LEVELS] ?? "LOG", args);
        ctx.logLines.push(line);
        ctx.printLog?.(line);
      },
      now: () => (deterministic ? ctx.startTime : Date.now()),
      random: ctx.random,
      randomBytes: ctx.randomBytes,
    };
  }

  /** A context for one call of a default-runtime function: fresh, or its module's kept one. */
  private contextFor(fn: ResolvedFunction, kind: ExecKind): { context: FunctionContext; keep: string | null } {
    const modules = this.modules!;
    const reuse = (kind === "query" || kind === "mutation") && modules.reuseContext.has(fn.module) ? `${kind}:${fn.module}` : null;
    const kept = reuse ? this.reusable.get(reuse) : undefined;
    if (kept && reuse) {
      this.reusable.delete(reuse);
      return { context: kept, keep: reuse };
    }
    return { context: this.freshContext(modules, kind, fn.module), keep: reuse };
  }

  /** A fresh context for a call of `path`'s module, from its kind's pool when one is ready. */
  private freshContext(modules: LoadedModules, kind: ExecKind, path: string): FunctionContext {
    // Actions and HTTP actions are held to their own limit by the caller (`withLimit`), as before.
    const limitMs = kind === "query" || kind === "mutation" ? this.executionLimitMs : TRANSACTION_LIMITS.actionMs;
    const key = `${kind}:${limitMs}`;
    let pool = this.pools.get(key);
    if (!pool) {
      pool = new ContextPool(() => this.makeContext(modules, kind, limitMs), POOL_SIZE[kind], () => this.transactions > 0);
      this.pools.set(key, pool);
    }
    const { context, pooled } = pool.take(path);
    if (pooled) this.stats.pooledContexts += 1;
    return context;
  }

  private async invoke(ctx: ExecContext, fn: ResolvedFunction, args: Value): Promise<Value> {
    if (!isPlainObject(args)) throw new CallError("ArgumentValidationError: The arguments to a Convex function must be an object.");
    const argsError = validate(fn.args, args, this.tableOf);
    if (argsError) throw new CallError(`ArgumentValidationError: ${argsError}`);
    const argsJson = JSON.stringify([convexToJson(args)]);
    if (argsJson.length > TRANSACTION_LIMITS.argumentBytes) throw new CallError(argumentsTooLarge(`${fn.udfPath.replace(":", ".js:")}`, argsJson.length));
    let out: string;
    try {
      out = fn.environment === "node" ? await this.invokeNode(ctx, fn, argsJson) : await this.invokeIsolate(ctx, fn, argsJson);
    } finally {
      ctx.finished = true;
    }
    if (out.length > TRANSACTION_LIMITS.returnValueBytes) throw new CallError(returnValueTooLarge(fn.udfPath.replace(":", ".js:"), out.length));
    const result = jsonToConvex(JSON.parse(out));
    if (fn.returns) {
      const returnsError = validate(fn.returns, result, this.tableOf);
      if (returnsError) throw new CallError(`ReturnsValidationError: ${returnsError}`);
    }
    return result;
  }

  private async invokeIsolate(ctx: ExecContext, fn: ResolvedFunction, argsJson: string): Promise<string> {
    const transaction = ctx.kind === "query" || ctx.kind === "mutation";
    if (transaction) this.transactions += 1;
    try {
      return await this.invokeIn(ctx, fn, argsJson);
    } finally {
      if (transaction && --this.transactions === 0) for (const pool of this.pools.values()) pool.fill();
    }
  }

  private async invokeIn(ctx: ExecContext, fn: ResolvedFunction, argsJson: string): Promise<string> {
    const { context, keep } = this.contextFor(fn, ctx.kind);
    context.bind(this.bindings(ctx));
    context.prepare(fn.module);
    const call = () => {
      const func = context.require(fn.module)[fn.exportName] as RegisteredFunction;
      if (fn.kind === "query") return func.invokeQuery!(argsJson);
      if (fn.kind === "mutation") return func.invokeMutation!(argsJson);
      return func.invokeAction!(ctx.requestId, argsJson);
    };
    try {
      const out = fn.kind === "action" ? await withLimit(call(), TRANSACTION_LIMITS.actionMs) : await context.run(call);
      if (keep && !context.dead) this.reusable.set(keep, context);
      return out;
    } finally {
      context.bind(null);
    }
  }

  /** A new context of the default runtime's bundle, or of the Node bundle. */
  private makeContext(modules: LoadedModules, kind: ExecKind, limitMs: number, node = false): FunctionContext {
    const code = node ? modules.nodeCode : modules.code;
    return new FunctionContext(code, { kind, node, env: this.env, limitMs, deployTime: modules.deployTime, deploySeed: modules.deploySeed });
  }

  private async invokeNode(ctx: ExecContext, fn: ResolvedFunction, argsJson: string): Promise<string> {
    const context = this.makeContext(this.modules!, "action", TRANSACTION_LIMITS.nodeActionMs, true);
    context.bind(this.bindings(ctx));
    try {
      const func = context.require(fn.module)[fn.exportName] as RegisteredFunction;
      return await withLimit(func.invokeAction!(ctx.requestId, argsJson), TRANSACTION_LIMITS.nodeActionMs);
    } finally {
      context.bind(null);
    }
  }

  private closeStreams(ctx: ExecContext): void {
    for (const stream of ctx.streams.values()) if (ctx.reads) stream.recordReads(ctx.reads);
    ctx.streams.clear();
  }

  private failure(ctx: ExecContext, e: unknown): Failure {
    const error = asError(e);
    let body: string;
    let errorData: JSONValue | undefined;
    if (isConvexError(e)) {
      const data = (e as { data: unknown }).data;
      errorData = typeof data === "string" ? (JSON.parse(data) as JSONValue) : convexToJson((data ?? null) as Value);
      body = `Uncaught ConvexError: ${error.message}`;
    } else if (e instanceof CallError || e instanceof ExecutionTimeout) {
      body = error.message;
      this.logSink?.(`[${PREFIX[ctx.kind]}(${ctx.udfPath})] ${body}`);
    } else {
      body = `Uncaught ${error.name || "Error"}: ${error.message}`;
      // The stack up to where the function was called; the runtime's own frames add nothing.
      const stack = (error.stack ?? body).split("\n");
      const own = stack.findIndex((line) => line.includes("/node_modules/convex/") || line.includes("/local-backend/engine/"));
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

  /**
   * Runs a mutation on its own pending writes and commits them if nothing it read has
   * changed since it started; otherwise runs it again, and fails as Convex does after the
   * last retry.
   */
  async runMutation(path: string, args: Value, opts: MutationOptions): Promise<MutationOutcome> {
    let conflict: LoggedCommit & { write: Write } = null!;
    for (let attempt = 0; attempt <= TRANSACTION_LIMITS.occRetries; attempt++) {
      if (attempt > 0) this.stats.retries += 1;
      if (opts.precondition && !opts.precondition()) return { ok: "skipped" };
      this.stats.mutations += 1;
      const ctx = this.newContext("mutation", path, opts);
      const pending = new PendingWrites(this.store);
      const reads = new ReadSet();
      Object.assign(ctx, { pending, view: pending, reads });
      const run = this.nextRun++;
      this.running.set(run, this.store.ts);
      const started = this.store.ts;
      try {
        let value: Value;
        try {
          // Mutations sent together are all in flight before any runs, so they interleave.
          await null;
          value = await this.invoke(ctx, this.resolve(path, "mutation", opts.fromClient), args);
          this.closeStreams(ctx);
        } catch (e) {
          this.closeStreams(ctx);
          // What it read may have changed under it: that failure is a conflict, not its own.
          const changed = this.conflictSince(started, reads);
          if (changed) {
            conflict = changed;
            await backoff(attempt);
            continue;
          }
          return this.failure(ctx, e);
        }
        const outcome = await this.lock.run((): MutationOutcome | LoggedCommit & { write: Write } => {
          const changed = this.conflictSince(started, reads);
          if (changed) return changed;
          if (opts.precondition && !opts.precondition()) return { ok: "skipped" };
          const tx = new Transaction();
          try {
            pending.applyTo(tx);
            opts.beforeCommit?.(tx);
            this.committing = path;
            const info = this.store.commit(tx, (ts) => opts.onCommit?.(ts, value));
            this.afterCommit(info);
            return { ok: true, value, logLines: ctx.logLines, ts: info.ts, retries: attempt };
          } catch (e) {
            this.store.rollback(tx);
            return this.failure(ctx, e);
          } finally {
            this.committing = null;
          }
        });
        if ("write" in outcome) {
          conflict = outcome;
          await backoff(attempt);
          continue;
        }
        return outcome;
      } finally {
        this.running.delete(run);
        this.pruneCommitLog();
      }
    }
    const ctx = this.newContext("mutation", path, opts);
    const table = conflict.write.table;
    return this.failure(ctx, new CallError(occFailure(table, conflict.write.id, conflict.writer, path)));
  }

  /** The first commit after `since` that wrote something `reads` depends on. */
  private conflictSince(since: bigint, reads: ReadSet): (LoggedCommit & { write: Write }) | null {
    for (const commit of this.commitLog) {
      if (commit.ts <= since) continue;
      const write = reads.overlap(this.store, commit.writes);
      if (write) return { ...commit, write };
    }
    return null;
  }

  private pruneCommitLog(): void {
    if (this.running.size === 0) {
      this.commitLog = [];
      return;
    }
    const oldest = [...this.running.values()].reduce((a, b) => (a < b ? a : b));
    if (this.commitLog.length > 0 && this.commitLog[0].ts <= oldest) this.commitLog = this.commitLog.filter((c) => c.ts > oldest);
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
    const modules = this.modules;
    const url = new URL(request.url);
    if (!modules?.hasHttp) return new Response("No matching routes found", { status: 404 });
    const ctx = this.newContext("http", `${request.method} ${url.pathname}`, opts);
    const context = this.freshContext(modules, "http", "http.js");
    context.bind(this.bindings(ctx));
    try {
      context.prepare("http.js");
      const router = context.require("http.js").default as { lookup(path: string, method: string): [RegisteredFunction, string, string] | null };
      const found = router.lookup(url.pathname, request.method) ?? (request.method === "HEAD" ? router.lookup(url.pathname, "GET") : null);
      if (!found) return new Response("No matching routes found", { status: 404 });
      return await found[0].invokeHttpAction!(request);
    } catch (e) {
      return new Response(this.failure(ctx, e).errorMessage, { status: 500 });
    } finally {
      context.bind(null);
    }
  }

  /** `ctx.runQuery` / `ctx.runMutation` inside a query or mutation: same transaction, its own context. */
  async runNested(parent: ExecContext, udfType: string, path: string, args: Value): Promise<string> {
    const kind = udfType === "mutation" ? "mutation" : "query";
    if (kind === "mutation" && parent.kind !== "mutation") throw new Error("`ctx.runMutation` can only be called from a mutation.");
    const fn = this.resolve(path, kind, false);
    const child = this.newContext(kind, fn.udfPath, { identity: parent.identity, authToken: parent.authToken, fromClient: false });
    Object.assign(child, { pending: parent.pending, view: parent.view, reads: parent.reads, logLines: parent.logLines, startTime: parent.startTime });
    const savepoint = parent.pending?.savepoint();
    try {
      const value = await this.invoke(child, fn, args);
      this.closeStreams(child);
      return JSON.stringify(convexToJson(value));
    } catch (e) {
      this.closeStreams(child);
      if (kind === "mutation" && savepoint) parent.pending!.rollback(savepoint);
      if (isConvexError(e) && typeof e.data === "string") throw Object.assign(new Error(e.message), { data: JSON.parse(e.data) });
      throw e;
    }
  }

  /** A small system transaction (uploads, job states, writes made by actions). */
  async transact<T>(fn: (tx: Transaction) => T): Promise<T> {
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
    if (this.running.size > 0) this.commitLog.push({ ts: info.ts, writes: info.writes, writer: this.committing });
    for (const listener of this.commitListeners) {
      try {
        listener(info);
      } catch (e) {
        this.logSink?.(`Commit listener failed: ${(e as Error).stack ?? String(e)}`);
      }
    }
  }
}

/** Convex's wait before running a conflicted mutation again: exponential, from 100 ms up to 2 s, jittered. */
function backoff(attempt: number): Promise<void> {
  if (attempt >= TRANSACTION_LIMITS.occRetries) return Promise.resolve();
  const ms = Math.min(2000, 100 * 2 ** attempt) * (0.5 + Math.random() / 2);
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Fails a call still running after `ms` (an action's limit) with Convex's text. */
async function withLimit<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ExecutionTimeout(timeoutMessage(ms))), ms);
  });
  try {
    return await Promise.race([promise, limit]);
  } finally {
    clearTimeout(timer);
  }
}
