// Import cycles that ESLint's no-cycle rule cannot see: it skips type-only imports.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";

export type ImportGraph = Map<string, string[]>;

const IMPORT = /^\s*(?:import|export)\b[^;]*?\bfrom\s+"(\.{1,2}\/[^"]+)"/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "_generated" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every relative import (type-only ones included) of the TypeScript files under `dir`. */
export function importGraph(root: string, dir: string): ImportGraph {
  const files = sourceFiles(join(root, dir)).map((f) => relative(root, f));
  const known = new Set(files);
  const resolve = (from: string, spec: string) => {
    const base = normalize(join(dirname(from), spec)).replace(/\.js$/, "");
    return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((candidate) => known.has(candidate));
  };
  return new Map(
    files.map((file) => {
      const text = readFileSync(join(root, file), "utf8");
      const targets = [...text.matchAll(IMPORT)].map((m) => resolve(file, m[1])).filter((t): t is string => t !== undefined);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Each cycle once, as the files along it. */
export function importCycles(graph: ImportGraph): string[][] {
  const cycles = new Map<string, string[]>();
  const visit = (file: string, path: string[]) => {
    for (const next of graph.get(file) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const cycle = path.slice(at);
        const key = [...cycle].sort().join(" ");
        if (!cycles.has(key)) cycles.set(key, cycle);
      } else if (path.length < 12) {
        visit(next, [...path, next]);
      }
    }
  };
  for (const file of graph.keys()) visit(file, [file]);
  return [...cycles.values()];
}
