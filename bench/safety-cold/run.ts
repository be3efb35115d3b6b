// Prints what the crisis screen costs in a fresh runtime, as on a Convex deployment where a
// function may run in a new isolate: evaluating the screen's bundled modules and screening one
// message, each sample in a new worker (its own V8 isolate, so no compiled code or regex is
// reused). The messages are drawn from the test sets of every language: ordinary messages,
// crisis messages and the benign messages written to look risky, so the figures include the
// share of messages that reach the patterns (a borderline score, a crisis whose kind is unsure, or
// a score near the line where weak signals may count; told by the tables read). Also prints the
// screen's share of the deployed bundle (as the Convex CLI bundles it) and what each language's
// patterns cost on first use (on the crisis and risky-looking samples, as if each reached them).
// Run: npx tsx bench/safety-cold/run.ts [--samples N]   (N messages per language and kind)
import { cpus, loadavg } from "node:os";
import { Worker } from "node:worker_threads";
import { LANGUAGE_CODES, type LanguageCode } from "../../convex/shared/languages";
import { dataPath, filesOf } from "../../safety-model/corpus";
import { readLabelled, type Labelled } from "../../safety-model/evaluate";
import { bundleOfScreen, SCREEN_BUNDLE_LIMIT } from "../../safety-model/screenBundle";

const args = process.argv.slice(2);
const samples = Number(args[args.indexOf("--samples") + 1]) || 6;
const startLoad = loadavg()[0];

const KINDS = ["ordinary", "crisis", "risky-looking"] as const;
type Kind = (typeof KINDS)[number];
const everyday = filesOf("test", "everyday").flatMap((f) => readLabelled(dataPath(f)));
const traps = ["test/traps-1.jsonl", "test/traps-2.jsonl"].flatMap((f) => readLabelled(dataPath(f)));
const pool: Record<Kind, Labelled[]> = {
  ordinary: everyday,
  crisis: traps.filter((r) => r.label === "crisis"),
  "risky-looking": traps.filter((r) => r.label === "benign"),
};
/** Evenly spaced messages of one language and kind, the same ones every run. */
function pick(kind: Kind, lang: LanguageCode): string[] {
  const rows = pool[kind].filter((r) => r.lang === lang);
  return Array.from({ length: Math.min(samples, rows.length) }, (_, i) => rows[Math.floor((i * rows.length) / Math.min(samples, rows.length))].text);
}

const screen = await bundleOfScreen("screen.ts");
const patterns = await bundleOfScreen("patterns.ts");

// Inside the worker: time evaluating the bundle, then screening the message.
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const vm = require("node:vm");
// The screen parses JSON only to read a language's pattern tables: counting the parses tells
// whether a message reached the patterns, whichever way the screen got there.
let tables = 0;
const parse = JSON.parse;
JSON.parse = (...args) => (tables++, parse(...args));
// The bundle is an ES module, compiled, linked and evaluated by V8 as a deployment's runtime does
// (no file to read, no loader to start).
(async () => {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const module = new vm.SourceTextModule(workerData.code);
  await module.link(() => {});
  await module.evaluate();
  const screen = module.namespace;
  const t1 = performance.now();
  if (workerData.patterns) screen.patternSignals(workerData.text);
  else screen.screenTurns([{ role: "user", content: workerData.text }]);
  const t2 = performance.now();
  const c = process.cpuUsage(c0);
  parentPort.postMessage({ load: t1 - t0, screen: t2 - t1, cpu: (c.user + c.system) / 1000, tables });
})();
`;

/** Wall time of evaluating and screening, and the CPU time the process spent on it meanwhile
 *  (the main thread only waits), which a busy machine inflates far less than wall time. */
type Sample = { lang: LanguageCode; kind: string; load: number; screen: number; total: number; cpu: number; patterns: boolean };
function sample(lang: LanguageCode, kind: string, text: string, onlyPatterns = false): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, execArgv: ["--experimental-vm-modules", "--no-warnings"], workerData: { code: onlyPatterns ? patterns.code : screen.code, text, lang, patterns: onlyPatterns } });
    worker.once("message", (m: { load: number; screen: number; cpu: number; tables: number }) => {
      resolve({ lang, kind, ...m, total: m.load + m.screen, patterns: m.tables > 0 });
      void worker.terminate();
    });
    worker.once("error", reject);
  });
}

const all: Sample[] = [];
const patternRuns: Sample[] = [];
for (const lang of LANGUAGE_CODES) {
  for (const kind of KINDS) for (const text of pick(kind, lang)) all.push(await sample(lang, kind, text));
  // The patterns alone on every crisis and risky-looking sample: what a borderline score costs.
  for (const text of [...pick("crisis", lang), ...pick("risky-looking", lang)]) patternRuns.push(await sample(lang, "patterns", text, true));
}

const quantile = (values: number[], q: number) => {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
};
const ms = (n: number) => `${n.toFixed(1)} ms`;
/** One figure of a kind of sample, e.g. its p95 screening time. */
const at = (rows: Sample[], key: "total" | "cpu" | "load" | "screen", q: number) => ms(quantile(rows.map((r) => r[key]), q));
const line = (label: string, rows: Sample[]) =>
  console.log(
    `${label.padEnd(14)} total p50 ${at(rows, "total", 0.5)}  p95 ${at(rows, "total", 0.95)}  max ${ms(Math.max(...rows.map((r) => r.total)))}` +
      `  cpu p50 ${at(rows, "cpu", 0.5)} p95 ${at(rows, "cpu", 0.95)}  patterns ran ${rows.filter((r) => r.patterns).length}/${rows.length}` +
      `  (evaluate p50/p95 ${at(rows, "load", 0.5)}/${at(rows, "load", 0.95)}, screen p50/p95 ${at(rows, "screen", 0.5)}/${at(rows, "screen", 0.95)})`,
  );

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const share = (pattern: RegExp) => Object.entries(screen.inputs).filter(([path]) => pattern.test(path)).reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
console.log(`screen bundle (convex/safety/screen.ts, as the Convex CLI bundles it): ${kb(screen.bytes)} (${screen.bytes} bytes, limit ${SCREEN_BUNDLE_LIMIT})`);
console.log(`  classifier weights ${kb(share(/classifier\/weights/))}, patterns ${kb(share(/safety\/(lang\/|compile|patterns|pruned)/))}, the rest ${kb(screen.bytes - share(/classifier\/weights|safety\/(lang\/|compile|patterns|pruned)/))}`);
console.log(`load average ${startLoad.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end, on ${cpus().length} cores; fresh isolate per sample, ${all.length} samples (up to ${samples} per language and kind: ${KINDS.join(", ")}; from the test sets)`);
for (const lang of LANGUAGE_CODES) line(lang, all.filter((r) => r.lang === lang));
for (const kind of KINDS) line(kind, all.filter((r) => r.kind === kind));
line("all", all);
console.log("the patterns alone in a fresh isolate, on the crisis and risky-looking samples (what a message reaching them costs):");
for (const lang of LANGUAGE_CODES) line(`patterns ${lang}`, patternRuns.filter((r) => r.lang === lang));
line("patterns all", patternRuns);
