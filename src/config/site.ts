import type { LanguageCode } from "@shared/languages";
import { env } from "./env";
import { absoluteUrl } from "./paths";

/** The public address of an unprefixed path in a language, on the configured site. */
export const siteUrl = (path: string, lang: LanguageCode) => absoluteUrl(path, lang, env.VITE_SITE_URL);
