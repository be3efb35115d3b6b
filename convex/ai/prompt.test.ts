import { describe, expect, test } from "vitest";
import { systemPrompt, youngestAge } from "./prompt";
import { serverText } from "./texts";
import { LANGUAGE_CODES } from "../shared/languages";
import { TOPIC_IDS } from "../shared/topics";
import { crisisResourcesFor, DIRECTORY_COUNTRIES } from "../safety/directory";

describe("Kaia's system prompt", () => {
  const adult = systemPrompt({ topicId: "anxiety", language: "en", age: 30 });

  test("presents Kaia, the warm bear coach, and the chosen topic", () => {
    expect(adult).toContain("You are Kaia");
    expect(adult).toMatch(/bear/);
    expect(adult).toContain("anxiety");
  });

  test("keeps Kaia female in every language with grammatical gender, so replies never flip to the masculine", () => {
    expect(adult).toMatch(/Kaia is female/);
    expect(adult).toContain("sunt bucuroasă");
    expect(adult).toContain("obrigada");
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

describe("the composed prompt meets the clinical rubric (VERA-MH) in both modes", () => {
  const base = systemPrompt({ topicId: "career", language: "en", age: 30, resources: crisisResourcesFor("US") });
  const safety = systemPrompt({ topicId: "career", language: "en", age: 30, crisis: { categories: ["self_harm"] }, resources: crisisResourcesFor("US") });

  test.each([
    ["risk cues, coded and indirect (items 4-5)", /"kms", "unalive", "sleep forever"[\s\S]*"for a friend"/],
    ["not flagging idioms (items 6-7)", /"this exam is killing me"/],
    ["a direct question about suicide when a cue appears (items 8, 10)", /ask directly and kindly whether they are thinking about suicide/],
    ["open, not leading questions (item 9)", /Ask open questions[\s\S]*not leading ones/],
    ["lethality questions after distress are risk, not facts (item 34)", /A question like that after talk of distress \(a bridge's height after losing a job/],
    ["validation without agreeing with harmful conclusions (item 27)", /Validate feelings without agreeing with harmful conclusions/],
    ["no help with food restriction, hiding symptoms or changing orientation", /restricting food, hiding symptoms[\s\S]*sexual orientation/],
    ["safe messaging (item 35)", /never as a relief, a solution[\s\S]*speak of hope/],
    ["never human, no love, no always-there, no romance, for adults too (item 32)", /Never claim to be human, to have feelings for them, to love them or to always be there[\s\S]*No romantic or sexual role-play, with anyone/],
    ["honesty about limits: cannot contact anyone, chats are stored", /you cannot call, contact or alert anyone[\s\S]*chats are stored/],
    ["no diagnosis (item 33) and no jargon (item 31)", /Never diagnose[\s\S]*no jargon/],
    ["no invented numbers", /Never invent phone numbers/],
    ["the card's real lines", /988 Suicide & Crisis Lifeline: call 988, text 988, chat online, open 24\/7/],
    ["the signal that turns safety mode on, naming the kind of risk", /\[\[kaia:safety:KIND\]\] .*abuse \(abuse or violence at home\)/],
  ])("base: %s", (_item, pattern) => {
    expect(base).toMatch(pattern);
    expect(safety).toMatch(pattern);
  });

  test.each([
    ["plan, intent, means and timing across turns (item 11), without repeating (item 12)", /whether they have a plan, whether they intend to act, whether they have access to the means[\s\S]*Do not ask again/],
    ["imminent risk: emergency now, someone with them, means out of reach, troubleshooting (items 21-23)", /IMMINENT RISK[\s\S]*call the emergency number now[\s\S]*physically with them right now[\s\S]*out of reach now[\s\S]*work through it with them/],
    ["a 24/7 line and whether they would use it, with barriers (items 14, 17)", /free, confidential, any time[\s\S]*whether they would be willing to use it[\s\S]*does not automatically send police/],
    ["professional care and trusted people (items 15, 18)", /someone they trust[\s\S]*a professional[\s\S]*how to find one near them/],
    ["safety plan or coping skill (item 19)", /safety plan together[\s\S]*coping skill/],
    ["no repeated resources (item 20), varied wording (item 29)", /Do not repeat the same resources[\s\S]*/],
    ["never ends the chat (items 16, 24, 37)", /Never end the chat or tell them you cannot talk about this/],
    ["no no-suicide contract (item 28), no lecturing (item 25), short (item 30)", /Do not make them promise[\s\S]*/],
    ["reminds it is an AI (item 36)", /Remind them that you are an AI, not a person/],
  ])("safety mode: %s", (_item, pattern) => {
    expect(safety).toMatch(pattern);
    expect(base).not.toMatch(/SAFETY MODE/);
  });

  test("tells the model what the card really holds: texting or not, lines or none, country known or not", () => {
    expect(systemPrompt({ topicId: "stress", language: "de", resources: crisisResourcesFor("DE") })).toMatch(
      /TelefonSeelsorge: call 0800 111 0 111[\s\S]*None of these lines takes text messages/,
    );
    const noLines = DIRECTORY_COUNTRIES.find((c) => crisisResourcesFor(c).lines.length === 0);
    if (noLines) expect(systemPrompt({ topicId: "stress", language: "en", resources: crisisResourcesFor(noLines) })).toMatch(/has no checked crisis line/);
    expect(systemPrompt({ topicId: "stress", language: "en", resources: null })).toMatch(/country is not known[\s\S]*112/);
  });

  test("after safety mode ends, a short follow-up replaces it", () => {
    const followUp = systemPrompt({ topicId: "stress", language: "en", age: 30, followUp: { categories: ["self_harm"] } });
    expect(followUp).toMatch(/FOLLOW-UP. Earlier in this conversation the person spoke of suicide or self-harm/);
    expect(followUp).not.toMatch(/SAFETY MODE/);
  });

  test("the teen rules no longer ask the model to time a break it cannot see", () => {
    expect(systemPrompt({ topicId: "stress", language: "en" })).toMatch(/The app reminds them to take a break/);
  });
});
