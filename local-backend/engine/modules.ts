// Loads the functions of a convex/ folder: esbuild bundles the folder's own code into one
// ES module (packages stay external and load from node_modules, shared with the runtime),
// which is imported natively. Every reload writes a new bundle, so edits take effect.
import { build, type Plugin } from "esbuild";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire, isBuiltin } from "node:module";
import { join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { checkRegisteredFunction, type RegisteredFunction } from "./compat.ts";
import type { ValidatorJson } from "./validator.ts";

export type FunctionKind = "query" | "mutation" | "action";
export type ResolvedFunction = {
  udfPath: string;
  kind: FunctionKind;
  visibility: "public" | "internal";
  args: ValidatorJson;
  returns: ValidatorJson | null;
  func: RegisteredFunction;
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

const nativeImport = createRequire(import.meta.url)("./native-import.cjs") as (url: string) => Promise<Record<string, unknown>>;

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

/** Keeps packages out of the bundle, pointing at the exact file Node would load. */
const externalPackages: Plugin = {
  name: "external-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData?.inner || args.path.startsWith("/")) return undefined;
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      const resolved = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { inner: true } });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      const inPackage = resolved.path.includes(`${sep}node_modules${sep}`);
      if (!inPackage || resolved.path.endsWith(".json")) return { path: resolved.path };
      return { path: pathToFileURL(resolved.path).href, external: true };
    });
  },
};

export class LoadedModules {
  private constructor(
    readonly modules: Map<string, Record<string, unknown>>,
    readonly authProviders: AuthProvider[],
  ) {}

  static async load(convexDir: string, outDir: string, runInEnv: <T>(fn: () => Promise<T>) => Promise<T>): Promise<LoadedModules> {
    const files = listModules(convexDir);
    const authConfig = ["auth.config.ts", "auth.config.js"].find((f) => existsSync(join(convexDir, f)));
    const imports = files.map((f, i) => `import * as m${i} from ${JSON.stringify("./" + f)};`);
    const entries = files.map((f, i) => `${JSON.stringify(f.replace(/\.[^.]+$/, ""))}: m${i}`);
    const contents = [
      ...imports,
      authConfig ? `import authConfig from ${JSON.stringify("./" + authConfig)};` : "const authConfig = undefined;",
      `export const modules = {${entries.join(", ")}};`,
      "export { authConfig };",
    ].join("\n");
    mkdirSync(outDir, { recursive: true });
    const outFile = join(outDir, `functions-${Date.now()}-${Math.random().toString(36).slice(2, 8)}.mjs`);
    const result = await build({
      outfile: outFile,
      stdin: { contents, resolveDir: convexDir, sourcefile: "convex-modules.js", loader: "js" },
      bundle: true,
      write: false,
      format: "esm",
      platform: "node",
      target: "node20",
      sourcemap: "inline",
      jsx: "automatic",
      logLevel: "silent",
      plugins: [externalPackages],
    });
    writeFileSync(outFile, result.outputFiles.find((f) => f.path.endsWith(".mjs"))!.contents);
    try {
      const bundle = await runInEnv(() => nativeImport(pathToFileURL(outFile).href));
      const modules = new Map(Object.entries(bundle.modules as Record<string, Record<string, unknown>>));
      checkModules(modules);
      const config = bundle.authConfig as { providers?: AuthProvider[] } | undefined;
      return new LoadedModules(modules, config?.providers ?? []);
    } finally {
      rmSync(outFile, { force: true });
    }
  }

  /** Finds a function by its path ("dir/module:export"; no export name means `default`). */
  resolve(udfPath: string): ResolvedFunction | null {
    const colon = udfPath.lastIndexOf(":");
    const modulePath = (colon === -1 ? udfPath : udfPath.slice(0, colon)).replace(/\.(js|ts)$/, "");
    const exportName = colon === -1 ? "default" : udfPath.slice(colon + 1);
    const mod = this.modules.get(modulePath);
    const func = mod && Object.hasOwn(mod, exportName) ? (mod[exportName] as RegisteredFunction) : undefined;
    if (!func || (typeof func !== "function" && typeof func !== "object")) return null;
    const kind: FunctionKind | null = func.isQuery ? "query" : func.isMutation ? "mutation" : func.isAction ? "action" : null;
    if (!kind || !func.exportArgs) return null;
    const returns = func.exportReturns ? (JSON.parse(func.exportReturns()) as ValidatorJson | null) : null;
    return {
      udfPath: `${modulePath}:${exportName}`,
      kind,
      visibility: func.isInternal ? "internal" : "public",
      args: JSON.parse(func.exportArgs()) as ValidatorJson,
      returns,
      func,
    };
  }

  get schema(): SchemaJson | null {
    const schema = this.modules.get("schema")?.default as { export?: () => string } | undefined;
    return schema?.export ? (JSON.parse(schema.export()) as SchemaJson) : null;
  }

  get crons(): Record<string, CronSpec> {
    const crons = this.modules.get("crons")?.default as { crons?: Record<string, CronSpec> } | undefined;
    return crons?.crons ?? {};
  }

  get http(): HttpRouterLike | null {
    const router = this.modules.get("http")?.default as HttpRouterLike | undefined;
    return router?.isRouter ? router : null;
  }
}

/** Fails loudly if `convex/server` no longer gives functions the methods the runtime calls. */
function checkModules(modules: Map<string, Record<string, unknown>>): void {
  for (const [path, exports] of modules) {
    for (const [name, value] of Object.entries(exports)) {
      if ((typeof value === "function" || typeof value === "object") && value !== null) {
        checkRegisteredFunction(`${path}:${name}`, value as RegisteredFunction);
      }
    }
  }
  const router = modules.get("http")?.default as { getRoutes?: () => [string, string, RegisteredFunction][] } | undefined;
  for (const [path, method, handler] of router?.getRoutes?.() ?? []) checkRegisteredFunction(`${method} ${path}`, handler);
}

/** Removes bundles left by a process that was killed. */
export function cleanBundles(outDir: string): void {
  rmSync(outDir, { recursive: true, force: true });
}
