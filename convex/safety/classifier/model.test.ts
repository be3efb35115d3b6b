import { describe, expect, test } from "vitest";
import { patternSignals } from "../patterns";
import { crisisScore, crisisThreshold, isCrisis, likelyCategory } from "./model";
import { MODEL } from "./weights";

/** The classifier alone, without the help of a pattern match. */
const classifiesAsCrisis = (text: string) => isCrisis(crisisScore(text), crisisThreshold(text));

describe("the shipped crisis classifier", () => {
  test("catches quiet wording that no pattern names", () => {
    for (const text of ["i've made my peace, the cat goes to my sister", "my flatmate is on the floor shaking and foaming"]) {
      expect(patternSignals(text).categories, text).toEqual([]);
      expect(classifiesAsCrisis(text), text).toBe(true);
    }
  });

  test("leaves an ordinary message alone", () => {
    expect(classifiesAsCrisis("what a lovely day at the beach")).toBe(false);
    expect(classifiesAsCrisis("can you help me prepare for my job interview on monday?")).toBe(false);
  });

  test("does not let a long ordinary message hide one risky sentence", () => {
    const text = "Work was fine. Dinner was nice. I wrote the goodbye letters tonight and the pills are ready.";
    expect(crisisScore(text)).toBeGreaterThan(crisisScore("Work was fine. Dinner was nice."));
    expect(classifiesAsCrisis(text)).toBe(true);
  });

  test("judges a text by its script's threshold, never above the shared one", () => {
    expect(crisisThreshold("我今天上班很累")).toBe(MODEL.scriptThresholds.han);
    expect(crisisThreshold("今日は仕事で疲れた")).toBe(MODEL.scriptThresholds.kana);
    expect(crisisThreshold("i am tired after work")).toBe(MODEL.scriptThresholds.latin);
    for (const threshold of Object.values(MODEL.scriptThresholds)) expect(threshold).toBeLessThanOrEqual(MODEL.threshold);
  });

  test.each([
    ["self_harm", "i've made my peace, the cat goes to my sister"],
    ["medical_emergency", "she's not breathing and her lips are blue"],
    ["abuse", "mi padre me pega con el cinturón"],
    ["abuse", "爸爸喝醉了就打我"],
    ["harm_to_others", "i'm going to make him pay, i know where he lives and i have a knife"],
  ] as const)("names the kind of risk: %s in %s", (category, text) => {
    expect(likelyCategory(text)).toEqual({ category, sure: true });
  });
});
