import { describe, expect, test } from "vitest";
import { fromAscii, SEPARATOR, toAscii } from "./asciiText";

describe("pattern data written in ASCII", () => {
  test("a short alphabet comes back as it was, with one digit a character and nothing but ASCII in between", () => {
    const texts = ["умереть", '{"a":["ещё","(?<![\\\\p{L}])"]}'];
    const { table, bodies } = toAscii(texts);
    expect(bodies.every((body) => /^[\x20-\x7e]*$/.test(body))).toBe(true);
    expect(bodies[0]).toHaveLength("умереть".length * 2);
    expect(bodies.map((body) => fromAscii(table, body))).toEqual(texts);
  });

  test("more than 90 characters, and letters beyond the first plane, take two digits and come back too", () => {
    const hanzi = Array.from({ length: 200 }, (_, i) => String.fromCodePoint(0x4e00 + i)).join("") + "𠀀𠀁";
    const { table, bodies } = toAscii([hanzi, "plain text"]);
    expect(bodies[0]).toHaveLength([...hanzi].length * 3);
    expect(bodies[1]).toBe("plain text");
    expect(fromAscii(table, bodies[0])).toBe(hanzi);
  });

  test("written texts joined by the separator split back into the same texts, short and long tables alike", () => {
    for (const alphabet of ["ёжик ", Array.from({ length: 200 }, (_, i) => String.fromCodePoint(0x4e00 + i)).join("")]) {
      const texts = ["", " ", alphabet, `{"x":"${alphabet} a b"}`, "ascii only"];
      const { table, bodies } = toAscii(texts);
      expect(bodies.some((body) => body.includes(SEPARATOR))).toBe(false);
      expect(bodies.join(SEPARATOR).split(SEPARATOR).map((body) => fromAscii(table, body))).toEqual(texts);
    }
  });

  test("data that already holds the mark is refused rather than misread", () => {
    expect(() => toAscii(["a `quoted` word"])).toThrow(/mark/);
  });
});
