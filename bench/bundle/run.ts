// Prints the gzipped JavaScript each route needs on first load: the entry chunk plus the
// route's lazy chunk and everything they import statically. Run: npx tsx bench/bundle/run.ts
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] };

const outDir = "dist";
const APP_START = "src/app/start.tsx";
if (!process.argv.includes("--no-build")) {
  execSync("npx vite build --manifest", { stdio: "inherit" });
}
const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8"));

function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const gzipSize = (file: string) => gzipSync(readFileSync(join(outDir, file))).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const closureBytes = (keys: Set<string>) => [...keys].reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error("No entry chunk in the manifest");
// The starter alone is all a reader of a prerendered public page loads; the app itself
// (src/app/start.tsx) follows at their first activity, and at once on every other screen.
const starter = staticClosure(entryKey);
console.log(`starter (prerendered page, read only)     ${kb(closureBytes(starter))}`);
const entry = staticClosure(APP_START, new Set(starter));
console.log(`entry and app (every route)               ${kb(closureBytes(entry))}`);

const routes = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && key.startsWith("src/features/"));
for (const key of routes.sort()) {
  const closure = staticClosure(key, new Set(entry));
  const bytes = [...closure].reduce((sum, k) => sum + gzipSize(manifest[k].file), 0);
  console.log(`${key.padEnd(42)} ${kb(bytes)}`);
}
