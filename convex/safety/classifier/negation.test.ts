import { describe, expect, test } from "vitest";
import { featureText } from "./features";
import { NEGATIONS, negatedWords } from "./negation";

describe("negated words", () => {
  test("every negation is written as the features read it, so each can be found", () => {
    expect(NEGATIONS.filter((word) => featureText(word) !== word)).toEqual([]);
  });

  test("a wish that is negated is marked, the same wish stated is not", () => {
    expect(negatedWords("i dont want to die")).toEqual(["want", "to", "die"]);
    expect(negatedWords("i want to die")).toEqual([]);
    expect(negatedWords("je ne veux pas mourir")).toEqual(["veux", "mourir"]);
    expect(negatedWords("не хочу жить")).toEqual(["хочу", "жить"]);
  });

  test("Swahili's negated verbs govern the words after them, within their clause", () => {
    expect(negatedWords("sitaki kufa, nataka kuishi muda mrefu")).toEqual(["kufa"]);
    expect(negatedWords("sina sababu ya kuishi")).toEqual(["sababu", "ya", "kuishi"]);
    expect(negatedWords("simu yangu imekufa")).toEqual([]);
  });

  test("Hindi's negation governs the words around it, the verb before it first of all", () => {
    expect(negatedWords("मैं मरना नहीं चाहता")).toEqual(["मैं", "मरना", "चाहता"]);
  });

  test("a negation governs at most four words", () => {
    expect(negatedWords("i dont want to be alive anymore")).toEqual(["want", "to", "be", "alive"]);
  });
});
