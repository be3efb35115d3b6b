import { DEFAULT_LANGUAGE, type LanguageCode } from "@shared/languages";
import { env } from "@/config/env";
import { languageForCountry } from "@/lib/i18n/countries";
import { lookupCountry } from "@/lib/i18n/detect";

/** The last step before English: the visitor's country, when a lookup service is configured (3 s at most). */
export async function languageFromLocation(): Promise<LanguageCode | null> {
  if (!env.VITE_GEO_URL) return null;
  const lang = languageForCountry(await lookupCountry(env.VITE_GEO_URL));
  return lang === DEFAULT_LANGUAGE ? null : lang;
}
