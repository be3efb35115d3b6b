// Loads the functions of a convex/ folder the way `npx convex deploy` ships them: esbuild with
// the options of the Convex CLI's bundler (browser platform, the "convex" and "module"
// conditions, one ES module per entry point with shared chunks in `_deps/`), "use node" files
// bundled apart for Node. Both run in V8 contexts (isolate.ts), the Node one with Node's
// globals and built-in modules. Loading analyses every module once, as a
// push does, to learn its functions, the schema, the crons and the auth providers.
import { build, type Metafile, type Plugin } from "esbuild";
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { checkRegisteredFunction, type RegisteredFunction } from "./compat.ts";
import { FunctionContext, ModuleCode, newSeed, type CodeModule } from "./isolate.ts";
import type { ValidatorJson } from "./validator.ts";

export type FunctionKind = "query" | "mutation" | "action";
export type Environment = "isolate" | "node";
export type ResolvedFunction = {
  udfPath: string;
  kind: FunctionKind;
  visibility: "public" | "internal";
  args: ValidatorJson;
  returns: ValidatorJson | null;
  /** The bundle module that defines it, e.g. `ai/reply.js`. */
  module: string;
  exportName: string;
  environment: Environment;
};
export type HttpRouterLike = { isRouter: true; lookup(path: string, method: string): [RegisteredFunction, string, string] | null };
export type SchemaJson = {
  tables: {
    tableName: string;
    indexes: { indexDescriptor: string; fields: string[] }[];
    searchIndexes?: { indexDescriptor: string; searchField: string; filterFields: string[] }[];
    documentType: ValidatorJson | null;
  }[];
  schemaValidation: boolean;
};
export type CronSpec = { name: string; args: unknown[]; schedule: Record<string, unknown> & { type: string } };
export type AuthProvider = Record<string, unknown>;

/** Function modules: every .ts/.js file except _generated/, dotfiles and multi-dot names (x.test.ts, auth.config.ts). */
export function listModules(convexDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith(".") || entry.name.startsWith("#")) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "_generated" && entry.name !== "node_modules" && entry.name !== "_deps") walk(full);
      } else if (/^[^.]+\.(ts|tsx|js|jsx|mjs|cjs)$/.test(entry.name)) {
        found.push(relative(convexDir, full).split(sep).join("/"));
      }
    }
  };
  walk(convexDir);
  return found.sort();
}

/** A file whose directive prologue says "use node" (the CLI's rule). */
function usesNode(source: string): boolean {
  const body = source.replace(/^(\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/, "");
  return /^["']use node["'];?\s*$/m.test(body.split("\n")[0] ?? "");
}

/** The CLI's entry points: function modules other than the schema and files with spaces, by runtime. */
export function entryPoints(convexDir: string): { isolate: string[]; node: string[] } {
  const isolate: string[] = [];
  const node: string[] = [];
  for (const file of listModules(convexDir)) {
    if (/^schema\.[jt]s$/.test(file) || file.includes(" ")) continue;
    const source = readFileSync(join(convexDir, file), "utf8");
    if (/\.tsx?$/.test(file) && !/^\s{0,100}(import|export)/m.test(source)) continue;
    (usesNode(source) ? node : isolate).push(file);
  }
  return { isolate, node };
}

// The plugins of the CLI's bundler: `server-only` is an empty module; `.wasm` imports
// become compiled WebAssembly modules; `async_hooks` is the runtime's global.
const serverOnly: Plugin = {
  name: "convex-server-only",
  setup(b) {
    b.onResolve({ filter: /^server-only$/ }, (args) => ({ path: args.path, namespace: "server-only-stub" }));
    b.onLoad({ filter: /.*/, namespace: "server-only-stub" }, () => ({ contents: "", loader: "js" }));
  },
};
const asyncHooksShim: Plugin = {
  name: "convex-async-hooks-shim",
  setup(b) {
    b.onResolve({ filter: /^(node:)?async_hooks$/ }, (args) => ({ path: args.path, namespace: "async-hooks-shim" }));
    b.onLoad({ filter: /.*/, namespace: "async-hooks-shim" }, () => ({
      contents: "export const AsyncLocalStorage = globalThis.AsyncLocalStorage;\nexport const AsyncResource = globalThis.AsyncResource;\nexport default { AsyncLocalStorage, AsyncResource };",
      loader: "js",
    }));
  },
};
const wasm: Plugin = {
  name: "convex-wasm",
  setup(b) {
    b.onResolve({ filter: /\.wasm$/ }, (args) => {
      if (args.namespace === "wasm-stub") return { path: args.path, namespace: "wasm-binary" };
      if (args.resolveDir === "") return undefined;
      return { path: join(args.resolveDir, args.path), namespace: "wasm-stub" };
    });
    b.onLoad({ filter: /.*/, namespace: "wasm-stub" }, (args) => ({
      contents: `import wasm from ${JSON.stringify(args.path)}\nexport default new WebAssembly.Module(wasm)`,
    }));
    b.onLoad({ filter: /.*/, namespace: "wasm-binary" }, (args) => ({ contents: readFileSync(args.path), loader: "binary" }));
  },
};

export type BuiltBundle = { modules: CodeModule[]; metafile: Metafile };

/** esbuild with the options of the Convex CLI's bundler (`convex/dist/esm/bundler`). */
export async function bundleForConvex(
  convexDir: string,
  entries: string[],
  platform: "browser" | "node",
  splitting = true,
): Promise<BuiltBundle> {
  if (entries.length === 0) return { modules: [], metafile: { inputs: {}, outputs: {} } };
  const outdir = join(convexDir, "out");
  const result = await build({
    entryPoints: entries.map((e) => join(convexDir, e)),
    bundle: true,
    platform,
    format: "esm",
    target: "esnext",
    jsx: "automatic",
    outdir,
    outbase: convexDir,
    conditions: ["convex", "module"],
    plugins: platform === "browser" ? [asyncHooksShim, serverOnly, wasm] : [serverOnly, wasm],
    write: false,
    sourcemap: false,
    splitting,
    chunkNames: platform === "node" ? "_deps/node/[hash]" : "_deps/[hash]",
    treeShaking: true,
    minifySyntax: true,
    minifyIdentifiers: true,
    minifyWhitespace: false,
    keepNames: true,
    define: { "process.env.NODE_ENV": '"production"' },
    metafile: true,
    logLevel: "silent",
  });
  const modules = result.outputFiles.map((f) => ({ path: relative(outdir, f.path).split(sep).join("/"), source: f.text }));
  return { modules, metafile: result.metafile };
}

/** Plain host data from a value made in a context (one realm for what the runtime keeps). */
function hostData<T>(value: unknown): T {
  return value === undefined ? (undefined as T) : (JSON.parse(JSON.stringify(value)) as T);
}

export class LoadedModules {
  /** `Date.now()` and the random seed at import time, fixed at load as at a deployment. */
  readonly deployTime = Date.now();
  readonly deploySeed = newSeed();

  private constructor(
    readonly code: ModuleCode,
    /** The "use node" bundle. */
    readonly nodeCode: ModuleCode,
    readonly functions: Map<string, ResolvedFunction>,
    /** Modules that export `experimental_reuseContext = true`. */
    readonly reuseContext: Set<string>,
    readonly schema: SchemaJson | null,
    readonly crons: Record<string, CronSpec>,
    readonly authProviders: AuthProvider[],
    readonly hasHttp: boolean,
    /** Entry modules of the default runtime, as deployed. */
    readonly entries: string[],
    /** The source files the default-runtime bundle was built from (paths relative to the project). */
    readonly inputs: string[],
  ) {}

  static async load(convexDir: string, env: Record<string, string> = {}): Promise<LoadedModules> {
    const { isolate, node } = entryPoints(convexDir);
    const schemaFile = ["schema.ts", "schema.js"].find((f) => existsSync(join(convexDir, f)));
    const authConfig = ["auth.config.ts", "auth.config.js"].find((f) => existsSync(join(convexDir, f)));
    const { main, code, nodeCode } = await compiled(convexDir, isolate, node, schemaFile, authConfig);

    const analysis = new FunctionContext(code, { kind: "action", env, limitMs: Infinity, deployTime: Date.now(), deploySeed: newSeed() });
    const functions = new Map<string, ResolvedFunction>();
    const reuseContext = new Set<string>();
    const entries = isolate.map(jsPath);
    for (const module of entries) {
      const exports = analysis.require(module);
      if (exports.experimental_reuseContext === true) reuseContext.add(module);
      collectFunctions(module, exports, "isolate", functions);
    }

    const nodeAnalysis = new FunctionContext(nodeCode, { kind: "action", node: true, env, limitMs: Infinity, deployTime: Date.now(), deploySeed: newSeed() });
    for (const module of node.map(jsPath)) collectFunctions(module, nodeAnalysis.require(module), "node", functions);

    const schemaDefault = schemaFile ? (analysis.require("schema.js").default as { export?: () => string } | undefined) : undefined;
    const schema = schemaDefault?.export ? (JSON.parse(schemaDefault.export()) as SchemaJson) : null;
    const cronsDefault = entries.includes("crons.js") ? (analysis.require("crons.js").default as { crons?: unknown } | undefined) : undefined;
    const auth = authConfig ? (analysis.require("auth.config.js").default as { providers?: unknown } | undefined) : undefined;
    const router = entries.includes("http.js") ? (analysis.require("http.js").default as { isRouter?: boolean; getRoutes?: () => [string, string, RegisteredFunction][] } | undefined) : undefined;
    for (const [path, method, handler] of router?.getRoutes?.() ?? []) checkRegisteredFunction(`${method} ${path}`, handler);
    return new LoadedModules(
      code,
      nodeCode,
      functions,
      reuseContext,
      schema,
      hostData<Record<string, CronSpec>>(cronsDefault?.crons) ?? {},
      hostData<AuthProvider[]>(auth?.providers) ?? [],
      router?.isRouter === true,
      entries,
      Object.keys(main.metafile.inputs),
    );
  }

  /** Finds a function by its path ("dir/module:export"; no export name means `default`). */
  resolve(udfPath: string): ResolvedFunction | null {
    const colon = udfPath.lastIndexOf(":");
    const modulePath = (colon === -1 ? udfPath : udfPath.slice(0, colon)).replace(/\.(js|ts)$/, "");
    const exportName = colon === -1 ? "default" : udfPath.slice(colon + 1);
    return this.functions.get(`${modulePath}:${exportName}`) ?? null;
  }
}

type Compiled = { main: BuiltBundle; code: ModuleCode; nodeCode: ModuleCode };
// The last build of each folder with the state of its files: a restart in the same process,
// or a reload with nothing changed, does not bundle again.
const builds = new Map<string, { signature: string; compiled: Compiled }>();

function folderSignature(dir: string): string {
  const parts: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      if (entry.name === "node_modules") continue;
      const full = join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const stat = statSync(full);
        parts.push(`${full}:${stat.mtimeMs}:${stat.size}`);
      }
    }
  };
  walk(dir);
  return parts.join("\n");
}

async function compiled(convexDir: string, isolate: string[], node: string[], schemaFile?: string, authConfig?: string): Promise<Compiled> {
  const signature = folderSignature(convexDir);
  const cached = builds.get(convexDir);
  if (cached?.signature === signature) return cached.compiled;
  const [main, nodeBuild, schemaBuild, authBuild] = await Promise.all([
    bundleForConvex(convexDir, isolate, "browser"),
    bundleForConvex(convexDir, node, "node"),
    bundleForConvex(convexDir, schemaFile ? [schemaFile] : [], "browser"),
    bundleForConvex(convexDir, authConfig ? [authConfig] : [], "browser", false),
  ]);
  const all = new Map<string, CodeModule>();
  for (const m of [...main.modules, ...schemaBuild.modules, ...authBuild.modules]) all.set(m.path, m);
  const result = { main, code: await ModuleCode.compile([...all.values()]), nodeCode: await ModuleCode.compile(nodeBuild.modules) };
  builds.set(convexDir, { signature, compiled: result });
  return result;
}

function jsPath(file: string): string {
  return file.replace(/\.[^./]+$/, ".js");
}

function collectFunctions(module: string, exports: Record<string, unknown>, environment: Environment, into: Map<string, ResolvedFunction>): void {
  const modulePath = module.replace(/\.js$/, "");
  for (const [exportName, value] of Object.entries(exports)) {
    if ((typeof value !== "function" && typeof value !== "object") || value === null) continue;
    const func = value as RegisteredFunction;
    checkRegisteredFunction(`${modulePath}:${exportName}`, func);
    const kind: FunctionKind | null = func.isQuery ? "query" : func.isMutation ? "mutation" : func.isAction ? "action" : null;
    if (!kind || !func.exportArgs) continue;
    if (environment === "node" && kind !== "action") {
      throw new Error(`${modulePath}:${exportName} is a ${kind}, but "use node" files may only define actions.`);
    }
    const returns = func.exportReturns ? (JSON.parse(func.exportReturns()) as ValidatorJson | null) : null;
    into.set(`${modulePath}:${exportName}`, {
      udfPath: `${modulePath}:${exportName}`,
      kind,
      visibility: func.isInternal ? "internal" : "public",
      args: JSON.parse(func.exportArgs()) as ValidatorJson,
      returns,
      module,
      exportName,
      environment,
    });
  }
}

/** Removes bundles left by a process that was killed. */
export function cleanBundles(outDir: string): void {
  rmSync(outDir, { recursive: true, force: true });
}
