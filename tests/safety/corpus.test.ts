import { readdirSync } from "node:fs";
import { expect, test } from "vitest";
import { featureText } from "../../convex/safety/classifier/features";
import { pack } from "../../convex/safety/classifier/packing";
import { MODEL } from "../../convex/safety/classifier/weights";
import { LANGUAGE_CODES } from "../../convex/shared/languages";
import { corpus, here, UNSEEN_FILES } from "./corpus";
import { readLabelled } from "./evaluate";
import { train } from "./training";

const { rows } = corpus();

test("the sets kept unseen exist and none of their messages is in the corpus", () => {
  const files = readdirSync(here("."));
  for (const file of UNSEEN_FILES) expect(files).toContain(file);
  const texts = new Set(rows.map((r) => featureText(r.text)));
  for (const file of UNSEEN_FILES) for (const row of readLabelled(here(file))) expect(texts.has(featureText(row.text)), row.text).toBe(false);
});

test("every language has at least 300 crisis and 300 benign messages to learn from", () => {
  for (const lang of LANGUAGE_CODES) {
    expect(rows.filter((r) => r.lang === lang && r.label === "crisis").length, lang).toBeGreaterThanOrEqual(300);
    expect(rows.filter((r) => r.lang === lang && r.label === "benign").length, lang).toBeGreaterThanOrEqual(300);
  }
});

test("the shipped weights are the ones the corpus trains today (run npm run train:safety after editing it)", () => {
  expect(pack(train(rows).weights).data === MODEL.crisis.data).toBe(true);
}, 60_000);
