import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "@shared/languages";
import { ROUTE_TABLE, TOPIC_PAGE_SLUGS } from "@/config/paths";
import { robotsTxt, sitemapXml } from "./sitemap";

const ORIGIN = "https://kaia.test";

describe("the sitemap", () => {
  const xml = sitemapXml(ORIGIN);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it("lists every public page of the route table in all 13 languages, once each", () => {
    const indexed = ROUTE_TABLE.filter((route) => route.indexed);
    // landing, sign-in, get started, contact, privacy, terms and the topic pages
    expect(indexed.length).toBe(6 + TOPIC_PAGE_SLUGS.length);
    expect(locs).toHaveLength(indexed.length * LANGUAGE_CODES.length);
    expect(new Set(locs).size).toBe(locs.length);
    for (const url of [`${ORIGIN}/`, `${ORIGIN}/es`, `${ORIGIN}/anxiety-help`, `${ORIGIN}/ar/anxiety-help`, `${ORIGIN}/zh/legal/privacy`, `${ORIGIN}/sw/email-intro`]) {
      expect(locs).toContain(url);
    }
  });

  it("keeps the signed-in screens and the admin page out", () => {
    for (const path of ["/home", "/chat", "/settings", "/profile", "/helppage", "/auth/callback"]) expect(locs).not.toContain(`${ORIGIN}${path}`);
  });

  it("gives each address its alternates in every language and x-default", () => {
    const entry = xml.split("<url>").find((part) => part.includes(`<loc>${ORIGIN}/fr/stress-relief</loc>`))!;
    expect(entry.match(/hreflang=/g)).toHaveLength(14);
    expect(entry).toContain(`hreflang="ja" href="${ORIGIN}/ja/stress-relief"`);
    expect(entry).toContain(`hreflang="x-default" href="${ORIGIN}/stress-relief"`);
  });
});

describe("robots.txt", () => {
  const robots = robotsTxt(`${ORIGIN}/`);
  it("allows crawling, points at the sitemap and keeps the signed-in screens out in every language", () => {
    expect(robots).toMatch(/^User-agent: \*\nAllow: \//);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots).toContain("Disallow: /home\n");
    expect(robots).toContain("Disallow: /ar/chat\n");
    expect(robots).not.toContain("/helppage");
    expect(robots).not.toContain("/anxiety-help");
  });
});
