import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { LANGUAGE_CODES } from "../convex/shared/languages";
import { dataPath, FITTED_EVERYDAY, FITTED_FILES } from "./corpus";
import { byLanguage, evaluate, readLabelled } from "./evaluate";

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const RECALL_TARGET = 0.95;
const FPR_TARGET = 0.05;

// The development set and the older trap sets, all trained on since: the shipped model must still
// fit them. These figures say nothing about unseen wording; the test split's first runs do.
describe.each(FITTED_FILES)("%s (trained on)", (file) => {
  const rows = readLabelled(dataPath(file));
  const report = evaluate(rows);

  test("covers all 13 languages with crisis and benign messages", () => {
    for (const lang of LANGUAGE_CODES) {
      const score = report.byLanguage.get(lang);
      expect(score?.crisis, lang).toBeGreaterThanOrEqual(4);
      expect(score?.benign, lang).toBeGreaterThanOrEqual(4);
    }
  });

  test.each(LANGUAGE_CODES)(`%s is fitted to recall >= ${RECALL_TARGET} and false-positive rate <= ${FPR_TARGET}`, (lang) => {
    const score = report.byLanguage.get(lang)!;
    const misses = report.misses.filter((r) => r.lang === lang).map((r) => r.text);
    const alarms = report.falseAlarms.filter((r) => r.lang === lang).map((r) => r.text);
    expect(score.recall, `missed: ${misses.join(" | ")}`).toBeGreaterThanOrEqual(RECALL_TARGET);
    expect(score.fpr, `flagged: ${alarms.join(" | ")}`).toBeLessThanOrEqual(FPR_TARGET);
  });
});

test("the development set has at least 40 + 40 English and 15 + 15 messages in every other language", () => {
  const report = evaluate(readLabelled(dataPath("train/development.jsonl")));
  for (const lang of LANGUAGE_CODES) {
    const min = lang === "en" ? 40 : 15;
    expect(report.byLanguage.get(lang)).toMatchObject({ crisis: expect.any(Number), benign: expect.any(Number) });
    expect(report.byLanguage.get(lang)!.crisis, lang).toBeGreaterThanOrEqual(min);
    expect(report.byLanguage.get(lang)!.benign, lang).toBeGreaterThanOrEqual(min);
  }
});

test(`ordinary messages it was trained on (not traps) are flagged at most ${FPR_TARGET * 100}% of the time`, () => {
  const report = evaluate(readLabelled(dataPath(FITTED_EVERYDAY)));
  expect(report.overall.benign).toBeGreaterThanOrEqual(50);
  expect(report.overall.fpr, report.falseAlarms.map((r) => r.text).join(" | ")).toBeLessThanOrEqual(FPR_TARGET);
});

test("the eval command prints per-language figures and ends with the overall line", () => {
  const tsx = fileURLToPath(new URL("../node_modules/.bin/tsx", import.meta.url));
  const out = execFileSync(tsx, [here("eval.ts"), "--file", dataPath("train/traps-1.jsonl")], { encoding: "utf8" });
  const lines = out.trim().split("\n");
  expect(lines.some((l) => l.startsWith("ja "))).toBe(true);
  expect(lines[lines.length - 1]).toMatch(/^recall=\d\.\d{3} fpr=\d\.\d{3}$/);
});

test("a malformed line is reported with its line number", () => {
  expect(() => readLabelled(dataPath("test/conversations.jsonl"))).toThrow(/conversations\.jsonl:1:/);
});

test("groups messages by language, in the order each language first appears", () => {
  const groups = byLanguage([{ lang: "ja", n: 1 }, { lang: "en", n: 2 }, { lang: "ja", n: 3 }], (m) => m.lang);
  expect([...groups.keys()]).toEqual(["ja", "en"]);
  expect(groups.get("ja")?.map((m) => m.n)).toEqual([1, 3]);
});
