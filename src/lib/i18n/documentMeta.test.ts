import { describe, expect, it } from "vitest";
import { applyDocumentLanguage, applyPageMeta, pageHeadHtml } from "./documentMeta";

describe("the document head follows the page and language", () => {
  it("sets <html lang dir>, right-to-left for Arabic", () => {
    applyDocumentLanguage("ar");
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(["ar", "rtl"]);
    applyDocumentLanguage("ja");
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(["ja", "ltr"]);
  });

  it("writes title, description, canonical and one hreflang link per language", () => {
    applyPageMeta({ title: "T", description: "D", path: "/anxiety-help", language: "de", indexable: true, origin: "https://kaia.test" });
    expect(document.title).toBe("T");
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("D");
    expect(document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe("https://kaia.test/de/anxiety-help");
    const alternates = [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')].map((l) => [l.hreflang, l.href]);
    expect(alternates).toHaveLength(14);
    expect(alternates).toContainEqual(["en", "https://kaia.test/anxiety-help"]);
    expect(alternates).toContainEqual(["sw", "https://kaia.test/sw/anxiety-help"]);
    expect(alternates).toContainEqual(["x-default", "https://kaia.test/anxiety-help"]);
  });

  it("keeps private pages out of search results", () => {
    applyPageMeta({ title: "NotFound", description: "x", path: "/helppage", language: "en", indexable: false, origin: "https://kaia.test" });
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex,nofollow");
    expect(document.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
  });

  it("replaces the previous page's tags instead of adding to them", () => {
    applyPageMeta({ title: "A", description: "a", path: "/contact", language: "fr", indexable: true, origin: "https://kaia.test" });
    applyPageMeta({ title: "B", description: "b", path: "/legal/terms", language: "fr", indexable: true, origin: "https://kaia.test" });
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelector('meta[property="og:url"]')?.getAttribute("content")).toBe("https://kaia.test/fr/legal/terms");
  });

  it("writes the same tags as HTML for prerendered pages, escaped", () => {
    const html = pageHeadHtml({ title: "Q&A <Kaia>", description: 'Say "hi"', path: "/", language: "ar", indexable: true, origin: "https://kaia.test" });
    expect(html).toContain("<title>Q&amp;A &lt;Kaia&gt;</title>");
    expect(html).toContain('<meta data-page name="description" content="Say &quot;hi&quot;" />');
    expect(html).toContain('<link data-page rel="canonical" href="https://kaia.test/ar" />');
    expect(html).toContain('<link data-page rel="alternate" hreflang="x-default" href="https://kaia.test/" />');
    expect(html).toContain('<meta data-page property="og:locale" content="ar_AR" />');
  });
});
