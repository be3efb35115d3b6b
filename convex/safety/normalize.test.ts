import { describe, expect, test } from "vitest";
import { ASCII_SYMBOLS, deleet, KEPT_PLAINLY, PLAIN_LETTER, PLAIN_SYMBOLS, PLAIN_TOKEN_CHARACTER, squeeze, variants } from "./normalize";

const SYMBOL = /[^\p{L}\p{M}\p{N}\s.,!?;$@]/u;
const BMP = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code)).filter((c) => !/[\ud800-\udfff]/.test(c));

describe("the plain checks that spare a fresh runtime the Unicode classes", () => {
  test("every character read as kept without them is a letter, mark, number, space or kept sign", () => {
    const wrong = BMP.filter((c) => KEPT_PLAINLY.test(c) && SYMBOL.test(c));
    expect(wrong.map((c) => c.charCodeAt(0).toString(16))).toEqual([]);
    expect(BMP.filter((c) => KEPT_PLAINLY.test(c)).length).toBeGreaterThan(20_000);
  });

  test("the ASCII signs taken away plainly are exactly the ASCII the Unicode class takes away", () => {
    const ascii = Array.from({ length: 0x80 }, (_, code) => String.fromCharCode(code));
    expect(ascii.filter((c) => c.match(ASCII_SYMBOLS) !== null)).toEqual(ascii.filter((c) => SYMBOL.test(c)));
  });

  test("in a text kept plainly, letters and the characters of words are those the Unicode classes find", () => {
    const kept = BMP.filter((c) => KEPT_PLAINLY.test(c));
    const hex = (cs: string[]) => cs.map((c) => c.charCodeAt(0).toString(16));
    expect(hex(kept.filter((c) => PLAIN_LETTER.test(c) !== /\p{L}/u.test(c)))).toEqual([]);
    expect(hex(kept.filter((c) => PLAIN_TOKEN_CHARACTER.test(c) !== /[\p{L}\p{M}\p{N}@$!]/u.test(c)))).toEqual([]);
  });

  test("de-leeting and squeezing read a plain text and any other the same way", () => {
    expect(deleet("k1ll 10 m!n")).toBe("kill 10 min");
    expect(deleet("k1ll 10 m!n 𠀀")).toBe("kill 10 min 𠀀");
    expect(squeeze("хочууу умереть")).toBe("хочу умереть");
    expect(squeeze("хочууу умереть 𠀀")).toBe("хочу умереть 𠀀");
  });

  test("every sign beyond ASCII taken away plainly is one the Unicode class takes away, in every plane", () => {
    const plain = new RegExp(PLAIN_SYMBOLS.source, "u");
    const taken: string[] = [];
    const wrong: string[] = [];
    for (let point = 0x80; point <= 0x10ffff; point++) {
      const c = String.fromCodePoint(point);
      if (!plain.test(c)) continue;
      taken.push(c);
      if (!SYMBOL.test(c)) wrong.push(point.toString(16));
    }
    expect(wrong).toEqual([]);
    expect(taken).toEqual(expect.arrayContaining(["«", "»", "—", "“", "…", "・", "』", "🙃", "🪦", "♀", "❤"]));
  });

  test("symbols become spaces whichever way the text is read", () => {
    expect(variants("wait: (really) \"done\" #1 ~ok~")).toEqual(["wait realy done 1 ok"]);
    expect(variants("café ☕ mañana ♥ днём")).toEqual(["cafe manana днем"]);
    expect(variants("día \u0000 noche")).toEqual(["dia noche"]);
    expect(variants("« ça va » — 🌧🪦 ✅ ❶")).toEqual(["ca va ❶"]);
  });

  test("laughing emoji, and the smiles worn over something hard, read as lol", () => {
    expect(variants("tonight the nylon one 😂")).toEqual(["tonight the nylon one lol"]);
    expect(variants("kamba tayari 🙃")).toEqual(["kamba tayari lol"]);
    expect(variants("ratet mal warum 🤡")).toEqual(["ratet mal warum lol"]);
  });

  test("repeated letters collapse in every plane, and a text with none is left as it is", () => {
    expect(squeeze("sleeeep")).toBe("slep");
    expect(squeeze("𠀀𠀀𠀀 ok")).toBe("𠀀 ok");
    expect(squeeze("abc 123")).toBe("abc 123");
    expect(squeeze("11 aa")).toBe("11 a");
  });
});
