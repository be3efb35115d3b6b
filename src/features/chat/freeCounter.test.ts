import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { IntlMessageFormat } from "intl-messageformat";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { LANGUAGE_CODES } from "@shared/languages";
import { FREE_DAILY_MESSAGE_LIMIT } from "@shared/plans";

const counterText = (lang: string): string =>
  JSON.parse(readFileSync(join(__dirname, "../../../locales", lang, "chat.json"), "utf8")).messagesLeft;

function pluralOptions(elements: MessageFormatElement[], variable: string): string[] {
  for (const el of elements) if (el.type === TYPE.plural && el.value === variable) return Object.keys(el.options);
  return [];
}

describe("the free-message counter", () => {
  it.each(LANGUAGE_CODES)("in %s has its own form for each count a day can show", (lang) => {
    const elements = parse(counterText(lang));
    const forms = [...pluralOptions(elements, "left"), ...pluralOptions(elements, "limit")];
    const rules = new Intl.PluralRules(lang);
    for (let left = 0; left <= FREE_DAILY_MESSAGE_LIMIT; left++) {
      const category = rules.select(left);
      expect(forms.includes(category) || forms.includes(`=${left}`) || category === "other", `${lang} ${left} → ${category}`).toBe(true);
      expect(() => new IntlMessageFormat(counterText(lang), lang).format({ left, limit: FREE_DAILY_MESSAGE_LIMIT })).not.toThrow();
    }
  });

  it("agrees its noun with the daily allowance in English", () => {
    const format = (left: number) => new IntlMessageFormat(counterText("en"), "en").format({ left, limit: 5 });
    expect(format(1)).toBe("1 of 5 free messages left today in this topic");
    expect(format(0)).toBe("0 of 5 free messages left today in this topic");
  });
});
