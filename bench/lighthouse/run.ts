// Lighthouse (mobile defaults) on the public pages of a production build served by `vite preview`,
// in Debian's Chromium. Prints a table and checks the budget. Not a test: run it by hand.
//   npx tsx bench/lighthouse/run.ts [--no-build] [--port 4173] [--reports <dir>]
// --reports writes each page's full Lighthouse report (JSON) there, to read its diagnostics.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createRequire } from "node:module";
import lighthouse, { type Flags } from "lighthouse";

const lighthouseVersion = () => (createRequire(import.meta.url)("lighthouse/package.json") as { version: string }).version;

const PAGES = ["/", "/anxiety-help", "/es/anxiety-help", "/legal/privacy", "/ar/depression-support", "/zh/stress-relief"];
const BUDGET = { performance: 0.98, seo: 1, accessibility: 1, "best-practices": 1 } as const;
type Category = keyof typeof BUDGET;
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";

const arg = (name: string) => process.argv[process.argv.indexOf(name) + 1];
const port = Number(process.argv.includes("--port") ? arg("--port") : 4173);
const origin = `http://127.0.0.1:${port}`;
const reportsDir = process.argv.includes("--reports") ? arg("--reports") : undefined;
const vite = join("node_modules", "vite", "bin", "vite.js");

if (!process.argv.includes("--no-build")) {
  // Canonical links and the sitemap name the address the pages are served from.
  execFileSync(process.execPath, [vite, "build", "--logLevel", "warn"], { stdio: "inherit", env: { ...process.env, VITE_SITE_URL: origin } });
}

function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((done, fail) => {
    const poll = () =>
      fetch(url).then(
        () => done(),
        () => (Date.now() > deadline ? fail(new Error(`${url} did not answer`)) : setTimeout(poll, 200)),
      );
    poll();
  });
}

const children: ChildProcess[] = [];
const stopAll = () => children.forEach((child) => child.kill());
process.on("exit", stopAll);

children.push(spawn(process.execPath, [vite, "preview", "--port", String(port), "--strictPort"], { stdio: "ignore" }));
await waitFor(origin);

const profile = mkdtempSync(join(tmpdir(), "kaia-lighthouse-"));
const debugPort = port + 1;
children.push(
  spawn(CHROMIUM, ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", `--user-data-dir=${profile}`, `--remote-debugging-port=${debugPort}`, "about:blank"], {
    stdio: "ignore",
  }),
);
await waitFor(`http://127.0.0.1:${debugPort}/json/version`);

type Row = { page: string; scores: Record<Category, number>; fcp: string; lcp: string; tbt: string; cls: string; benchmark: number };
const rows: Row[] = [];
const flags: Flags = { port: debugPort, output: "json", logLevel: "error", onlyCategories: Object.keys(BUDGET) };
for (const page of PAGES) {
  const result = await lighthouse(origin + page, flags);
  if (!result) throw new Error(`no result for ${page}`);
  const { categories, audits } = result.lhr;
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    writeFileSync(join(reportsDir, `${page.replace(/\W+/g, "_") || "_"}.json`), JSON.stringify(result.lhr, null, 1));
  }
  const score = (c: Category) => categories[c]?.score ?? 0;
  rows.push({
    page,
    scores: { performance: score("performance"), seo: score("seo"), accessibility: score("accessibility"), "best-practices": score("best-practices") },
    fcp: audits["first-contentful-paint"].displayValue ?? "",
    lcp: audits["largest-contentful-paint"].displayValue ?? "",
    tbt: audits["total-blocking-time"].displayValue ?? "",
    cls: audits["cumulative-layout-shift"].displayValue ?? "",
    benchmark: result.lhr.environment.benchmarkIndex,
  });
  for (const [id, audit] of Object.entries(audits)) {
    const counted = Object.values(categories).some((c) => c.auditRefs.some((ref) => ref.id === id && ref.weight > 0));
    if (counted && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative") console.log(`  ${page}: ${id} ${audit.score} ${audit.displayValue ?? ""}`);
  }
}
// Chromium writes its profile until it has exited.
await Promise.all(children.map((child) => new Promise((done) => (child.exitCode !== null ? done(null) : (child.once("exit", done), child.kill())))));
rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });

const fmt = (n: number) => n.toFixed(2);
// Lighthouse scales the CPU work it observes: on a busy machine the same page scores lower.
console.log(`\nLighthouse ${lighthouseVersion()} · CPU benchmark index ${rows.map((r) => Math.round(r.benchmark)).join(", ")} · load average ${loadavg().map((n) => n.toFixed(1)).join(" ")}`);
console.log("\n| page | performance | FCP | LCP | TBT | CLS | SEO | accessibility | best practices |");
console.log("|---|---|---|---|---|---|---|---|---|");
for (const r of rows) {
  console.log(`| \`${r.page}\` | ${fmt(r.scores.performance)} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${fmt(r.scores.seo)} | ${fmt(r.scores.accessibility)} | ${fmt(r.scores["best-practices"])} |`);
}
const misses = rows.flatMap((r) => (Object.keys(BUDGET) as Category[]).filter((c) => r.scores[c] < BUDGET[c]).map((c) => `${r.page} ${c} ${fmt(r.scores[c])} < ${BUDGET[c]}`));
console.log(misses.length ? `\nOver budget:\n${misses.join("\n")}` : "\nWithin budget: performance ≥ 0.98, SEO, accessibility and best practices 1.0 on every page.");
process.exitCode = misses.length ? 1 : 0;
