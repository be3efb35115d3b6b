import { DEFAULT_LANGUAGE, LANGUAGE_CODES, isLanguageCode, type LanguageCode } from "@shared/languages";

/** The 16 topic landing pages, by URL slug. */
export const TOPIC_PAGE_SLUGS = [
  "anxiety-help",
  "depression-support",
  "stress-relief",
  "burnout-support",
  "relationship-advice",
  "social-media-anxiety-help",
  "adhd-support",
  "loneliness-help",
  "body-image-support",
  "climate-anxiety-help",
  "existential-crisis-help",
  "world-crisis-anxiety",
  "feeling-disconnected-help",
  "finance-help",
  "personal-growth",
  "creativity-support",
] as const;
export type TopicPageSlug = (typeof TOPIC_PAGE_SLUGS)[number];

/** Every route of the product, without a language prefix. */
export const paths = {
  landing: "/",
  signIn: "/auth",
  emailIntro: "/email-intro",
  authCallback: "/auth/callback",
  setupPassword: "/auth/setup-password",
  forgotPassword: "/forgot-password",
  contact: "/contact",
  privacy: "/legal/privacy",
  terms: "/legal/terms",
  admin: "/helppage",
  home: "/home",
  chat: "/chat",
  settings: "/settings",
  profile: "/profile",
  profileEdit: "/profile/edit",
} as const;
export type PathKey = keyof typeof paths;

/** Old addresses that forward (with replace) to their current route. */
export const redirects = [
  { from: "/landing", to: paths.landing },
  { from: "/privacy-policy", to: paths.privacy },
  { from: "/terms-of-service", to: paths.terms },
] as const;

export const topicPagePath = (slug: TopicPageSlug) => `/${slug}`;
/** Chat opened on one topic, for example /chat/relationships. */
export const chatTopicPath = (topic: string) => `${paths.chat}/${topic}`;

/** The path prefix of a language: "" for English, "/es" for Spanish. */
export function languagePrefix(lang: LanguageCode): string {
  return lang === DEFAULT_LANGUAGE ? "" : `/${lang}`;
}

/** Adds the language prefix to an unprefixed path (query and hash kept). */
export function localizePath(path: string, lang: LanguageCode): string {
  const prefix = languagePrefix(lang);
  if (!prefix) return path;
  if (path === "/" || path === "") return prefix;
  return path.startsWith("/") ? prefix + path : `${prefix}/${path}`;
}

/** Splits "/es/auth" into { language: "es", path: "/auth" }; no prefix means English-by-path. */
export function splitLanguage(pathname: string): { language: LanguageCode | null; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLanguageCode(match[1]) && match[1] !== DEFAULT_LANGUAGE) {
    return { language: match[1], path: match[2] || "/" };
  }
  return { language: null, path: pathname || "/" };
}

/** The same page in another language. */
export function switchLanguagePath(pathname: string, lang: LanguageCode): string {
  return localizePath(splitLanguage(pathname).path, lang);
}

/** All language prefixes the router serves (English first, with none). */
export const ROUTED_LANGUAGES: readonly LanguageCode[] = LANGUAGE_CODES;

/** Every path of {@link paths} with the language's prefix, plus helpers for the parametrised ones. */
export function localizedPaths(lang: LanguageCode) {
  const out = Object.fromEntries(
    (Object.keys(paths) as PathKey[]).map((key) => [key, localizePath(paths[key], lang)]),
  ) as { [K in PathKey]: string };
  return {
    ...out,
    topicPage: (slug: TopicPageSlug) => localizePath(topicPagePath(slug), lang),
    chatTopic: (topic: string) => localizePath(chatTopicPath(topic), lang),
    to: (path: string) => localizePath(path, lang),
  };
}
export type LocalizedPaths = ReturnType<typeof localizedPaths>;
