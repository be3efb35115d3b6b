// Prints the gzipped JavaScript each route needs on first load: the entry chunk plus the
// route's lazy chunk and everything they import statically, against the route budget; then
// what each part a screen loads on demand (a dialog, the Markdown renderer) adds to the screen
// that opens it. Run: npx tsx bench/bundle/run.ts
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};

/** The most gzipped JavaScript a route may need before its first paint. */
const ROUTE_BUDGET_BYTES = 200 * 1024;

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

const closureBytes = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error("No entry chunk in the manifest");
// The starter alone is all a reader of a prerendered public page loads; the app itself
// (src/app/start.tsx) follows at their first activity, and at once on every other screen.
const starter = staticClosure(entryKey);
console.log(`starter (prerendered page, read only)     ${kb(closureBytes(starter))}`);
const entry = staticClosure(APP_START, new Set(starter));
console.log(`entry and app (every route)               ${kb(closureBytes(entry))}`);

const isRoute = (key: string) => /Page\.tsx$/.test(key);
const lazyParts = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry && key.startsWith("src/features/"))
  .sort();

console.log(`\nroutes (budget ${kb(ROUTE_BUDGET_BYTES)} each)`);
const routeClosures = new Map<string, Set<string>>();
for (const key of lazyParts.filter(isRoute)) {
  const closure = staticClosure(key, new Set(entry));
  routeClosures.set(key, closure);
  const bytes = closureBytes(closure);
  console.log(`${key.padEnd(46)} ${kb(bytes).padStart(9)}  ${bytes <= ROUTE_BUDGET_BYTES ? "within budget" : "OVER BUDGET"}`);
}

// A part loaded on demand is counted on top of the first route whose code imports it (the entry for app-wide dialogs).
console.log("\nloaded on demand (added to the screen that opens it)");
for (const key of lazyParts.filter((k) => !isRoute(k))) {
  const opener = [...routeClosures].find(([, closure]) => [...closure].some((k) => !entry.has(k) && manifest[k].dynamicImports?.includes(key)));
  const base = opener?.[1] ?? entry;
  const added = [...staticClosure(key, new Set(base))].filter((k) => !base.has(k));
  console.log(`${key.padEnd(46)} +${kb(closureBytes(added)).padStart(8)}  (on ${opener?.[0] ?? "any route"})`);
}
