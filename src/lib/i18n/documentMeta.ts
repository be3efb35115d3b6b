import { DEFAULT_LANGUAGE, LANGUAGE_CODES, RTL_LANGUAGES, type LanguageCode } from "@shared/languages";
import { env } from "@/config/env";
import { absoluteUrl } from "@/config/paths";

export const textDirection = (lang: LanguageCode) => (RTL_LANGUAGES.includes(lang) ? "rtl" : "ltr");

/** <html lang dir> follow the interface language. */
export function applyDocumentLanguage(lang: LanguageCode) {
  const root = document.documentElement;
  root.lang = lang;
  root.dir = textDirection(lang);
}

/** Open Graph names a locale with its region. */
const OG_LOCALES: Record<LanguageCode, string> = {
  en: "en_US", es: "es_LA", fr: "fr_FR", de: "de_DE", it: "it_IT", pt: "pt_BR", ru: "ru_RU",
  zh: "zh_CN", ja: "ja_JP", ar: "ar_AR", hi: "hi_IN", ro: "ro_RO", sw: "sw_KE",
};

export type PageMeta = {
  title: string;
  description: string;
  /** The route without language prefix, e.g. "/anxiety-help". */
  path: string;
  language: LanguageCode;
  /** Private screens ask search engines not to index them. */
  indexable: boolean;
  /** The public origin; the configured site address by default. */
  origin?: string;
};

/** One <meta> or <link> of a page's head. */
export type HeadTag = { tag: "meta" | "link"; attrs: Record<string, string> };

/** Marks the head tags that belong to the current page, so the next page replaces them. */
const PAGE_TAG = "data-page";

/**
 * Description, robots, canonical, one hreflang link per language plus x-default, and Open Graph.
 * The prerendered pages and the running app write the same tags.
 */
export function pageHeadTags({ title, description, path, language, indexable, origin = env.VITE_SITE_URL }: PageMeta): HeadTag[] {
  const url = absoluteUrl(path, language, origin);
  const meta = (key: "name" | "property", name: string, content: string): HeadTag => ({ tag: "meta", attrs: { [key]: name, content } });
  const link = (attrs: Record<string, string>): HeadTag => ({ tag: "link", attrs });
  const tags = [
    meta("name", "description", description),
    meta("name", "robots", indexable ? "index,follow" : "noindex,nofollow"),
    link({ rel: "canonical", href: url }),
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", "Kaia"),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    meta("property", "og:url", url),
    meta("property", "og:locale", OG_LOCALES[language]),
    meta("name", "twitter:card", "summary"),
  ];
  if (!indexable) return tags;
  for (const lang of LANGUAGE_CODES) tags.push(link({ rel: "alternate", hreflang: lang, href: absoluteUrl(path, lang, origin) }));
  tags.push(link({ rel: "alternate", hreflang: "x-default", href: absoluteUrl(path, DEFAULT_LANGUAGE, origin) }));
  return tags;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The page's <title> and head tags as HTML, for prerendered pages. */
export function pageHeadHtml(meta: PageMeta): string {
  const tags = pageHeadTags(meta).map(({ tag, attrs }) => {
    const attributes = Object.entries(attrs).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join("");
    return `<${tag} ${PAGE_TAG}${attributes} />`;
  });
  return [`<title>${escapeHtml(meta.title)}</title>`, ...tags].join("\n    ");
}

/** Puts the page's title and head tags in the document, replacing the previous page's. */
export function applyPageMeta(meta: PageMeta) {
  document.title = meta.title;
  document.head.querySelectorAll(`[${PAGE_TAG}]`).forEach((el) => el.remove());
  for (const { tag, attrs } of pageHeadTags(meta)) {
    const el = document.createElement(tag);
    el.setAttribute(PAGE_TAG, "");
    for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
    document.head.appendChild(el);
  }
}
