import { DEFAULT_LANGUAGE, LANGUAGE_CODES, RTL_LANGUAGES, type LanguageCode } from "@shared/languages";
import { localizePath } from "@/config/paths";

export const textDirection = (lang: LanguageCode) => (RTL_LANGUAGES.includes(lang) ? "rtl" : "ltr");

/** <html lang dir> follow the interface language. */
export function applyDocumentLanguage(lang: LanguageCode) {
  const root = document.documentElement;
  root.lang = lang;
  root.dir = textDirection(lang);
}

function upsert<T extends HTMLElement>(selector: string, create: () => T): T {
  let el = document.head.querySelector<T>(selector);
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  return el;
}

function setMeta(attr: "name" | "property", key: string, content: string) {
  const el = upsert(`meta[${attr}="${key}"]`, () => {
    const m = document.createElement("meta");
    m.setAttribute(attr, key);
    return m;
  });
  el.content = content;
}

export type PageMeta = {
  title: string;
  description: string;
  /** The route without language prefix, e.g. "/anxiety-help". */
  path: string;
  language: LanguageCode;
  /** Private screens ask search engines not to index them. */
  indexable: boolean;
  origin?: string;
};

/** Title, description, canonical link and one hreflang link per language (plus x-default). */
export function applyPageMeta({ title, description, path, language, indexable, origin = window.location.origin }: PageMeta) {
  document.title = title;
  setMeta("name", "description", description);
  setMeta("property", "og:title", title);
  setMeta("property", "og:description", description);
  setMeta("property", "og:locale", language === DEFAULT_LANGUAGE ? "en_US" : language);
  setMeta("name", "robots", indexable ? "index,follow" : "noindex,nofollow");

  const canonical = upsert('link[rel="canonical"]', () => {
    const l = document.createElement("link");
    l.rel = "canonical";
    return l;
  });
  canonical.href = origin + localizePath(path, language);

  document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((el) => el.remove());
  if (!indexable) return;
  for (const lang of LANGUAGE_CODES) {
    const link = document.createElement("link");
    link.rel = "alternate";
    link.hreflang = lang;
    link.href = origin + localizePath(path, lang);
    document.head.appendChild(link);
  }
  const fallback = document.createElement("link");
  fallback.rel = "alternate";
  fallback.hreflang = "x-default";
  fallback.href = origin + path;
  document.head.appendChild(fallback);
}

/** Puts (or replaces) one JSON-LD block in <head>; returns a function that removes it. */
export function setJsonLd(id: string, data: unknown): () => void {
  const el = upsert<HTMLScriptElement>(`script[type="application/ld+json"][data-id="${id}"]`, () => {
    const s = document.createElement("script");
    s.type = "application/ld+json";
    s.dataset.id = id;
    return s;
  });
  el.textContent = JSON.stringify(data);
  return () => el.remove();
}
