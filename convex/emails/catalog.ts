// Email texts in the reader's language: locales/<lang>/email.json, each missing text in English.
import en from "../../locales/en/email.json";
import { withEnglishFallback } from "../lib/catalog";
import { DEFAULT_LANGUAGE, type LanguageCode } from "../shared/languages";

export type EmailTextKey = keyof typeof en;
export type EmailTexts = Record<EmailTextKey, string>;

async function ownCatalog(language: LanguageCode): Promise<Record<string, unknown>> {
  if (language === DEFAULT_LANGUAGE) return en;
  try {
    // The bundler includes every file this pattern matches, so a new locales/<lang>/email.json needs no code.
    const loaded: { default?: Record<string, unknown> } = await import(`../../locales/${language}/email.json`);
    return loaded.default ?? {};
  } catch {
    return {};
  }
}

/** Every email text in `language`, falling back to English text by text. */
export async function emailTexts(language: LanguageCode): Promise<EmailTexts> {
  return withEnglishFallback(en, await ownCatalog(language));
}
