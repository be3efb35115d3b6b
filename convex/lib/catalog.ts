// The one rule for server texts in a reader's language: each text a catalog lacks or leaves
// empty is the English one, so a half-translated catalog never shows a blank.
import type { LanguageCode } from "../shared/languages";

type Catalog = Record<string, unknown>;

export function textIn<K extends string>(english: Record<K, string>, own: Catalog | undefined, key: K): string {
  const text = own?.[key];
  return typeof text === "string" && text.trim() !== "" ? text : english[key];
}

/** Every text of `english`, each taken from `own` where it has one. */
export function withEnglishFallback<K extends string>(english: Record<K, string>, own: Catalog | undefined): Record<K, string> {
  const texts = { ...english };
  for (const key of Object.keys(english) as K[]) texts[key] = textIn(english, own, key);
  return texts;
}

/** A lookup over catalogs bundled with the function, e.g. `serverText("fr", "demoReply")`. */
export function catalogLookup<K extends string>(english: Record<K, string>, catalogs: Partial<Record<LanguageCode, Catalog>>) {
  return (language: LanguageCode, key: K): string => textIn(english, catalogs[language], key);
}
