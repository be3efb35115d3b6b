// Interface languages: all 13 are routed with a path prefix (English has none).
export const LANGUAGE_CODES = ["en", "es", "fr", "de", "it", "pt", "ru", "zh", "ja", "ar", "hi", "ro", "sw"] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = "en";
export const RTL_LANGUAGES: readonly LanguageCode[] = ["ar"];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === "string" && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** English names of the languages, for instructions written to the AI model. */
export const LANGUAGE_ENGLISH_NAMES: Record<LanguageCode, string> = {
  en: "English", es: "Spanish", fr: "French", de: "German", it: "Italian", pt: "Portuguese", ru: "Russian",
  zh: "Chinese (Simplified)", ja: "Japanese", ar: "Arabic", hi: "Hindi", ro: "Romanian", sw: "Swahili",
};
