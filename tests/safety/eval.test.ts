import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { evaluate, readLabelled } from "./evaluate";
import { LANGUAGE_CODES } from "../../convex/shared/languages";

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const RECALL_TARGET = 0.95;
const FPR_TARGET = 0.05;

// The development set, the first held-out set, and later held-out sets kept as regression checks.
const LABELLED_FILES = ["labelled.jsonl", "holdout.jsonl", "holdout2.jsonl", "holdout3.jsonl", "holdout4.jsonl", "holdout5.jsonl", "holdout6.jsonl", "holdout7.jsonl"];

describe.each(LABELLED_FILES)("%s", (file) => {
  const rows = readLabelled(here(file));
  const report = evaluate(rows);

  test("covers all 13 languages with crisis and benign messages", () => {
    for (const lang of LANGUAGE_CODES) {
      const score = report.byLanguage.get(lang);
      expect(score?.crisis, lang).toBeGreaterThanOrEqual(4);
      expect(score?.benign, lang).toBeGreaterThanOrEqual(4);
    }
  });

  test.each(LANGUAGE_CODES)(`%s meets recall >= ${RECALL_TARGET} and false-positive rate <= ${FPR_TARGET}`, (lang) => {
    const score = report.byLanguage.get(lang)!;
    const misses = report.misses.filter((r) => r.lang === lang).map((r) => r.text);
    const alarms = report.falseAlarms.filter((r) => r.lang === lang).map((r) => r.text);
    expect(score.recall, `missed: ${misses.join(" | ")}`).toBeGreaterThanOrEqual(RECALL_TARGET);
    expect(score.fpr, `flagged: ${alarms.join(" | ")}`).toBeLessThanOrEqual(FPR_TARGET);
  });
});

test("the labelled set has at least 40 + 40 English and 15 + 15 messages in every other language", () => {
  const report = evaluate(readLabelled(here("labelled.jsonl")));
  for (const lang of LANGUAGE_CODES) {
    const min = lang === "en" ? 40 : 15;
    expect(report.byLanguage.get(lang)).toMatchObject({ crisis: expect.any(Number), benign: expect.any(Number) });
    expect(report.byLanguage.get(lang)!.crisis, lang).toBeGreaterThanOrEqual(min);
    expect(report.byLanguage.get(lang)!.benign, lang).toBeGreaterThanOrEqual(min);
  }
});

test(`everyday messages (not traps) are flagged at most ${FPR_TARGET * 100}% of the time`, () => {
  const report = evaluate(readLabelled(here("everyday.jsonl")));
  expect(report.overall.benign).toBeGreaterThanOrEqual(50);
  expect(report.overall.fpr, report.falseAlarms.map((r) => r.text).join(" | ")).toBeLessThanOrEqual(FPR_TARGET);
});

test("the eval command prints per-language figures and ends with the overall line", () => {
  const tsx = fileURLToPath(new URL("../../node_modules/.bin/tsx", import.meta.url));
  const out = execFileSync(tsx, [here("eval.ts"), "--file", here("holdout.jsonl")], { encoding: "utf8" });
  const lines = out.trim().split("\n");
  expect(lines.some((l) => l.startsWith("ja "))).toBe(true);
  expect(lines[lines.length - 1]).toMatch(/^recall=\d\.\d{3} fpr=\d\.\d{3}$/);
});

test("a malformed line is reported with its line number", () => {
  expect(() => readLabelled(here("conversations.jsonl"))).toThrow(/conversations\.jsonl:1:/);
});
