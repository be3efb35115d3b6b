import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "../convex/shared/languages";

// Every catalog folder is checked against English, the source: same files, same keys, same placeholders.
const root = join(__dirname);
const languages = readdirSync(root).filter((name) => statSync(join(root, name)).isDirectory());
const others = languages.filter((lang) => lang !== "en");

function readCatalogs(lang: string): Record<string, Record<string, unknown>> {
  const dir = join(root, lang);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .map((file) => [file, JSON.parse(readFileSync(join(dir, file), "utf8"))]),
  );
}

function placeholders(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    if (el.type === TYPE.tag) {
      out.add(`<${el.value}>`);
      placeholders(el.children, out);
      continue;
    }
    out.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const option of Object.values(el.options)) placeholders(option.value, out);
    }
  }
  return out;
}

const english = readCatalogs("en");

describe("the English catalogs", () => {
  it("exist", () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
  });

  it.each(Object.keys(english))("%s is a flat object of valid ICU messages", (file) => {
    for (const [key, value] of Object.entries(english[file])) {
      expect(typeof value, `${file} ${key}`).toBe("string");
      expect(() => parse(value as string), `${file} ${key}`).not.toThrow();
    }
  });
});

describe("every other language folder", () => {
  it("is one of the 13 interface languages", () => {
    for (const lang of others) expect(LANGUAGE_CODES).toContain(lang);
  });

  it.each(others.length ? others : ["(none yet)"])("%s has every key English has, with the same placeholders", (lang) => {
    if (lang === "(none yet)") return;
    const catalogs = readCatalogs(lang);
    const missing: string[] = [];
    const mismatched: string[] = [];
    for (const [file, messages] of Object.entries(english)) {
      for (const [key, source] of Object.entries(messages)) {
        const translated = catalogs[file]?.[key];
        if (typeof translated !== "string") {
          missing.push(`${file} ${key}`);
          continue;
        }
        const want = [...placeholders(parse(source as string))].sort();
        const got = [...placeholders(parse(translated))].sort();
        if (want.join() !== got.join()) mismatched.push(`${file} ${key}: ${got.join()} instead of ${want.join()}`);
      }
    }
    expect(missing, `${lang} misses keys`).toEqual([]);
    expect(mismatched, `${lang} changes placeholders`).toEqual([]);
  });
});
