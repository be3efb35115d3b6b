import { describe, expect, test } from "vitest";
import { featureText, features, segments } from "./features";

const shared = (a: string, b: string) => {
  const left = new Set(features(a).indices);
  const right = features(b).indices;
  return right.filter((i) => left.has(i)).length / Math.max(left.size, right.length);
};

describe("features", () => {
  test("read the same message the same way every time", () => {
    expect(features("I don't want to wake up")).toEqual(features("I don't want to wake up"));
  });

  test("ignore case, accents, stretched letters and leetspeak", () => {
    expect(featureText("Je VEUX mouriiiir")).toBe(featureText("je veux mourir"));
    expect(featureText("k1ll mys3lf")).toBe(featureText("kill myself"));
  });

  test("a misspelling keeps most of the message's features", () => {
    expect(shared("i want to dissapear forever", "i want to disappear forever")).toBeGreaterThan(0.5);
    expect(shared("i want to disappear forever", "what a lovely sunny day")).toBeLessThan(0.1);
  });

  test("give every message the same weight whatever its length", () => {
    for (const text of ["ok", "a much longer message about a long and tiring day at work"]) {
      const { values } = features(text);
      expect(values.reduce((sum, v) => sum + v * v, 0)).toBeCloseTo(1);
    }
  });

  test("read unspaced scripts character by character", () => {
    expect(shared("我不想活了", "我真的不想活了")).toBeGreaterThan(0.4);
  });
});

describe("segments", () => {
  test("a message of ordinary length is scored whole", () => {
    expect(segments("Work was fine. Dinner was nice. I wrote the goodbye letters tonight.")).toEqual([
      "Work was fine. Dinner was nice. I wrote the goodbye letters tonight.",
    ]);
  });

  test("a long message is also scored in runs of sentences, so one passage is not averaged away", () => {
    const day = "Work was long and the meeting ran over again. ".repeat(12);
    const text = `${day}I wrote the goodbye letters tonight.`;
    const parts = segments(text);
    expect(parts[0]).toBe(text);
    expect(parts.length).toBeGreaterThan(2);
    expect(parts[parts.length - 1]).toContain("goodbye letters");
    expect(parts.slice(1).every((p) => p.length < text.length / 2)).toBe(true);
  });
});
