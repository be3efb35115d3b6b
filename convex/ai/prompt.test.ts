import { describe, expect, test } from "vitest";
import { systemPrompt, youngestAge } from "./prompt";
import { serverText } from "./texts";
import { LANGUAGE_CODES } from "../shared/languages";
import { TOPIC_IDS } from "../shared/topics";

describe("Kaia's system prompt", () => {
  const adult = systemPrompt({ topicId: "anxiety", language: "en", age: 30 });

  test("presents Kaia, the warm bear coach, and the chosen topic", () => {
    expect(adult).toContain("You are Kaia");
    expect(adult).toMatch(/bear/);
    expect(adult).toContain("anxiety");
  });

  test("carries the boundaries: an AI, not a therapist, no diagnosis or medication advice, professional help, no methods or doses", () => {
    expect(adult).toMatch(/You are an AI/);
    expect(adult).toMatch(/not a therapist/);
    expect(adult).toMatch(/Never diagnose/);
    expect(adult).toMatch(/never give medication advice/);
    expect(adult).toMatch(/Encourage professional help/);
    expect(adult).toMatch(/Never give information about methods or means of suicide or self-harm, lethal doses/);
  });

  test("asks for replies in the user's language", () => {
    expect(systemPrompt({ topicId: "stress", language: "sw" })).toContain("Reply in Swahili");
    expect(systemPrompt({ topicId: "stress", language: "ar" })).toContain("Reply in Arabic");
  });

  test("describes every topic", () => {
    for (const topicId of TOPIC_IDS) expect(systemPrompt({ topicId, language: "en" })).not.toContain("undefined");
  });

  test("adds the teen rules for 13 to 17: age-appropriate, no romantic role-play, reminds it is an AI", () => {
    const teen = systemPrompt({ topicId: "relationships", language: "en", age: 15 });
    expect(teen).toMatch(/teenager/);
    expect(teen).toMatch(/No romantic, flirtatious or sexual role-play/);
    expect(teen).toMatch(/Remind them now and then.*that you are an AI/);
    expect(adult).not.toMatch(/teenager/);
  });

  test("applies the teen rules when the age is not known", () => {
    expect(systemPrompt({ topicId: "stress", language: "en" })).toMatch(/teenager/);
  });

  test("adds the safety instructions in crisis mode only", () => {
    const crisis = systemPrompt({ topicId: "stress", language: "en", crisis: { categories: ["self_harm", "abuse"] } });
    expect(crisis).toContain("SAFETY MODE");
    expect(crisis).toContain("suicide or self-harm, abuse or violence at home");
    expect(crisis).toMatch(/immediate safety/);
    expect(crisis).toMatch(/Never end the chat/);
    expect(adult).not.toContain("SAFETY MODE");
  });

  test("treats a year of birth by the youngest age it allows, so no 17-year-old is missed", () => {
    const now = Date.UTC(2026, 5, 1);
    expect(youngestAge(2008, now)).toBe(17);
    expect(youngestAge(2000, now)).toBe(25);
    expect(youngestAge(undefined, now)).toBeUndefined();
  });
});

describe("server texts", () => {
  test.each(LANGUAGE_CODES)("%s has the demo reply, naming both settings", (language) => {
    expect(serverText(language, "demoReply")).toContain("OPENAI_API_KEY");
    expect(serverText(language, "demoReply")).toContain("OPENAI_BASE_URL");
  });

  test("a language without its own text falls back to English", () => {
    expect(serverText("xx" as "en", "demoReply")).toBe(serverText("en", "demoReply"));
  });
});
