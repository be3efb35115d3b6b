import { describe, expect, it } from "vitest";
import { applyDocumentLanguage, applyPageMeta, setJsonLd } from "./documentMeta";

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

  it("adds and removes structured data", () => {
    const remove = setJsonLd("faq", { "@type": "FAQPage" });
    expect(document.querySelector('script[type="application/ld+json"]')?.textContent).toBe('{"@type":"FAQPage"}');
    remove();
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
