import { expect, test } from "vitest";
import { lazyRegExp, once } from "./lazyRegExp";

test("a value made on first use is made once and kept, null included", () => {
  let made = 0;
  const value = once(() => (made++, null));
  expect(made).toBe(0);
  expect([value(), value()]).toEqual([null, null]);
  expect(made).toBe(1);
});

test("a lazy regex is the same regex on every use", () => {
  const letters = lazyRegExp(String.raw`\p{L}+`, "gu");
  expect(letters()).toBe(letters());
  expect("héllo wörld".match(letters())).toEqual(["héllo", "wörld"]);
});
