import { expect, test } from "vitest";
import { catalogLookup, withEnglishFallback } from "./catalog";

const english = { greeting: "Hello", farewell: "Goodbye" };

test("a text missing or empty in a language's catalog is the English one", () => {
  expect(withEnglishFallback(english, {})).toEqual(english);
  expect(withEnglishFallback(english, { greeting: "Hallo", farewell: " " })).toEqual({ greeting: "Hallo", farewell: "Goodbye" });
});

test("a lookup answers in the reader's language, and in English for a language it does not hold", () => {
  const text = catalogLookup(english, { de: { greeting: "Hallo" } });
  expect(text("de", "greeting")).toBe("Hallo");
  expect(text("de", "farewell")).toBe("Goodbye");
  expect(text("fr", "greeting")).toBe("Hello");
});
