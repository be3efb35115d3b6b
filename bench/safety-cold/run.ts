// Prints what the crisis screen costs in a fresh runtime, as on a Convex deployment where a
// function may run in a new isolate: evaluating the screen's bundled modules and screening one
// message, each sample in a new worker (its own V8 isolate, so no compiled code or regex is
// reused). Also prints the screen's share of the deployed bundle (esbuild, minified), and what the
// patterns cost on first use: a message the classifier finds borderline, or a conversation whose
// earlier turns were risky, runs them.
// Run: npx tsx bench/safety-cold/run.ts [--samples N]
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { LANGUAGE_CODES, type LanguageCode } from "../../convex/shared/languages";

const args = process.argv.slice(2);
const samples = Number(args[args.indexOf("--samples") + 1]) || 6;

/** One crisis and one ordinary message per language: a crisis message also runs the patterns. */
const MESSAGES: Record<LanguageCode, [string, string]> = {
  en: ["honestly I think I'm going to end my life this weekend, I've got the pills ready", "my flatmate left the oven on again and I'm so tired of cleaning up after him"],
  es: ["ya no quiero seguir viviendo, esta noche me voy a tomar todas las pastillas", "mañana tengo examen de química y no he estudiado nada, qué nervios"],
  fr: ["je n'en peux plus, je pense à me tuer ce soir", "mon chef m'a encore demandé de rester tard, j'en ai marre"],
  de: ["ich will nicht mehr leben, heute Nacht bringe ich mich um", "mein Zug hatte wieder eine Stunde Verspätung, so nervig"],
  it: ["non ce la faccio più, stanotte voglio farla finita", "oggi ho litigato con mia sorella per una sciocchezza"],
  pt: ["não aguento mais, quero me matar hoje à noite", "meu chefe marcou mais uma reunião inútil para sexta"],
  ru: ["я больше не могу, сегодня ночью я покончу с собой", "опять поругался с соседом из-за парковки"],
  zh: ["我真的不想活了，今晚就想结束自己的生命", "今天加班到很晚，好累，想早点睡觉"],
  ja: ["もう生きていたくない、今夜死ぬつもりです", "今日は仕事が忙しくて昼ごはんを食べ損ねた"],
  ar: ["لم أعد أحتمل، أريد أن أنهي حياتي الليلة", "تأخرت الحافلة اليوم ووصلت متأخرا إلى العمل"],
  hi: ["मैं अब और नहीं जीना चाहता, आज रात खुद को मार लूँगा", "आज ऑफिस में बहुत काम था और मैं थक गया हूँ"],
  ro: ["nu mai pot, vreau să mă sinucid în seara asta", "azi am pierdut autobuzul și am întârziat la muncă"],
  sw: ["siwezi tena, nataka kujiua usiku huu", "leo nimechoka sana kazini, nataka kulala mapema"],
};

const bundle = async (path: string) => {
  const entry = fileURLToPath(new URL(`../../convex/safety/${path}`, import.meta.url));
  const out = await build({ entryPoints: [entry], bundle: true, minify: true, write: false, format: "iife", globalName: "screen", platform: "neutral", target: "es2022" });
  return out.outputFiles[0].text;
};
const code = await bundle("screen.ts");
const patternsCode = await bundle("patterns.ts");

// Inside the worker: time evaluating the bundle, then screening the message.
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const vm = require("node:vm");
const t0 = performance.now();
vm.runInThisContext(workerData.code);
const t1 = performance.now();
const result = workerData.patterns
  ? { risk: globalThis.screen.patternSignals(workerData.text).categories.length > 0 }
  : globalThis.screen.screenTurns([{ role: "user", content: workerData.text }], workerData.lang);
const t2 = performance.now();
parentPort.postMessage({ load: t1 - t0, screen: t2 - t1, risk: result.risk });
`;

type Sample = { lang: LanguageCode; kind: string; load: number; screen: number; total: number; risk: boolean };
function sample(lang: LanguageCode, kind: string, text: string, patterns = false): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { code: patterns ? patternsCode : code, text, lang, patterns } });
    worker.once("message", (m: { load: number; screen: number; risk: boolean }) => {
      resolve({ lang, kind, ...m, total: m.load + m.screen });
      void worker.terminate();
    });
    worker.once("error", reject);
  });
}

const all: Sample[] = [];
const patternRuns: Sample[] = [];
for (let round = 0; round < samples; round++) {
  for (const lang of LANGUAGE_CODES) {
    const [crisis, ordinary] = MESSAGES[lang];
    all.push(await sample(lang, "crisis", crisis), await sample(lang, "ordinary", ordinary));
    if (round === 0) patternRuns.push(await sample(lang, "patterns", crisis, true));
  }
}

const quantile = (values: number[], q: number) => {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
};
const ms = (n: number) => `${n.toFixed(1)} ms`;
const line = (label: string, rows: Sample[]) =>
  console.log(`${label.padEnd(14)} total p50 ${ms(quantile(rows.map((r) => r.total), 0.5))}  p95 ${ms(quantile(rows.map((r) => r.total), 0.95))}  (evaluate p50 ${ms(quantile(rows.map((r) => r.load), 0.5))}, screen p50 ${ms(quantile(rows.map((r) => r.screen), 0.5))})`);

console.log(`screen bundle (convex/safety/screen.ts, esbuild, minified): ${(code.length / 1024).toFixed(0)} KB (${code.length} bytes)`);
console.log(`fresh isolate per sample, ${all.length} samples (${samples} per language and kind)`);
for (const lang of LANGUAGE_CODES) line(lang, all.filter((r) => r.lang === lang));
line("crisis", all.filter((r) => r.kind === "crisis"));
line("ordinary", all.filter((r) => r.kind === "ordinary"));
line("all", all);
line("patterns alone, first use (one per language)", patternRuns);
const missed = all.filter((r) => r.kind === "crisis" && !r.risk).map((r) => r.lang);
if (missed.length > 0) console.log(`note: crisis sample not flagged in ${[...new Set(missed)].join(", ")}`);
