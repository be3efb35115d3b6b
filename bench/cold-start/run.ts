// Cold start on Convex's runtime: for every function of convex/, the time to evaluate its
// module graph in a fresh V8 context (as Convex does for every query and mutation call) and,
// for the actions that run the crisis screen (chat:send, memoryEdits:editItem), the screen of one typical text in that context; and the size of each
// entry module in the bundle `npx convex deploy` ships. Budget: p95 <= 50 ms for queries and
// mutations on this 2-core machine.
// Run: npx tsx bench/cold-start/run.ts
import { join } from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { FunctionContext, newSeed } from "../../local-backend/engine/isolate.ts";
import { LoadedModules, type ResolvedFunction } from "../../local-backend/engine/modules.ts";

const RUNS = 7;
// Each run starts with the garbage of earlier runs collected, so a collection of many earlier
// contexts is not charged to whichever function happens to trigger it.
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;
const BUDGET_P95_MS = 50;
/** The functions whose typical call screens a text: the actions that send a message and that edit a memory item. */
const SCREENS_A_MESSAGE = new Set(["chat:send", "memoryEdits:editItem"]);
const TYPICAL_MESSAGE = "I had a long day at work and I just feel tired of everything going wrong";
const root = join(import.meta.dirname, "..", "..");

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(8)} KB`;
const ms = (n: number) => `${n.toFixed(1).padStart(7)} ms`;

/**
 * Runs that evaluate `fn`'s module graph in a fresh context, then `call` in it: wall time, and
 * CPU time (what the runtime's limit counts, and what a machine shared with other work does
 * not inflate).
 */
function measure(modules: LoadedModules, fn: ResolvedFunction, call?: (context: FunctionContext) => void): { wall: number[]; cpu: number[] } {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    collectGarbage();
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    const context = new FunctionContext(modules.code, { kind: fn.kind, env: {}, limitMs: Infinity, deployTime: modules.deployTime, deploySeed: newSeed() });
    context.prepare(fn.module);
    context.require(fn.module);
    call?.(context);
    wall.push(performance.now() - started);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
}

const screenOneMessage = (context: FunctionContext) => {
  const screen = context.require("safety/screen.js") as { screenTurns: (turns: unknown[]) => unknown };
  screen.screenTurns([{ role: "user", content: TYPICAL_MESSAGE }]);
};

async function main() {
  const modules = await LoadedModules.load(join(root, "convex"));
  const functions = [...modules.functions.values()].sort((a, b) => a.udfPath.localeCompare(b.udfPath));
  const graphBytes = (module: string) => modules.code.graph(module).reduce((sum, p) => sum + (modules.code.sizes.get(p) ?? 0), 0);

  console.log("Entry modules of the deploy bundle (the module itself; with every chunk it imports):");
  for (const entry of modules.entries) console.log(`  ${entry.padEnd(34)} ${kb(modules.code.sizes.get(entry) ?? 0)} ${kb(graphBytes(entry))}`);

  console.log(`\nFresh context: evaluate the module graph${" "}(chat:send and memoryEdits:editItem also screen one text), ${RUNS} runs each`);
  console.log(`  ${"function".padEnd(40)} ${"kind".padEnd(8)} ${"wall p50".padStart(10)} ${"wall p95".padStart(10)} ${"cpu p50".padStart(10)} ${"cpu p95".padStart(10)}`);
  const over: string[] = [];
  for (const fn of functions) {
    const { wall, cpu } = measure(modules, fn, SCREENS_A_MESSAGE.has(fn.udfPath) ? screenOneMessage : undefined);
    const p95 = percentile(cpu, 95);
    const transaction = fn.kind === "query" || fn.kind === "mutation";
    if (transaction && p95 > BUDGET_P95_MS) over.push(`${fn.udfPath} (${p95.toFixed(0)} ms)`);
    const figures = [percentile(wall, 50), percentile(wall, 95), percentile(cpu, 50), p95].map(ms).join(" ");
    console.log(`  ${fn.udfPath.padEnd(40)} ${fn.kind.padEnd(8)} ${figures}${transaction && p95 > BUDGET_P95_MS ? "  over budget" : ""}`);
  }
  console.log(`\nBudget CPU p95 <= ${BUDGET_P95_MS} ms for queries and mutations: ${over.length === 0 ? "met" : `over for ${over.join(", ")}`}`);
}

await main();
