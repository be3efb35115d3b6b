import { describe, expect, test } from "vitest";
import { featureText, features, MAYBE_CJK, partFeatures, PLAIN_TEXT, PLAIN_UNSPACED_CHARACTER, PLAIN_WORDS, segments } from "./features";

const shared = (a: string, b: string) => {
  const left = new Set(features(a).indices);
  const right = features(b).indices;
  return right.filter((i) => left.has(i)).length / Math.max(left.size, right.length);
};

describe("features", () => {
  test("read the same message the same way every time", () => {
    expect(features("I don't want to wake up")).toEqual(features("I don't want to wake up"));
  });

  test("the quick check for unspaced scripts lets every Han, Hiragana and Katakana character through", () => {
    const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
    for (let point = 0; point <= 0x10ffff; point++) {
      if (point >= 0xd800 && point <= 0xdfff) continue;
      const character = String.fromCodePoint(point);
      if (unspaced.test(character)) expect(MAYBE_CJK.test(character), point.toString(16)).toBe(true);
    }
  });

  test("ignore case, accents, stretched letters and leetspeak", () => {
    expect(featureText("Je VEUX mouriiiir")).toBe(featureText("je veux mourir"));
    expect(featureText("k1ll mys3lf")).toBe(featureText("kill myself"));
  });

  test("a misspelling keeps most of the message's features", () => {
    expect(shared("i want to dissapear forever", "i want to disappear forever")).toBeGreaterThan(0.5);
    expect(shared("i want to disappear forever", "what a lovely sunny day")).toBeLessThan(0.1);
  });

  test("read a number by its shape in character n-grams and by its value only as a word", () => {
    const ten = new Set(features("level 10").indices);
    const apart = features("level 47").indices.filter((i) => !ten.has(i));
    // Only "w 47" and "b level 47": every character n-gram reads both numbers as "00".
    expect(apart).toHaveLength(2);
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
  test("a text read plainly splits into words, and finds its Han and kana, exactly where the Unicode classes would", () => {
    const plain = Array.from({ length: 0x110000 }, (_, point) => point)
      .filter((point) => point < 0xd800 || point > 0xdfff)
      .map((point) => String.fromCodePoint(point))
      .filter((c) => PLAIN_TEXT.test(c));
    const word = (c: string) => c.match(PLAIN_WORDS)?.[0] === c;
    expect(plain.filter((c) => word(c) !== /[\p{L}\p{N}]/u.test(c)).map((c) => c.codePointAt(0)!.toString(16))).toEqual([]);
    expect(plain).toEqual(expect.arrayContaining(["«", "،", "🙃"]));
    const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
    expect(plain.filter((c) => PLAIN_UNSPACED_CHARACTER.test(c) !== unspaced.test(c)).map((c) => c.codePointAt(0)!.toString(16))).toEqual([]);
    expect(plain).toEqual(expect.arrayContaining(["ー", "ह", "ि", "漢", "か"]));
    expect(segments(`${"Día largo en el trabajo, mi jefe gritó otra vez. ".repeat(4)}`).length).toBeGreaterThan(1);
  });

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

  test("a long message typed without stops is cut into runs of words", () => {
    const text = `${"so the bus was late again and my boss yelled and lunch was cold ".repeat(4)}and i bought the rope today`;
    const parts = segments(text);
    expect(parts.length).toBeGreaterThan(3);
    expect(parts.slice(1).join(" ")).toBe(text.split(/\s+/).join(" "));
    expect(parts.slice(1).every((p) => p.split(" ").length <= 40)).toBe(true);
  });
});

describe("partFeatures", () => {
  test("a message of ordinary length is its own features", () => {
    const text = "Work was fine. Dinner was nice. I wrote the goodbye letters tonight.";
    const [only, ...rest] = partFeatures(text);
    expect(rest).toEqual([]);
    expect([...only.indices]).toEqual([...features(text).indices]);
  });

  test("each part of a long message also carries the message's length, the same one in every part, another for a longer one", () => {
    const text = `${"Work was long and the meeting ran over again. ".repeat(8)}I wrote the goodbye letters tonight.`;
    const parts = partFeatures(text);
    const pieces = segments(text);
    expect(parts).toHaveLength(pieces.length);
    const added = parts.map((part, k) => [...part.indices].filter((i) => !features(pieces[k]).indices.includes(i)));
    expect(added.every((extra) => extra.length === 1 && extra[0] === added[0][0])).toBe(true);
    const longer = partFeatures(`${"Work was long and the meeting ran over again. ".repeat(30)}`);
    expect([...longer[1].indices]).not.toContain(added[0][0]);
  });
});
