// A relative import: the build's config and the static servers load this file without the app's aliases.
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, isLanguageCode, type LanguageCode } from "../../convex/shared/languages.ts";

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

/** One screen of the product: its address, its module and how it is served. */
export type RouteSpec = {
  /** Without the language prefix; ":name" marks a parameter. */
  path: string;
  /** The screen's module under src/features, e.g. "auth/SignInPage". */
  page: string;
  /** Key in meta.json: `meta.<key>.title` and `meta.<key>.description`. */
  meta: string;
  /** Only for someone signed in with a password set. */
  signedIn?: boolean;
  /** Talks to the backend (or needs to know who is signed in) from its first render. */
  backend?: boolean;
  /** Public and meant to be found: prerendered in every language, in the sitemap, indexable. */
  indexed?: boolean;
};

/** The named routes; the topic pages follow in {@link ROUTE_TABLE}. */
const NAMED_ROUTES = {
  landing: { path: "/", page: "marketing/LandingPage", meta: "home", indexed: true },
  signIn: { path: "/auth", page: "auth/SignInPage", meta: "signIn", backend: true, indexed: true },
  emailIntro: { path: "/email-intro", page: "auth/EmailIntroPage", meta: "emailIntro", backend: true, indexed: true },
  authCallback: { path: "/auth/callback", page: "auth/CallbackPage", meta: "callback", backend: true },
  setupPassword: { path: "/auth/setup-password", page: "auth/SetupPasswordPage", meta: "setupPassword", backend: true },
  forgotPassword: { path: "/forgot-password", page: "auth/ForgotPasswordPage", meta: "forgotPassword", backend: true },
  contact: { path: "/contact", page: "contact/ContactPage", meta: "contact", backend: true, indexed: true },
  privacy: { path: "/legal/privacy", page: "legal/PrivacyPage", meta: "privacy", indexed: true },
  terms: { path: "/legal/terms", page: "legal/TermsPage", meta: "terms", indexed: true },
  // Titled "NotFound" on purpose, to disguise it.
  admin: { path: "/helppage", page: "admin/AdminPage", meta: "admin", backend: true },
  home: { path: "/home", page: "home/HomePage", meta: "dashboard", signedIn: true, backend: true },
  chat: { path: "/chat", page: "chat/ChatPage", meta: "chat", signedIn: true, backend: true },
  chatOnTopic: { path: "/chat/:topicId", page: "chat/ChatPage", meta: "chat", signedIn: true, backend: true },
  settings: { path: "/settings", page: "settings/SettingsPage", meta: "settings", signedIn: true, backend: true },
  profile: { path: "/profile", page: "profile/ProfilePage", meta: "profile", signedIn: true, backend: true },
  profileEdit: { path: "/profile/edit", page: "profile/ProfileEditPage", meta: "profileEdit", signedIn: true, backend: true },
} as const satisfies Record<string, RouteSpec>;

/** The one route table: the router, the prerendered pages, the sitemap and the servers read it. */
export const ROUTE_TABLE: readonly RouteSpec[] = [
  ...Object.values(NAMED_ROUTES),
  ...TOPIC_PAGE_SLUGS.map((slug) => ({ path: `/${slug}`, page: "marketing/TopicLandingPage", meta: slug, indexed: true })),
];

/** What every address no route matches shows (prerendered too, as each language's 404 page). */
export const NOT_FOUND_ROUTE: RouteSpec = { path: "*", page: "not-found/NotFoundPage", meta: "notFound" };

/** Every named route's path, without a language prefix. */
export const paths = Object.fromEntries(Object.entries(NAMED_ROUTES).map(([key, route]) => [key, route.path])) as {
  [K in keyof typeof NAMED_ROUTES]: (typeof NAMED_ROUTES)[K]["path"];
};
export type PathKey = keyof typeof paths;

/** Old addresses that forward (with replace) to their current route. */
export const redirects = [
  { from: "/landing", to: paths.landing },
  { from: "/privacy-policy", to: paths.privacy },
  { from: "/terms-of-service", to: paths.terms },
] as const;

/** Whether an unprefixed path fits a route pattern ("/chat/:topicId" fits "/chat/relationships"). */
export function pathMatches(pattern: string, path: string): boolean {
  const want = pattern.split("/");
  const got = (path.replace(/\/+$/, "") || "/").split("/");
  return want.length === got.length && want.every((part, i) => (part.startsWith(":") ? got[i] !== "" : part === got[i]));
}

/** The route an unprefixed path opens; undefined for the 404 page. */
export function routeFor(path: string): RouteSpec | undefined {
  return ROUTE_TABLE.find((route) => pathMatches(route.path, path));
}

/** Whether the app answers a path (with or without language prefix) with a screen of its own, a redirect included. */
export function isAppPath(pathname: string): boolean {
  const { path } = splitLanguage(pathname);
  return routeFor(path) !== undefined || redirects.some((r) => pathMatches(r.from, path));
}

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

/** The full address of an unprefixed path in a language, e.g. https://kaia.chat/es/anxiety-help. */
export function absoluteUrl(path: string, lang: LanguageCode, origin: string): string {
  return origin.replace(/\/+$/, "") + localizePath(path, lang);
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
