// Build time only: renders the public pages to HTML (see prerender/plugin.ts), the same tree the
// browser then hydrates, as a visitor who is not signed in sees it.
import { prerender } from "react-dom/static";
import { createIntl } from "react-intl";
import { StaticRouter } from "react-router-dom";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from "@shared/languages";
import { env } from "@/config/env";
import { localizePath, NOT_FOUND_ROUTE, ROUTE_TABLE, routeFor, splitLanguage } from "@/config/paths";
import { loadMessages } from "@/lib/i18n/catalogs";
import { pageHeadHtml, textDirection } from "@/lib/i18n/documentMeta";
import { prerenderedPageKey } from "./prerendered";
import { RootLayout } from "./RootLayout";
import { robotsTxt, sitemapXml } from "./sitemap";
import { ThemeProvider } from "./ThemeProvider";

export { PRERENDERED_ATTRIBUTE } from "./prerendered";

/** robots.txt and sitemap.xml of the configured site. */
export const siteFiles = () => ({ "robots.txt": robotsTxt(env.VITE_SITE_URL), "sitemap.xml": sitemapXml(env.VITE_SITE_URL) });

/** An address no route answers: renders the language's 404 page. */
const NOT_FOUND_PATH = "/404";

export type PrerenderTarget = { url: string; file: string; notFound: boolean };

/** Every prerendered page: each indexed route and the 404 page, in every language, with its output file. */
export function prerenderTargets(): PrerenderTarget[] {
  return LANGUAGE_CODES.flatMap((lang) => {
    const dir = lang === DEFAULT_LANGUAGE ? "" : `${lang}/`;
    const pages = ROUTE_TABLE.filter((route) => route.indexed).map((route) => {
      const url = localizePath(route.path, lang);
      return { url, file: `${dir}${route.path === "/" ? "" : `${route.path.slice(1)}/`}index.html`, notFound: false };
    });
    return [...pages, { url: localizePath(NOT_FOUND_PATH, lang), file: `${dir}404.html`, notFound: true }];
  });
}

export type PrerenderedPage = { language: LanguageCode; dir: "ltr" | "rtl"; head: string; body: string; key: string };

/** The HTML of one page: the app's markup and its head (title, description, canonical, alternates, Open Graph). */
export async function renderPage(url: string): Promise<PrerenderedPage> {
  const { language: prefix, path } = splitLanguage(url);
  const language = prefix ?? DEFAULT_LANGUAGE;
  const messages = await loadMessages(language);
  const { prelude } = await prerender(
    <StaticRouter location={url}>
      <ThemeProvider>
        <RootLayout detectByLocation={false} initialTexts={{ language, messages }} />
      </ThemeProvider>
    </StaticRouter>,
  );
  const body = await new Response(prelude).text();
  const route = routeFor(path) ?? NOT_FOUND_ROUTE;
  const intl = createIntl({ locale: language, messages, defaultLocale: DEFAULT_LANGUAGE });
  const head = pageHeadHtml({
    title: intl.formatMessage({ id: `meta.${route.meta}.title` }),
    description: intl.formatMessage({ id: `meta.${route.meta}.description` }),
    path,
    language,
    indexable: route.indexed ?? false,
  });
  return { language, dir: textDirection(language), head, body, key: prerenderedPageKey(url) };
}
