import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from "@shared/languages";
import { splitLanguage } from "@/config/paths";
import { languageForCountry } from "./countries";

export const LANGUAGE_STORAGE_KEY = "appLanguage";
export const GEO_TIMEOUT_MS = 3000;

export type LanguageSource = "path" | "storage" | "browser" | "ip" | "default";
export type Detected = { language: LanguageCode; source: LanguageSource };

/** "pt-BR" -> "pt"; null when the language is not one of ours. */
export function supportedLanguage(tag: string | null | undefined): LanguageCode | null {
  if (!tag) return null;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguageCode(base) ? base : null;
}

type SyncInput = { pathname: string; stored: string | null; browserLanguages: readonly string[] };

/** The first three steps of the spec's order, which need no network: path, saved choice, browser. */
export function detectWithoutNetwork({ pathname, stored, browserLanguages }: SyncInput): Detected | null {
  const fromPath = splitLanguage(pathname).language;
  if (fromPath) return { language: fromPath, source: "path" };
  if (stored && isLanguageCode(stored)) return { language: stored, source: "storage" };
  for (const tag of browserLanguages) {
    const lang = supportedLanguage(tag);
    if (lang) return { language: lang, source: "browser" };
  }
  return null;
}

/** Asks the configured geolocation service for the visitor's country; null on any failure or after the timeout. */
export async function lookupCountry(url: string, timeoutMs = GEO_TIMEOUT_MS, fetchImpl: typeof fetch = fetch): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetchImpl(url, { signal: controller.signal, headers: { accept: "application/json" } });
    if (!res.ok) return null;
    const body = (await res.json()) as { success?: boolean; country_code?: unknown; countryCode?: unknown };
    if (body.success === false) return null;
    const code = body.country_code ?? body.countryCode;
    return typeof code === "string" && /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

type Input = SyncInput & { lookup?: () => Promise<string | null> };

/** Path, then saved choice, then browser, then IP location (only if the first three give nothing), then English. */
export async function detectLanguage(input: Input): Promise<Detected> {
  const found = detectWithoutNetwork(input);
  if (found) return found;
  if (input.lookup) {
    const country = await input.lookup().catch(() => null);
    const lang = languageForCountry(country);
    if (country && lang !== DEFAULT_LANGUAGE) return { language: lang, source: "ip" };
  }
  return { language: DEFAULT_LANGUAGE, source: "default" };
}

export function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLanguage(lang: LanguageCode) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Private mode: the choice lives in the URL only.
  }
}
