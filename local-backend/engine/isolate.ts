// Convex's default runtime on V8 contexts: the bundle's modules are compiled once and every
// query, mutation, action and HTTP action evaluates its module graph in a fresh context with
// the globals Convex provides (frozen `Date`, seeded `Math.random`, no timers, no `fetch` and
// no Node globals in queries and mutations). Queries and mutations run with their own
// microtask queue, so a busy loop stops at Convex's execution limit like any other code.
import { createHash, randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { availableParallelism, loadavg } from "node:os";
import vm from "node:vm";
import { transform } from "esbuild";
import type { ExecKind } from "./context.ts";

export type CodeModule = { path: string; source: string };

/** What a context's globals reach on the host; swapped per call when a context is reused. */
export type CallBindings = {
  syscall(op: string, json: string): string;
  /** The result itself when it is ready at once: user code then goes on without leaving the context. */
  asyncSyscall(op: string, json: string): string | Promise<string>;
  jsSyscall(op: string, args: Record<string, unknown>): unknown;
  log(level: string, args: unknown[]): void;
  /** `Date.now()` during the call (frozen in queries and mutations). */
  now(): number;
  random(): number;
  /** Web Crypto randomness; seeded in queries and mutations, so `randomUUID` is deterministic too. */
  randomBytes(length: number): Uint8Array;
};

export class ExecutionTimeout extends Error {}

/** Convex's text when a function runs past its limit (`{:?}` of a Rust `Duration`). */
export function timeoutMessage(limitMs: number): string {
  const seconds = limitMs / 1000;
  return `Function execution timed out (maximum duration: ${Number.isInteger(seconds) ? `${seconds}s` : `${limitMs}ms`})`;
}

export function notAllowedInTransaction(description: string): Error {
  return new Error(
    `Can't use ${description} in queries and mutations. Please consider using an action. See https://docs.convex.dev/functions/actions for more details.`,
  );
}

/** A small seeded generator (sfc32); Convex seeds ChaCha12 per execution. */
export function seededRandom(seed: Uint8Array): () => number {
  const view = new DataView(seed.buffer, seed.byteOffset, 16);
  let a = view.getUint32(0);
  let b = view.getUint32(4);
  let c = view.getUint32(8);
  let d = view.getUint32(12) | 1;
  return () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

// Transformed module text by source hash, so a reload only transforms what changed.
let transformed = new Map<string, string>();

/** The bundle's modules, compiled once and run in as many contexts as calls need. */
export class ModuleCode {
  private constructor(
    private readonly scripts: Map<string, vm.Script>,
    /** Bytes of every module of the bundle, by path. */
    readonly sizes: Map<string, number>,
    /** The modules each module imports, by path. */
    readonly imports: Map<string, string[]>,
  ) {}

  /** Each ES module becomes a function of (exports, require, module) that a context can run. */
  static async compile(modules: CodeModule[]): Promise<ModuleCode> {
    const scripts = new Map<string, vm.Script>();
    const imports = new Map<string, string[]>();
    await Promise.all(
      modules.map(async ({ path, source }) => {
        const hash = createHash("sha1").update(source).digest("hex");
        let code = transformed.get(hash);
        if (code === undefined) code = (await transform(source, { format: "cjs", loader: "js", sourcefile: path, logLevel: "silent", supported: { "dynamic-import": false } })).code;
        transformed.set(hash, code);
        imports.set(path, [...code.matchAll(/\brequire\("([^"]+)"\)/g)].map((m) => resolvePath(path, m[1])));
        scripts.set(path, new vm.Script(`(function (exports, require, module) {${code}\n})`, { filename: `convex:/${path}` }));
      }),
    );
    if (transformed.size > 4 * modules.length + 1000) transformed = new Map([...transformed].slice(-modules.length));
    return new ModuleCode(scripts, new Map(modules.map((m) => [m.path, Buffer.byteLength(m.source)])), imports);
  }

  has(path: string): boolean {
    return this.scripts.has(path);
  }

  script(path: string): vm.Script {
    const script = this.scripts.get(path);
    if (!script) throw new Error(`Module ${path} is not in the bundle.`);
    return script;
  }

  /** Every module `path` loads, itself included. */
  graph(path: string): string[] {
    const seen = new Set<string>();
    const visit = (p: string) => {
      if (seen.has(p)) return;
      seen.add(p);
      for (const dep of this.imports.get(p) ?? []) if (this.scripts.has(dep)) visit(dep);
    };
    visit(path);
    return [...seen];
  }
}

function resolvePath(from: string, specifier: string): string {
  const parts = from.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

// Installs Convex's deterministic Date and Math.random over the context's own, keeping
// `instanceof Date` and subclasses working.
const SETUP = new vm.Script(`(function (hooks) {
  const OriginalDate = Date;
  const ConvexDate = function Date(...args) {
    if (new.target === undefined) return new OriginalDate(hooks.now()).toString();
    return Reflect.construct(OriginalDate, args.length === 0 ? [hooks.now()] : args, new.target);
  };
  ConvexDate.now = function now() { return hooks.now(); };
  ConvexDate.parse = OriginalDate.parse;
  ConvexDate.UTC = OriginalDate.UTC;
  ConvexDate.prototype = OriginalDate.prototype;
  Object.defineProperty(OriginalDate.prototype, "constructor", { value: ConvexDate, writable: true, configurable: true });
  globalThis.Date = ConvexDate;
  Math.random = function random() { return hooks.random(); };
  globalThis.self = globalThis;
})`);
const DRAIN = new vm.Script("undefined");
/** Wall-clock allowance per unit of CPU budget left, before code that never yields is stopped. */
const WATCHDOG_FACTOR = 4;
/** How long a call may wait on a promise of the platform (Web Crypto, a Blob) before it is failed. */
const HOST_WAIT_MS = 60_000;
const CORES = availableParallelism();
/** At most this much more wall-clock allowance on a loaded machine, so a runaway loop still stops within seconds. */
const MAX_STRETCH = 5;

/** The watchdog's allowance grows with the machine's load: a starved function is not a runaway one. */
function watchdogMs(cpuLeftMs: number): number {
  return Math.max(1, Math.ceil(cpuLeftMs * WATCHDOG_FACTOR * Math.min(MAX_STRETCH, Math.max(1, loadavg()[0] / CORES))));
}
const MAKE_PROMISE = new vm.Script("(executor) => new Promise(executor)");
const ENTER = new vm.Script("globalThis[Symbol.for('convex.enter')]()");

// Host classes shared with every context: one realm for binary data and the Web APIs that
// make it, so `instanceof Uint8Array` holds for what TextEncoder or Response return.
const SHARED_GLOBALS = [
  "ArrayBuffer", "SharedArrayBuffer", "DataView", "Uint8Array", "Uint8ClampedArray", "Int8Array", "Uint16Array", "Int16Array",
  "Uint32Array", "Int32Array", "Float32Array", "Float64Array", "BigInt64Array", "BigUint64Array",
  "TextEncoder", "TextDecoder", "TextEncoderStream", "TextDecoderStream", "URL", "URLSearchParams", "atob", "btoa",
  "Blob", "File", "FormData", "Headers", "Request", "Response", "Event", "EventTarget", "AbortController", "AbortSignal",
  "DOMException", "structuredClone", "ReadableStream", "ReadableStreamDefaultReader", "ReadableStreamBYOBReader",
  "WritableStream", "WritableStreamDefaultWriter", "TransformStream", "ByteLengthQueuingStrategy", "CountQueuingStrategy",
  "CryptoKey", "SubtleCrypto", "queueMicrotask",
] as const;

const hostRequire = createRequire(import.meta.url);

/**
 * `AsyncLocalStorage` as the default runtime offers it, kept to synchronous scopes: Node's own
 * would turn on async hooks, which a function stopped at its time limit leaves corrupted.
 */
class ScopedStorage<T> {
  private store: T | undefined;
  getStore(): T | undefined {
    return this.store;
  }
  run<R>(store: T, fn: (...args: unknown[]) => R, ...args: unknown[]): R {
    const outer = this.store;
    this.store = store;
    try {
      return fn(...args);
    } finally {
      this.store = outer;
    }
  }
  enterWith(store: T): void {
    this.store = store;
  }
  exit<R>(fn: (...args: unknown[]) => R, ...args: unknown[]): R {
    return this.run(undefined as T, fn, ...args);
  }
  disable(): void {
    this.store = undefined;
  }
}
class ScopedResource {
  constructor(readonly type: string) {}
  runInAsyncScope<R>(fn: (...args: unknown[]) => R, thisArg?: unknown, ...args: unknown[]): R {
    return fn.apply(thisArg, args);
  }
  bind<F extends (...args: unknown[]) => unknown>(fn: F): F {
    return fn;
  }
}

export type ContextOptions = {
  kind: ExecKind;
  /** A "use node" action: Node's globals and built-in modules, as in Node. */
  node?: boolean;
  env: Record<string, string>;
  /** Execution limit of user code, for queries and mutations. */
  limitMs: number;
  /** `Date.now()` and the random seed at import time: the deployment's, as on Convex. */
  deployTime: number;
  deploySeed: Uint8Array;
};

/** One V8 context: the module graph of one call (or of a module that reuses its context). */
export class FunctionContext {
  readonly context: vm.Context;
  private readonly modules = new Map<string, { exports: Record<string, unknown> }>();
  private readonly factories = new Map<string, (e: unknown, r: unknown, m: unknown) => void>();
  private bindings: CallBindings | null = null;
  private importing = false;
  /** CPU milliseconds of user code run so far in this call (queries and mutations). */
  userMs = 0;
  /** Milliseconds the runtime spent answering syscalls (wall time: cheap to read, and never less than their CPU time): not the function's own time. */
  private hostMs = 0;
  private failed: ((e: Error) => void) | null = null;
  /** A query or mutation is running in this context: its promise has not settled. */
  private running = false;
  private startedAt = 0;
  /** Host promises (syscalls) the running call awaits; each enters the context when it settles. */
  private waiting = 0;
  private poll: NodeJS.Timeout | null = null;
  dead = false;
  readonly deterministic: boolean;
  private readonly makePromise: <T>(executor: (resolve: (v: T) => void, reject: (e: unknown) => void) => void) => Promise<T>;

  constructor(
    private readonly code: ModuleCode,
    private readonly options: ContextOptions,
  ) {
    this.deterministic = options.kind === "query" || options.kind === "mutation";
    const importRandom = seededRandom(options.deploySeed);
    const call = () => {
      if (!this.bindings) throw new Error("The Convex runtime is not running a function in this context.");
      return this.bindings;
    };
    const now = () => (this.importing || !this.bindings ? options.deployTime : this.bindings.now());
    const random = () => (this.importing || !this.bindings ? importRandom() : this.bindings.random());
    const refuse = (description: string) => () => {
      throw notAllowedInTransaction(description);
    };
    const hostTimers = { setTimeout, setInterval, clearTimeout, clearInterval };
    const globals: Record<string, unknown> = {};
    for (const name of SHARED_GLOBALS) if (name in globalThis) globals[name] = (globalThis as Record<string, unknown>)[name];
    Object.assign(globals, {
      Convex: {
        syscall: (op: string, json: string) => call().syscall(op, json),
        asyncSyscall: (op: string, json: string) => this.settle(() => call().asyncSyscall(op, json)),
        jsSyscall: (op: string, args: Record<string, unknown>) => call().jsSyscall(op, args),
      },
      console: Object.fromEntries(
        ["log", "info", "warn", "error", "debug"].map((level) => [level, (...args: unknown[]) => this.bindings?.log(level, args)]),
      ),
      process: { env: envProxy(options.env) },
      crypto: {
        subtle: this.deterministic ? this.settling(crypto.subtle) : crypto.subtle,
        getRandomValues: <T extends ArrayBufferView | null>(array: T): T => {
          if (array) new Uint8Array(array.buffer, array.byteOffset, array.byteLength).set(call().randomBytes(array.byteLength));
          return array;
        },
        randomUUID: () => uuidFrom(call().randomBytes(16)),
      },
      performance: performanceFor(options, () => this.bindings),
      AsyncLocalStorage: ScopedStorage,
      AsyncResource: ScopedResource,
      fetch: this.deterministic ? refuse("fetch()") : (...args: Parameters<typeof fetch>) => fetch(...args),
      setTimeout: this.deterministic ? refuse("setTimeout") : hostTimers.setTimeout,
      setInterval: this.deterministic ? refuse("setInterval") : hostTimers.setInterval,
      clearTimeout: hostTimers.clearTimeout,
      clearInterval: hostTimers.clearInterval,
    });
    if (options.node) {
      const env = { ...process.env, ...options.env };
      Object.assign(globals, {
        Buffer,
        process: new Proxy(process, { get: (target, key) => (key === "env" ? env : Reflect.get(target, key)) }),
        setImmediate,
        clearImmediate,
        crypto: globalThis.crypto,
        performance,
      });
    }
    this.context = vm.createContext(globals, this.deterministic ? { microtaskMode: "afterEvaluate" } : {});
    if (options.node) (this.context as Record<string, unknown>).global = this.context;
    (SETUP.runInContext(this.context) as (hooks: unknown) => void)({ now, random });
    this.makePromise = MAKE_PROMISE.runInContext(this.context) as FunctionContext["makePromise"];
  }

  /** A host object whose methods return promises, handed out so that they resume the context. */
  private settling<T extends object>(target: T): T {
    return new Proxy(target, {
      get: (t, key) => {
        const value = Reflect.get(t, key, t) as unknown;
        return typeof value === "function" ? (...args: unknown[]) => this.settle(() => (value as (...a: unknown[]) => unknown).apply(t, args)) : value;
      },
    });
  }

  /** Points the context's globals at one call. */
  bind(bindings: CallBindings | null): void {
    this.bindings = bindings;
    this.userMs = 0;
    this.hostMs = 0;
  }

  /**
   * Makes the module functions of `path`'s graph ahead of running any of them, so no script
   * (and no microtask checkpoint) starts in the middle of user code.
   */
  prepare(path: string): void {
    for (const p of this.code.graph(path)) this.factory(p);
  }

  private factory(path: string) {
    let factory = this.factories.get(path);
    if (!factory) {
      factory = this.code.script(path).runInContext(this.context) as (e: unknown, r: unknown, m: unknown) => void;
      this.factories.set(path, factory);
    }
    return factory;
  }

  /** The exports of a bundle module, evaluating it (and what it imports) on first use. */
  require(path: string): Record<string, unknown> {
    const loaded = this.modules.get(path);
    if (loaded) return loaded.exports;
    const module = { exports: {} as Record<string, unknown> };
    const factory = this.factory(path);
    this.modules.set(path, module);
    const outer = this.importing;
    this.importing = true;
    try {
      factory(module.exports, (specifier: string) => this.resolveImport(path, specifier), module);
    } catch (e) {
      this.modules.delete(path);
      throw e;
    } finally {
      this.importing = outer;
    }
    return module.exports;
  }

  private resolveImport(from: string, specifier: string): unknown {
    if (specifier.startsWith(".")) {
      const path = resolvePath(from, specifier);
      // Convex loads modules only while importing: `import()` of a new one inside a running
      // query or mutation fails.
      if (this.deterministic && !this.importing && !this.modules.has(path)) {
        throw new Error(`Can't dynamically import "${path}" in a query or mutation`);
      }
      return this.require(path);
    }
    if (this.options.node) return hostRequire(specifier);
    throw new Error(`Cannot find module "${specifier}" from ${from}.`);
  }

  /**
   * Runs `start` (which evaluates modules and calls the function) as user code and resolves
   * with its promise. Queries and mutations count their time and stop at the limit.
   */
  run<T>(start: () => Promise<T>): Promise<T> {
    if (!this.deterministic) return start();
    return new Promise<T>((resolve, reject) => {
      const done = () => {
        this.running = false;
        if (this.poll) clearTimeout(this.poll);
        this.poll = null;
      };
      this.failed = (e) => (done(), reject(e));
      this.running = true;
      this.startedAt = performance.now();
      const key = Symbol.for("convex.enter");
      (this.context as Record<symbol, unknown>)[key] = () => {
        start().then(
          (value) => (done(), resolve(value)),
          (e: unknown) => (done(), reject(e)),
        );
      };
      try {
        this.enter(ENTER);
      } catch (e) {
        done();
        reject(e);
      } finally {
        delete (this.context as Record<symbol, unknown>)[key];
      }
      this.watch();
    });
  }

  /**
   * A call still running with no syscall to wait for awaits a promise of the host (Web Crypto,
   * a Blob): its continuation sits in the context's own queue, so the context is entered
   * again shortly, until the call settles or its wall-clock allowance runs out.
   */
  private watch(): void {
    if (!this.running || this.dead || this.waiting > 0 || this.poll) return;
    this.poll = setTimeout(() => {
      this.poll = null;
      if (!this.running) return;
      if (performance.now() - this.startedAt > HOST_WAIT_MS) {
        this.dead = true;
        this.failed?.(new ExecutionTimeout(timeoutMessage(this.options.limitMs)));
        return;
      }
      this.drain();
    }, 1);
  }

  private drain(): void {
    try {
      this.enter(DRAIN);
    } catch {
      // The call has already failed with the timeout.
    }
    this.watch();
  }

  /**
   * Runs a script, then the context's queued microtasks, within what is left of the limit.
   * The limit counts CPU time, so a machine shared with other work does not stop functions
   * early; a wall-clock watchdog at a multiple of what is left (more on a loaded machine) stops
   * code that never yields.
   */
  private enter(script: vm.Script): void {
    if (this.dead) return;
    const left = this.options.limitMs - this.userMs;
    const cpu = process.cpuUsage();
    const hostBefore = this.hostMs;
    try {
      script.runInContext(this.context, { timeout: watchdogMs(left) });
    } catch (e) {
      if ((e as { code?: string }).code !== "ERR_SCRIPT_EXECUTION_TIMEOUT") throw e;
      this.userMs = this.options.limitMs;
    } finally {
      const used = process.cpuUsage(cpu);
      this.userMs += Math.max(0, (used.user + used.system) / 1000 - (this.hostMs - hostBefore));
    }
    if (this.userMs >= this.options.limitMs) {
      this.dead = true;
      const error = new ExecutionTimeout(timeoutMessage(this.options.limitMs));
      this.failed?.(error);
      throw error;
    }
  }

  /**
   * A syscall's result as a promise of the context's own realm. A result ready at once
   * settles it immediately, so the code awaiting it runs in the same entry (one watchdog per
   * call, not one per database read); a host promise re-enters the context once it settles
   * (the context's microtasks only run when the runtime enters it).
   */
  private settle<T>(start: () => T | Promise<T>): Promise<T> {
    let result: T | Promise<T>;
    const began = this.deterministic ? performance.now() : null;
    try {
      result = start();
    } catch (e) {
      return this.deterministic ? this.makePromise<T>((_, reject) => reject(e)) : Promise.reject(e as Error);
    } finally {
      if (began !== null) this.hostMs += performance.now() - began;
    }
    if (!(result instanceof Promise)) return this.deterministic ? this.makePromise<T>((resolve) => resolve(result)) : Promise.resolve(result);
    if (!this.deterministic) return result;
    const promise = result;
    this.waiting += 1;
    return this.makePromise<T>((resolve, reject) => {
      promise.then(
        (value) => (this.waiting--, resolve(value), this.drain()),
        (error) => (this.waiting--, reject(error), this.drain()),
      );
    });
  }
}

/** Fresh contexts kept ready per kind: a mutation and the queries it re-runs take them in a burst. */
export const POOL_SIZE: Record<ExecKind, number> = { query: 3, mutation: 2, action: 1, http: 1 };
/** Modules whose functions a pooled context has made ahead, the most recently called first. */
const HOT_MODULES = 8;

/**
 * Never-used contexts of one kind, made while no query or mutation is running, so a call does
 * not pay for creating its context. A pooled context holds its globals and its module
 * functions, made but not run: no module has been evaluated in it, and it is handed out once.
 */
export class ContextPool {
  private readonly ready: FunctionContext[] = [];
  private readonly hot: string[] = [];
  private filling = false;
  private dropped = false;

  constructor(
    private readonly make: () => FunctionContext,
    private readonly size: number,
    /** A query or mutation is running: making a context now would delay it. */
    private readonly busy: () => boolean,
  ) {}

  /** A fresh context for a call of `path`'s module: a pooled one when one is ready. */
  take(path: string): { context: FunctionContext; pooled: boolean } {
    this.hot.splice(0, this.hot.length, path, ...this.hot.filter((p) => p !== path).slice(0, HOT_MODULES - 1));
    const ready = this.ready.shift();
    this.fill();
    return ready ? { context: ready, pooled: true } : { context: this.make(), pooled: false };
  }

  /** Refills the pool one context per turn of the event loop, while the backend is idle. */
  fill(): void {
    if (this.filling || this.dropped || this.ready.length >= this.size) return;
    this.filling = true;
    setImmediate(() => {
      this.filling = false;
      if (this.dropped || this.busy() || this.ready.length >= this.size) return;
      const context = this.make();
      for (const path of this.hot) context.prepare(path);
      this.ready.push(context);
      this.fill();
    });
  }

  /** Lets the contexts go (the code was redeployed); the pool makes no more. */
  drop(): void {
    this.dropped = true;
    this.ready.length = 0;
  }
}

function envProxy(env: Record<string, string>): Record<string, string | undefined> {
  return new Proxy({} as Record<string, string | undefined>, {
    get: (_t, key) => (typeof key === "string" && Object.hasOwn(env, key) ? env[key] : undefined),
    has: (_t, key) => typeof key === "string" && Object.hasOwn(env, key),
    ownKeys: () => Object.keys(env),
    getOwnPropertyDescriptor: (_t, key) =>
      typeof key === "string" && Object.hasOwn(env, key) ? { value: env[key], writable: false, enumerable: true, configurable: true } : undefined,
  });
}

function uuidFrom(bytes: Uint8Array): string {
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Buffer.from(bytes).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** `performance.now()`: fixed in queries, advancing in mutations; `timeOrigin` is the deployment's. */
function performanceFor(options: ContextOptions, bindings: () => CallBindings | null) {
  if (!(options.kind === "query" || options.kind === "mutation")) return performance;
  return {
    timeOrigin: options.deployTime,
    now: () => {
      const call = bindings();
      if (!call) return 0;
      return options.kind === "query" ? call.now() - options.deployTime : Date.now() - options.deployTime;
    },
  };
}

/** A fresh random seed for one execution. */
export function newSeed(): Uint8Array {
  return new Uint8Array(randomBytes(32));
}
