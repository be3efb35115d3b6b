import { describe, expect, test } from "vitest";
import { features } from "../convex/safety/classifier/features";
import { crisisScore, dot } from "../convex/safety/classifier/model";
import type { Labelled } from "./evaluate";
import { crossValidatedScores, decide, DEFAULT_OPTIONS, justAbove, patternThresholdFor, rateUpperBound, recallCeilingFor, scriptThresholdsFor, shippedThreshold, supportOf, thresholdFor, train, trainCategories, trainCompact, type Scored, type ScoredIn } from "./training";

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
      const p = crisisScore(row.text, model);
      if (row.label === "crisis") expect(p, row.text).toBeGreaterThan(0.5);
      else expect(p, row.text).toBeLessThan(0.5);
    }
  });

  test("a long crisis message teaches its risky part, not the everyday words around it", () => {
    const day = [
      "the bus was late again and i missed the first class.",
      "lunch was cold pasta and the canteen was so loud.",
      "our teacher gave us two whole pages of homework.",
      "my sister borrowed my charger without asking me.",
      "football practice got moved to thursday this week.",
      "i still have to clean my room before dinner.",
    ];
    const long = (at: number, extra = "") => [...day.slice(at), ...day.slice(0, at)].slice(0, 4).join(" ") + extra;
    const risky = ["i will vanish tonight.", "planning to vanish soon.", "ready to vanish for good.", "going to vanish after this.", "i want to vanish forever.", "nobody will notice when i vanish."];
    const rows: Labelled[] = [
      ...toy,
      ...risky.map((clause, k) => ({ lang: "en" as const, text: long(k, ` ${clause}`), label: "crisis" as const })),
      ...[0, 2, 4].map((k) => ({ lang: "en" as const, text: long(k), label: "benign" as const })),
    ];
    const model = train(rows);
    expect(crisisScore(long(1), model)).toBeLessThan(0.5);
    expect(crisisScore(long(5, " i will vanish tonight, for good."), model)).toBeGreaterThan(0.5);
  });

  test("a compact model keeps only its most important buckets, and still tells the messages apart", () => {
    const full = train(toy);
    const used = full.weights.filter((w) => w !== 0).length;
    const support = supportOf(full.weights, toy, { buckets: 200, prior: 1 });
    // At most 200: buckets tied at the cut are all left out.
    expect(support.filter((k) => k === 1).length).toBeLessThanOrEqual(200);
    expect(support.filter((k) => k === 1).length).toBeGreaterThan(150);
    expect(used).toBeGreaterThan(400);
    const compact = trainCompact(toy, DEFAULT_OPTIONS, { buckets: 200, prior: 1 });
    expect(compact.weights.filter((w, i) => w !== 0 && support[i] === 0).length).toBe(0);
    for (const row of toy) expect(crisisScore(row.text, compact) > 0.5, row.text).toBe(row.label === "crisis");
  });

  test("the kinds model learns each kind through the reader it is given", () => {
    // The two texts have the same features; only the reader tells them apart.
    const [quiet, shouted] = ["leave now", "leave now!"];
    expect([...features(quiet, 10).indices]).toEqual([...features(shouted, 10).indices]);
    const read = (text: string) => features(text.endsWith("!") ? "raised voice" : "calm voice", 10);
    const rows = [quiet, shouted].flatMap((text, category) => Array.from({ length: 5 }, () => ({ text, category })));
    const { weights, bias } = trainCategories(rows, 2, 10, read);
    const kindOf = (text: string) => {
      const [a, b] = [0, 1].map((k) => dot(weights[k], bias[k], read(text)));
      return a > b ? 0 : 1;
    };
    expect([kindOf(quiet), kindOf(shouted)]).toEqual([0, 1]);
  });

  test("gives the same weights for the same corpus", () => {
    // Byte for byte: a deep comparison of 4M floats takes minutes.
    const [a, b] = [train(toy), train(toy)];
    expect(Buffer.from(a.weights.buffer).equals(Buffer.from(b.weights.buffer))).toBe(true);
    expect(a.bias).toBe(b.bias);
  });

  test("scores each row with a model that never saw it", () => {
    const scores = crossValidatedScores(toy, (model, text) => crisisScore(text, model), 3);
    expect(scores).toHaveLength(toy.length);
    expect(scores.every((s) => s > 0 && s < 1)).toBe(true);
  });

  test("picks the lowest threshold that keeps the false-positive rate within the target", () => {
    const scored: Scored[] = [0.2, 0.4, 0.6, 0.8, 0.9].map((score) => ({ label: "benign", score, pattern: false }));
    expect(thresholdFor([scored], 1, 0.2)).toBe(justAbove(0.8));
    expect(thresholdFor([scored], 1, 0.4)).toBe(justAbove(0.6));
    expect(justAbove(0.6)).toBeGreaterThan(0.6);
    expect(decide({ label: "benign", score: 0.6, pattern: false }, { alone: justAbove(0.6), withPattern: 1 })).toBe(false);
  });

  test("goes just above a benign score, not up to the next score of the sets", () => {
    // A set the model was trained on: its crisis messages score near 1.
    const fitted: Scored[] = [
      ...[0.05, 0.1, 0.48].map((score) => ({ label: "benign" as const, score, pattern: false })),
      ...[0.91, 0.97].map((score) => ({ label: "crisis" as const, score, pattern: false })),
    ];
    expect(thresholdFor([fitted], 1, 0.05)).toBe(justAbove(0.48));
  });

  test("counts pattern matches against the false-positive rate too", () => {
    const scored: Scored[] = [
      { label: "benign", score: 0.5, pattern: true },
      { label: "benign", score: 0.7, pattern: false },
      { label: "benign", score: 0.1, pattern: false },
    ];
    expect(thresholdFor([scored], 0.6, 0.34)).toBe(justAbove(0.5));
    // The pattern match at 0.5 is flagged whatever the threshold: only the message at 0.7 can go.
    expect(thresholdFor([scored], 0.4, 0.34)).toBe(justAbove(0.7));
    expect(thresholdFor([scored], 0.4, 0.3)).toBe(1);
    expect(decide(scored[0], { alone: 0.7, withPattern: 0.4 })).toBe(true);
    expect(decide(scored[0], { alone: 0.7, withPattern: 0.6 })).toBe(false);
  });

  test("counts a direct statement of intent at any score, and against the false-positive rate", () => {
    const direct: Scored = { label: "benign", score: 0.05, pattern: true, direct: true };
    expect(decide(direct, { alone: 0.9, withPattern: 0.5 })).toBe(true);
    expect(decide({ ...direct, direct: false }, { alone: 0.9, withPattern: 0.5 })).toBe(false);
    // One benign message in two is flagged whatever the threshold: the target of a third is out of reach.
    expect(thresholdFor([[direct, { label: "benign", score: 0.1, pattern: false }]], 0.5, 0.34)).toBe(1);
  });

  test("trusts a pattern below the threshold only down to where its matches stop being right", () => {
    const band = (score: number, crisis: number, benign: number): Scored[] => [
      ...Array.from({ length: crisis }, () => ({ label: "crisis" as const, score, pattern: true })),
      ...Array.from({ length: benign }, () => ({ label: "benign" as const, score, pattern: true })),
    ];
    const scored = [...band(0.67, 9, 1), ...band(0.62, 8, 2), ...band(0.57, 6, 2), ...band(0.52, 1, 5), ...band(0.47, 0, 4)];
    expect(patternThresholdFor(scored, 0.7, 0.75)).toBeCloseTo(0.6);
  });

  test("allows for the size of a set: the upper end of a rate's 95% interval", () => {
    expect(rateUpperBound(0, 1000)).toBeGreaterThan(0);
    expect(rateUpperBound(38, 1000)).toBeLessThan(0.05);
    expect(rateUpperBound(40, 1000)).toBeGreaterThan(0.05);
    expect(rateUpperBound(4, 100)).toBeGreaterThan(0.05);
  });

  test("sets the threshold where every held-out set stays within the target, with that margin", () => {
    const benign = (scores: number[]): Scored[] => scores.map((score) => ({ label: "benign", score, pattern: false }));
    const traps = benign(Array.from({ length: 1000 }, (_, i) => i / 1000));
    const everyday = benign(Array.from({ length: 500 }, (_, i) => i / 2000));
    const threshold = thresholdFor([traps, everyday], 1, 0.05, rateUpperBound);
    // 38 of the 1,000 traps score above it, the most that keeps the upper bound within 5%.
    expect(threshold).toBeGreaterThan(0.955);
    expect(threshold).toBeLessThan(0.965);
    expect(thresholdFor([everyday], 1, 0.05, rateUpperBound)).toBeLessThan(0.25);
  });

  test("finds the highest threshold at which every language keeps its recall", () => {
    const crisis = (scores: number[]): Scored[] => scores.map((score) => ({ label: "crisis", score, pattern: false }));
    const english = crisis([0.9, 0.8, 0.7, 0.6]);
    const german = crisis([0.95, 0.5, 0.45, 0.9]);
    expect(recallCeilingFor([english], 1, 0.75)).toBe(0.7);
    expect(recallCeilingFor([english, german], 1, 0.75)).toBe(0.5);
  });

  test("ships the middle of the band where both targets are met, never below where the trained-on sets fit", () => {
    expect(shippedThreshold(0.43, 0.51, 0.4)).toBeCloseTo(0.47);
    expect(shippedThreshold(0.43, 0.447, 0.469)).toBe(0.469);
  });

  test("gives a script the middle of its own band, but never more than the shared threshold", () => {
    const zh = (label: Scored["label"], score: number): ScoredIn => ({ lang: "zh", script: "han", label, score, pattern: false });
    const ar = (label: Scored["label"], score: number): ScoredIn => ({ lang: "ar", script: "arabic", label, score, pattern: false });
    // Chinese: every benign message below 0.3, one crisis message at 0.35 that the shared 0.5 misses.
    // Arabic: a benign message at 0.6, so its own band would start above the shared threshold.
    const traps = [...[0.1, 0.2, 0.3].map((s) => zh("benign", s)), ...[0.35, 0.7, 0.8, 0.9].map((s) => zh("crisis", s)), ar("benign", 0.6), ar("benign", 0.1), ar("crisis", 0.9)];
    const byScript = scriptThresholdsFor({ traps, everyday: [], fitted: [], shared: 0.5, withPattern: 1, fpr: 0.05, recall: 1 });
    // Chinese meets both targets from just above 0.3 to 0.35: its threshold is the middle.
    expect(byScript.han).toBeCloseTo(0.325);
    expect(decide(traps[3], { alone: 0.5, withPattern: 1, byScript })).toBe(true);
    expect(decide(traps[3], { alone: 0.5, withPattern: 1 })).toBe(false);
    expect(byScript.arabic).toBe(0.5);
    // A script with no calibration messages keeps the shared threshold.
    expect(byScript.devanagari).toBe(0.5);
  });
});
