import { describe, expect, test } from "vitest";
import { birthYearProblem, isValidEmail, latestAllowedBirthYear, normalizeEmail } from "./limits";
import { hasVisibleText, INVISIBLE_CHARACTERS } from "./text";

describe("the year-of-birth check the sign-up page and the server share", () => {
  const now = Date.UTC(2025, 7, 20);
  test("someone who may still be 12 this year is refused; someone certainly 13 is not", () => {
    expect(birthYearProblem(2012, now)).toBe("UNDER_MIN_AGE");
    expect(birthYearProblem(2011, now)).toBeNull();
    expect(latestAllowedBirthYear(now)).toBe(2011);
  });

  test("a year in the future, before 1900 or not whole is invalid input", () => {
    for (const year of [2026, 1899, 1990.5, Number.NaN]) expect(birthYearProblem(year, now)).toBe("INVALID_INPUT");
  });
});

describe("email addresses", () => {
  test("are compared trimmed and lower-cased", () => {
    expect(normalizeEmail("  Mira@Example.COM ")).toBe("mira@example.com");
  });

  test("longer than 254 characters are invalid", () => {
    expect(isValidEmail(`${"a".repeat(243)}@example.com`)).toBe(false);
    expect(isValidEmail(`${"a".repeat(242)}@example.com`)).toBe(true);
  });
});

describe("visible text", () => {
  test("zero-width spaces, joiners, direction marks and fillers alone are not visible", () => {
    for (const text of [
      "",
      " \n\t",
      "\u200B\u200C\u200D",
      "\u2060\uFEFF",
      "\u3164\u115F\u1160",
      "\u200E\u202E",
      "\uFE0F",
      "\u00AD",
    ]) {
      expect(hasVisibleText(text), JSON.stringify(text)).toBe(false);
    }
  });

  test("any letter, digit, emoji or punctuation is", () => {
    for (const text of ["a", "\u200Bhi\u200B", "7", "👍", "?", "مرحبا", "你好"]) expect(hasVisibleText(text), text).toBe(true);
  });

  test("every variation selector Unicode names is invisible, written out as it is", () => {
    const selector = /\p{Variation_Selector}/u;
    for (let point = 0; point <= 0x10ffff; point++) {
      if (point >= 0xd800 && point <= 0xdfff) continue;
      const character = String.fromCodePoint(point);
      if (selector.test(character)) expect(character.replace(INVISIBLE_CHARACTERS, ""), point.toString(16)).toBe("");
    }
  });
});
