import { expect, test } from "vitest";
import { scriptOf } from "./script";

test.each([
  ["latin", "i can't sleep again, exams tomorrow"],
  ["latin", "nimechoka sana leo"],
  ["latin", "ana ta3ban awi el naharda"],
  ["cyrillic", "не могу уснуть, завтра экзамен"],
  ["arabic", "لا أستطيع النوم، عندي امتحان بكرة"],
  ["devanagari", "आज बहुत थक गया हूँ"],
  ["han", "明天考试，我睡不着"],
  ["kana", "明日試験なのに眠れない"],
] as const)("reads %s in %s", (script, text) => {
  expect(scriptOf(text)).toBe(script);
});

test("counts letters where scripts mix, and takes a text with none as Latin", () => {
  expect(scriptOf("сегодня был ok день, просто устал")).toBe("cyrillic");
  expect(scriptOf("yaar आज मैं बहुत परेशान हूँ")).toBe("devanagari");
  expect(scriptOf("😭😭😭 !!!")).toBe("latin");
});
