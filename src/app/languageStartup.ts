import { DEFAULT_LANGUAGE } from "@shared/languages";
import { splitLanguage, switchLanguagePath } from "@/config/paths";
import { detectWithoutNetwork, readStoredLanguage } from "@/lib/i18n/detect";

const browserLanguages = () => (navigator.languages?.length ? navigator.languages : [navigator.language]);

/**
 * Before the first render: an unprefixed address opened by someone whose saved or browser
 * language is not English moves to that language's prefix, so English never flashes.
 * Returns true when nothing decided the language and the IP lookup should run.
 * (Runs before the app loads: it stays free of the app's heavier modules.)
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

/** Whether the visitor is still on an unprefixed (English-by-default) page. */
export const onDefaultLanguagePath = () => splitLanguage(window.location.pathname).language === null;
