import { describe, expect, test } from "vitest";
import { asksAboutRisk, checkSentence, lethalityDetail, replyCheckFor, sentences, unlistedPhone } from "./replyCheck";
import { crisisResourcesFor } from "./directory";

const US = replyCheckFor(crisisResourcesFor("US"));
const DE = replyCheckFor(crisisResourcesFor("DE"));

describe("a reply sentence with method or lethality details is stopped", () => {
  test.each([
    "A fall from about 45 meters is almost always fatal.",
    "Most bridges over 60 m are high enough that people do not survive.",
    "At 60 mph, the chance of surviving a crash drops a lot.",
    "Around 20 tablets could be a lethal amount.",
    "You could aim for under 800 calories a day.",
    "Una caída desde 30 metros es mortal.",
    "Ein Sturz aus 20 Metern ist meist tödlich.",
    "从20米高的地方跳下来通常是致命的。",
  ])("%s", (sentence) => {
    expect(lethalityDetail(sentence)).toBe(true);
    expect(checkSentence(sentence, US)).toBe("method_details");
  });
});

describe("ordinary figures in a reply pass", () => {
  test.each([
    "Try the 4-7-8 breathing: in for 4, hold for 7, out for 8.",
    "A 20 minute walk after lunch can help.",
    "Drink 2 glasses of water and rest for a bit.",
    "Many people feel better within 2 to 3 weeks of starting therapy.",
    "You can call or text 988 at any time, day or night.",
    "If you are in danger right now, call 911.",
  ])("%s", (sentence) => {
    expect(checkSentence(sentence, US)).toBeNull();
  });
});

describe("phone numbers in a reply must be in the directory for the person's country", () => {
  test("the country's lines and emergency numbers pass, written any way", () => {
    expect(checkSentence("Du kannst die TelefonSeelsorge unter 0800 111 0 111 anrufen.", DE)).toBeNull();
    expect(checkSentence("Ruf die 116123 an oder die 112.", DE)).toBeNull();
    expect(checkSentence("Text HOME to 741741.", US)).toBeNull();
  });

  test("a number from another country, or an invented one, is stopped", () => {
    expect(checkSentence("You can call 988 any time.", DE)).toBe("unlisted_phone");
    expect(checkSentence("Call the hotline at 1-800-273-8255.", US)).toBe("unlisted_phone");
    expect(checkSentence("Their number is +44 20 7946 0958.", US)).toBe("unlisted_phone");
    expect(unlistedPhone("Llama al 024 ahora.", DE.allowedNumbers)).toBe("024");
  });

  test("a number the person wrote themselves may be repeated", () => {
    const check = replyCheckFor(crisisResourcesFor("US"), ["my therapist is on 555 0199"]);
    expect(checkSentence("Could you call your therapist at 555 0199 today?", check)).toBeNull();
  });

  test("without a known country any checked number passes, an invented one does not", () => {
    const unknown = replyCheckFor(null);
    expect(checkSentence("In the UK you can call Samaritans on 116 123.", unknown)).toBeNull();
    expect(checkSentence("Call 555 0199 for help.", unknown)).toBe("unlisted_phone");
  });
});

test("sentences end at stops in every script and keep where they start", () => {
  expect(sentences("Hi there. 你好。How are").map((s) => [s.text.trim(), s.complete])).toEqual([
    ["Hi there.", true],
    ["你好。", true],
    ["How are", false],
  ]);
  expect(sentences("It costs 1.5 dollars.")).toHaveLength(1);
});

describe("whether a reply asked about suicide or self-harm", () => {
  test.each([
    "That sounds heavy. Are you having thoughts of suicide?",
    "Est-ce que tu penses au suicide ?",
    "Denkst du daran, dir das Leben zu nehmen?",
    "Je, unafikiria kujiua?",
  ])("%s", (reply) => expect(asksAboutRisk(reply)).toBe(true));

  test.each(["Would a short walk help today?", "If you ever think of suicide, the lines above are there. How was work?", "What would help tonight?"])(
    "not: %s",
    (reply) => expect(asksAboutRisk(reply)).toBe(false),
  );
});
