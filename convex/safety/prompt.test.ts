import { describe, expect, test } from "vitest";
import { crisisInstructions, teenInstructions } from "./prompt";
import { crisisFallback, crisisLead, safetyText } from "./messages";
import { LANGUAGE_CODES } from "../shared/languages";

describe("crisis instructions for the model", () => {
  const text = crisisInstructions(["self_harm"], "de");

  test.each([
    [/never describe methods, means, doses/i, "no method details"],
    [/reach a real person now/i, "encourage reaching a person now"],
    [/immediate safety/i, "ask about immediate safety"],
    [/never end the chat/i, "never end the chat"],
    [/one denial does not end the concern/i, "do not drop the topic after one denial"],
    [/do not lecture/i, "no lecturing"],
    [/Reply in German/, "the user's language"],
  ])("say %s (%s)", (pattern) => {
    expect(text).toMatch(pattern);
  });

  test("add guidance for each flagged category", () => {
    expect(crisisInstructions(["medical_emergency"], "en")).toMatch(/call the emergency number now/);
    expect(crisisInstructions(["abuse"], "en")).toMatch(/not their fault/);
    expect(crisisInstructions(["harm_to_others"], "en")).toMatch(/Never help plan/);
    expect(crisisInstructions([], "en")).toMatch(/serious danger/);
  });
});

test("teen instructions forbid romantic role-play, remind it is an AI and suggest breaks", () => {
  const text = teenInstructions();
  expect(text).toMatch(/No romantic/);
  expect(text).toMatch(/you are an AI/);
  expect(text).toMatch(/break/);
  expect(text).toMatch(/trusted adult/);
});

describe("the crisis texts the server writes", () => {
  test.each(LANGUAGE_CODES)("%s has a lead for every category and a fallback reply", (language) => {
    const leads = new Set((["self_harm", "harm_to_others", "abuse", "medical_emergency"] as const).map((c) => crisisLead([c], language)));
    expect(leads.size).toBe(4);
    expect(crisisFallback(language, true).length).toBeGreaterThan(80);
    expect(crisisFallback(language, false)).not.toBe(crisisFallback(language, true));
    expect(safetyText(language, "planSection.safeEnvironment").length).toBeGreaterThan(5);
  });

  test("the fallback points to lines above only when there are lines above", () => {
    expect(crisisFallback("en", true)).toMatch(/lines above/);
    expect(crisisFallback("en", false)).not.toMatch(/above/);
    expect(crisisFallback("en", false)).toMatch(/emergency number/);
  });

  test("a medical emergency leads, whatever else was found", () => {
    expect(crisisLead(["self_harm", "medical_emergency"], "en")).toBe(crisisLead(["medical_emergency"], "en"));
  });

  test("the texts are written in the user's language", () => {
    expect(crisisLead(["self_harm"], "es")).not.toBe(crisisLead(["self_harm"], "en"));
    expect(crisisFallback("ja", true)).toMatch(/[\u3040-\u30FF]/);
  });
});
