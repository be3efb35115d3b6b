import { describe, expect, test } from "vitest";
import { countTokens } from "gpt-tokenizer/model/gpt-4o";
import { estimateTokens, estimateTurnTokens, fitHistory, HISTORY_TOKEN_BUDGET, promptMessages, type Turn } from "./history";
import { LANGUAGE_CODES } from "../shared/languages";

// Real sentences in several scripts; the estimate must never undercount a real tokenizer.
const SAMPLES = [
  "I have been feeling anxious before every meeting at work, and I can't sleep the night before.",
  "Me siento muy sola desde que me mudé a otra ciudad y no sé cómo hacer amigos.",
  "Ich fühle mich seit Wochen erschöpft und kann mich bei der Arbeit kaum konzentrieren.",
  "Я чувствую себя очень одиноко после переезда и не знаю, с чего начать.",
  "我最近压力很大，晚上总是睡不着，白天也没有精神。",
  "最近、仕事のストレスで夜眠れなくて、朝起きるのがつらいです。",
  "أشعر بالقلق الشديد قبل الامتحانات ولا أستطيع التركيز على الدراسة.",
  "मुझे परीक्षा से पहले बहुत घबराहट होती है और मैं सो नहीं पाता।",
  "Najisikia mpweke sana tangu nilipohamia mji mpya na sijui jinsi ya kupata marafiki.",
  "Mă simt copleșit de muncă și nu mai am timp pentru mine.",
  "Sijui. Nimechoka tu, kila siku ni ngumu zaidi. Hakuna anayenielewa nyumbani.",
  "Mi-e frică să vorbesc cu părinții mei despre asta, ei nu înțeleg niciodată nimic.",
  "Estou cansada de fingir que está tudo bem, ninguém percebe nada.",
  "Non ce la faccio più con questo lavoro, mi sento svuotato ogni giorno.",
  "idk lol",
];

describe("token estimate", () => {
  test.each(SAMPLES)("never undercounts real tokens: %s", (text) => {
    expect(estimateTokens(text)).toBeGreaterThanOrEqual(countTokens(text));
  });

  test("is not wildly above real tokens for English, so the budget is well used", () => {
    const text = SAMPLES[0].repeat(20);
    expect(estimateTokens(text)).toBeLessThan(countTokens(text) * 2);
  });

  test("counts a message's role overhead", () => {
    expect(estimateTurnTokens({ role: "user", content: "" })).toBeGreaterThan(0);
  });

  test("covers all 13 languages of the product", () => {
    expect(LANGUAGE_CODES).toHaveLength(13);
  });
});

describe("history within the budget", () => {
  const turn = (i: number): Turn => ({ role: i % 2 ? "assistant" : "user", content: `turn ${i} `.repeat(40) });

  test("keeps the most recent turns, in order, within the budget", () => {
    const turns = Array.from({ length: 200 }, (_, i) => turn(i));
    const kept = fitHistory(turns);
    expect(kept.length).toBeLessThan(200);
    expect(kept).toEqual(turns.slice(turns.length - kept.length));
    expect(kept.reduce((sum, t) => sum + estimateTurnTokens(t), 0)).toBeLessThanOrEqual(HISTORY_TOKEN_BUDGET);
    const withOneMore = turns.slice(turns.length - kept.length - 1);
    expect(withOneMore.reduce((sum, t) => sum + estimateTurnTokens(t), 0)).toBeGreaterThan(HISTORY_TOKEN_BUDGET);
  });

  test("a short conversation is sent whole", () => {
    const turns = Array.from({ length: 6 }, (_, i) => turn(i));
    expect(fitHistory(turns)).toEqual(turns);
  });

  test("the newest message is always sent, even alone over the budget", () => {
    const huge: Turn = { role: "user", content: "字".repeat(HISTORY_TOKEN_BUDGET + 10) };
    expect(fitHistory([turn(0), huge])).toEqual([huge]);
  });
});

describe("the reply's messages", () => {
  const turns: Turn[] = [
    { role: "user", content: "Hi" },
    { role: "assistant", content: "Hello" },
  ];

  test("are the system prompt, then the topic's memory and the conversation's summary, then the newest turns", () => {
    const [system, recall, ...rest] = promptMessages("You are Kaia", { memory: ["Exam on 12 March"], summary: "They feel behind at work." }, turns);
    expect(system).toEqual({ role: "system", content: "You are Kaia" });
    expect(recall.role).toBe("system");
    expect(recall.content).toMatch(/- Exam on 12 March[\s\S]*They feel behind at work\./);
    expect(rest).toEqual(turns);
  });

  test("carry no recall message when nothing is remembered or summarised", () => {
    expect(promptMessages("You are Kaia", { memory: [] }, turns)).toEqual([{ role: "system", content: "You are Kaia" }, ...turns]);
  });
});
