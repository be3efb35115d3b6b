import { describe, expect, test } from "vitest";
import { crisisScore, probability } from "../../convex/safety/classifier/model";
import type { Labelled } from "./evaluate";
import { crossValidatedScores, decide, patternThresholdFor, quantize, thresholdFor, train, type Scored } from "./training";

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

  test("picks the lowest threshold that keeps the false-positive rate within the target", () => {
    const scored: Scored[] = [0.2, 0.4, 0.6, 0.8, 0.9].map((score) => ({ label: "benign", score, pattern: false }));
    expect(thresholdFor(scored, 1, 0.2)).toBe(0.9);
    expect(thresholdFor(scored, 1, 0.4)).toBe(0.8);
  });

  test("counts pattern matches against the false-positive rate too", () => {
    const scored: Scored[] = [
      { label: "benign", score: 0.5, pattern: true },
      { label: "benign", score: 0.7, pattern: false },
      { label: "benign", score: 0.1, pattern: false },
    ];
    expect(thresholdFor(scored, 0.6, 0.34)).toBe(0.7);
    expect(thresholdFor(scored, 0.4, 0.34)).toBe(1);
    expect(decide(scored[0], { alone: 0.7, withPattern: 0.4 })).toBe(true);
    expect(decide(scored[0], { alone: 0.7, withPattern: 0.6 })).toBe(false);
  });

  test("trusts a pattern below the threshold only down to where its matches stop being right", () => {
    const band = (score: number, crisis: number, benign: number): Scored[] => [
      ...Array.from({ length: crisis }, () => ({ label: "crisis" as const, score, pattern: true })),
      ...Array.from({ length: benign }, () => ({ label: "benign" as const, score, pattern: true })),
    ];
    const scored = [...band(0.67, 9, 1), ...band(0.62, 8, 2), ...band(0.57, 1, 3)];
    expect(patternThresholdFor(scored, 0.7, 0.75)).toBeCloseTo(0.6);
  });

  test("ships weights as int8 with one scale", () => {
    const { scale, weights } = quantize(Float32Array.from([0.5, -1, 0]));
    const bytes = Buffer.from(weights, "base64");
    expect([...bytes].map((b) => ((b << 24) >> 24) * scale)).toEqual([expect.closeTo(0.5, 2), -1, 0]);
  });
});
