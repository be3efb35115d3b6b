// The crisis texts, read side by side with English: each keeps its English source's scope in
// every language, numbers stay left-to-right inside Arabic, and Chinese and Japanese use
// full-width punctuation.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { LANGUAGE_CODES, type LanguageCode } from "../convex/shared/languages";

type Catalog = Record<string, string>;
const read = (lang: string, group: string): Catalog => JSON.parse(readFileSync(join(__dirname, lang, `${group}.json`), "utf8")) as Catalog;
const safety = (lang: LanguageCode) => read(lang, "safety");
const plan = (lang: LanguageCode) => read(lang, "safetyPlan");

/** How each language says "someone else" when it speaks of harm to others. */
const OTHERS: Record<LanguageCode, RegExp> = {
  en: /someone else/,
  es: /otra persona/,
  fr: /quelqu'un d'autre/,
  de: /jemand anderem/,
  it: /qualcun altro/,
  pt: /outra pessoa/,
  ru: /кому-то (?:ещё|другому)/,
  zh: /别人|他人/,
  ja: /誰か/,
  ar: /شخصًا آخر|غيرك/,
  hi: /किसी और/,
  ro: /altcuiva/,
  sw: /mtu mwingine/,
};

/** How each language points to "the lines above". */
const ABOVE: Record<LanguageCode, RegExp> = {
  en: /above/,
  es: /de arriba/,
  fr: /ci-dessus/,
  de: /oben/,
  it: /qui sopra/,
  pt: /acima/,
  ru: /выше/,
  zh: /上面/,
  ja: /上の/,
  ar: /أعلاه/,
  hi: /ऊपर/,
  ro: /de mai sus/,
  sw: /hapo juu/,
};

describe.each(LANGUAGE_CODES)("the crisis texts in %s", (lang) => {
  test("the fallback reply, for every crisis, names harm to others as English does", () => {
    expect(safety(lang).fallbackReply).toMatch(OTHERS[lang]);
    expect(safety(lang).fallbackReplyNoLines).toMatch(OTHERS[lang]);
  });

  test("the SOS introduction names harm to others as English does", () => {
    expect(plan(lang).helpIntro).toMatch(OTHERS[lang]);
  });

  test("only the fallback shown with lines points to lines above", () => {
    expect(safety(lang).fallbackReply).toMatch(ABOVE[lang]);
    expect(safety(lang).fallbackReplyNoLines).not.toMatch(ABOVE[lang]);
  });

  test("every crisis lead is its own text, distinct from the others", () => {
    const leads = ["self_harm", "harm_to_others", "abuse", "medical_emergency"].map((c) => safety(lang)[`crisisLead.${c}`]);
    expect(new Set(leads).size).toBe(4);
  });
});

describe("words that meant the wrong thing", () => {
  test("the safety plan asks who could help keep things out of reach, never who could help 'do it'", () => {
    expect(safety("fr")["planPrompt.safeEnvironment"]).not.toMatch(/t'aider à le faire/);
    expect(safety("it")["planPrompt.safeEnvironment"]).not.toMatch(/aiutarti a farlo/);
    expect(safety("sw")["planPrompt.safeEnvironment"]).not.toMatch(/kukusaidia kufanya hivyo/);
    expect(safety("en")["planPrompt.safeEnvironment"]).toMatch(/help you with that/);
  });

  test("Arabic: the distractions section is about taking the mind off things, not what preoccupies it", () => {
    expect(safety("ar")["planSection.distractions"]).not.toMatch(/تشغل تفكيري/);
  });

  test("Chinese: the abuse text sends to the police, not the ambulance; 急救 only for a medical emergency", () => {
    const zh = safety("zh");
    expect(zh["crisisLead.abuse"]).toMatch(/报警/);
    for (const [key, text] of Object.entries(zh)) if (key !== "crisisLead.medical_emergency") expect(text, key).not.toMatch(/急救/);
  });

  test("Swahili: sympathy, not apology, for abuse; emergency services and helplines have their own words", () => {
    const sw = safety("sw");
    expect(sw["crisisLead.abuse"]).toMatch(/^Pole sana/);
    expect(sw["crisisLead.abuse"]).not.toMatch(/Samahani/);
    expect(sw.fallbackReply).toMatch(/namba ya dharura/);
    expect(sw.fallbackReply).toMatch(/simu za msaada/);
    expect(sw["planSection.professionals"]).not.toMatch(/dharura/);
  });

  test("Russian: the services are confidential, as in English, not anonymous", () => {
    expect(safety("ru").resourcesBody).toMatch(/конфиденциальн/);
    expect(safety("ru").resourcesBody).not.toMatch(/аноним/);
    expect(plan("ru").helpIntro).not.toMatch(/аноним/);
  });

  test("no literal calque of 'act on thoughts of harming'", () => {
    expect(plan("pt").helpIntro).not.toMatch(/agir sobre pensamentos/);
    expect(plan("ar").helpIntro).not.toMatch(/تتصرف بناءً على أفكار/);
    expect(plan("zh").helpIntro).not.toMatch(/按照.*念头行动/);
    expect(plan("ro").helpIntro).not.toMatch(/acționa pe baza gândurilor/);
    expect(plan("sw").helpIntro).not.toMatch(/kutekeleza mawazo/);
  });

  test.each([
    ["fr", /\bseul\b/],
    ["it", /da solo\b/],
    ["pt", /sozinho\b/],
    ["ro", /\bsingur\b/],
    ["ru", /\bсам\b/],
    ["hi", /सकता हूँ/],
  ] as const)("%s: the person's own first-person plan is worded for everyone, not only men", (lang, masculine) => {
    const sections = Object.entries(safety(lang)).filter(([key]) => key.startsWith("planSection."));
    for (const [key, text] of sections) expect(text, key).not.toMatch(masculine);
  });
});

describe("numbers and punctuation", () => {
  test("every number written into an Arabic crisis text is isolated left-to-right, so its digit groups never swap", () => {
    for (const catalog of [safety("ar"), plan("ar")]) {
      for (const [key, text] of Object.entries(catalog)) {
        const bare = text.replace(/\{[^}]*\}/g, "").replace(/\u2066[^\u2069]*\u2069/g, "");
        expect(bare, key).not.toMatch(/[0-9]/);
      }
    }
  });

  test.each(["zh", "ja"] as const)("%s crisis texts use full-width punctuation", (lang) => {
    for (const catalog of [safety(lang), plan(lang)]) {
      for (const [key, text] of Object.entries(catalog)) expect(text.replace(/\{[^}]*\}/g, ""), key).not.toMatch(/[,?:;!()]/);
    }
  });
});
