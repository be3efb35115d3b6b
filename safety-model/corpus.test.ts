import { readdirSync } from "node:fs";
import { expect, test } from "vitest";
import { featureText } from "../convex/safety/classifier/features";
import { MODEL } from "../convex/safety/classifier/weights";
import { LANGUAGE_CODES } from "../convex/shared/languages";
import { corpus, dataPath, MANIFEST, UNSEEN_FILES } from "./corpus";
import { readLabelled } from "./evaluate";
import { producedByNow } from "./ship";

const { rows } = corpus();

test("the manifest names every data file once, with its split", () => {
  const onDisk = (["train", "calibration", "test"] as const).flatMap((dir) => readdirSync(dataPath(dir)).map((f) => `${dir}/${f}`));
  expect(MANIFEST.map((f) => f.file).sort()).toEqual(onDisk.sort());
  for (const f of MANIFEST) expect(f.file.startsWith(`${f.split}/`), f.file).toBe(true);
});

test("no set the model learns from is called a holdout", () => {
  for (const f of MANIFEST.filter((m) => m.split === "train")) expect(f.file).not.toMatch(/holdout|test|calibration/);
});

test("none of the messages of a calibration or test set is in the corpus", () => {
  const texts = new Set(rows.map((r) => featureText(r.text)));
  for (const file of UNSEEN_FILES) for (const row of readLabelled(dataPath(file))) expect(texts.has(featureText(row.text)), row.text).toBe(false);
});

test("every language has at least 300 crisis and 300 benign messages to learn from", () => {
  for (const lang of LANGUAGE_CODES) {
    expect(rows.filter((r) => r.lang === lang && r.label === "crisis").length, lang).toBeGreaterThanOrEqual(300);
    expect(rows.filter((r) => r.lang === lang && r.label === "benign").length, lang).toBeGreaterThanOrEqual(300);
  }
});

test("the shipped weights were trained on today's corpus, feature code and options, and stored as today's code says (run npm run train:safety after editing them)", () => {
  expect(MODEL.producedBy).toEqual(producedByNow(rows.length));
});
