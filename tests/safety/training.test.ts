import { describe, expect, test } from "vitest";
import { crisisScore, probability } from "../../convex/safety/classifier/model";
import type { Labelled } from "./evaluate";
import { crossValidatedScores, quantize, thresholdFor, train } from "./training";

const toy: Labelled[] = [
  ...["i want to vanish forever", "i will vanish tonight", "planning to vanish soon", "nobody will notice when i vanish", "ready to vanish for good", "going to vanish after this"]
    .map((text) => ({ lang: "en" as const, text, label: "crisis" as const })),
  ...["the magician made the coin vanish lol", "my appetite seems to vanish in summer", "stains vanish with this soap", "the fog will vanish by noon", "watch the rabbit vanish in the trick", "my motivation seems to vanish on mondays"]
    .map((text) => ({ lang: "en" as const, text, label: "benign" as const })),
];

describe("training", () => {
  test("learns to tell the labelled messages apart", () => {
    const model = train(toy);
    for (const row of toy) {
      const p = probability(row.text, model);
      if (row.label === "crisis") expect(p, row.text).toBeGreaterThan(0.5);
      else expect(p, row.text).toBeLessThan(0.5);
    }
  });

  test("gives the same weights for the same corpus", () => {
    expect(train(toy).weights).toEqual(train(toy).weights);
  });

  test("scores each row with a model that never saw it", () => {
    const scores = crossValidatedScores(toy, (model, text) => crisisScore(text, model), 3);
    expect(scores).toHaveLength(toy.length);
    expect(scores.every((s) => s > 0 && s < 1)).toBe(true);
  });

  test("picks a threshold that keeps the false-positive rate within the target", () => {
    const scores = toy.map((row, i) => (row.label === "crisis" ? 0.9 : i / 20));
    const threshold = thresholdFor(toy, scores, 0.2);
    const flagged = toy.filter((row, i) => row.label === "benign" && scores[i] >= threshold).length;
    expect(flagged / 6).toBeLessThanOrEqual(0.2);
    expect(scores.filter((s, i) => toy[i].label === "crisis" && s >= threshold)).toHaveLength(6);
  });

  test("ships weights as int8 with one scale", () => {
    const { scale, weights } = quantize(Float32Array.from([0.5, -1, 0]));
    const bytes = Buffer.from(weights, "base64");
    expect([...bytes].map((b) => ((b << 24) >> 24) * scale)).toEqual([expect.closeTo(0.5, 2), -1, 0]);
  });
});
