import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "@shared/languages";
import { absoluteUrl, localizePath, ROUTE_TABLE } from "@/config/paths";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Every indexed page in every language, each with its alternates in all languages and x-default. */
export function sitemapXml(origin: string): string {
  const entries = ROUTE_TABLE.filter((route) => route.indexed).flatMap((route) => {
    const alternates = [
      ...LANGUAGE_CODES.map((lang) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(absoluteUrl(route.path, lang, origin))}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteUrl(route.path, DEFAULT_LANGUAGE, origin))}"/>`,
    ].join("\n");
    return LANGUAGE_CODES.map((lang) => `  <url>\n    <loc>${escapeXml(absoluteUrl(route.path, lang, origin))}</loc>\n${alternates}\n  </url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

/** Crawlers may read every public page, not the signed-in screens (in any language). */
export function robotsTxt(origin: string): string {
  const signedIn = ROUTE_TABLE.filter((route) => route.signedIn && !route.path.includes(":")).map((route) => route.path);
  const disallowed = LANGUAGE_CODES.flatMap((lang) => signedIn.map((path) => localizePath(path, lang)));
  return ["User-agent: *", "Allow: /", ...disallowed.map((path) => `Disallow: ${path}`), "", `Sitemap: ${origin.replace(/\/+$/, "")}/sitemap.xml`, ""].join("\n");
}
