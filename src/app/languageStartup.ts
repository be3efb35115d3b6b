import { DEFAULT_LANGUAGE, type LanguageCode } from "@shared/languages";
import { env } from "@/config/env";
import { splitLanguage, switchLanguagePath } from "@/config/paths";
import { detectWithoutNetwork, lookupCountry, readStoredLanguage } from "@/lib/i18n/detect";
import { languageForCountry } from "@/lib/i18n/countries";

const browserLanguages = () => (navigator.languages?.length ? navigator.languages : [navigator.language]);

/**
 * Before the first render: an unprefixed address opened by someone whose saved or browser
 * language is not English moves to that language's prefix, so English never flashes.
 * Returns true when nothing decided the language and the IP lookup should run.
 */
export function applyStartupLanguage(): boolean {
  const { pathname, search, hash } = window.location;
  const found = detectWithoutNetwork({ pathname, stored: readStoredLanguage(), browserLanguages: browserLanguages() });
  if (!found) return true;
  if (found.source !== "path" && found.language !== DEFAULT_LANGUAGE) {
    window.history.replaceState(window.history.state, "", switchLanguagePath(pathname, found.language) + search + hash);
  }
  return false;
}

/** The last step before English: the visitor's country, when a lookup service is configured (3 s at most). */
export async function languageFromLocation(): Promise<LanguageCode | null> {
  if (!env.VITE_GEO_URL) return null;
  const lang = languageForCountry(await lookupCountry(env.VITE_GEO_URL));
  return lang === DEFAULT_LANGUAGE ? null : lang;
}

/** Whether the visitor is still on an unprefixed (English-by-default) page. */
export const onDefaultLanguagePath = () => splitLanguage(window.location.pathname).language === null;
