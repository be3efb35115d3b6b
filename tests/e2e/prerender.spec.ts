// The public pages arrive as complete HTML in every language (for crawlers and a fast first
// paint), and the app takes them over without replacing them.
import type { APIRequestContext } from "@playwright/test";
import { JSDOM } from "jsdom";
import { APP_URL } from "./support/ports";
import { expect, newUser, signIn, t, test } from "./support/kaia";

const LANGUAGES = ["en", "es", "fr", "de", "it", "pt", "ru", "zh", "ja", "ar", "hi", "ro", "sw"] as const;
type Language = (typeof LANGUAGES)[number];
const prefix = (lang: Language) => (lang === "en" ? "" : `/${lang}`);

/** Topic page slug -> its texts' key; each language is checked on a different one. */
const TOPICS: [string, string][] = [
  ["anxiety-help", "anxiety"], ["depression-support", "depression"], ["stress-relief", "stress"], ["burnout-support", "burnout"],
  ["relationship-advice", "relationships"], ["social-media-anxiety-help", "socialMedia"], ["adhd-support", "adhd"],
  ["loneliness-help", "loneliness"], ["body-image-support", "bodyImage"], ["climate-anxiety-help", "climate"],
  ["existential-crisis-help", "existential"], ["world-crisis-anxiety", "worldCrisis"], ["feeling-disconnected-help", "disconnected"],
  ["finance-help", "finance"], ["personal-growth", "personalGrowth"], ["creativity-support", "creativity"],
];

/** A public page: its path, meta key, heading and a piece of its body text (ids in the catalogs). */
type PublicPage = { path: string; meta: string; heading: string; body: string; jsonLd?: string[] };
function publicPages(lang: Language): PublicPage[] {
  const [slug, key] = TOPICS[LANGUAGES.indexOf(lang)];
  return [
    { path: "/", meta: "home", heading: "landing.heroTitle", body: "landing.heroSubtitle", jsonLd: ["Organization", "WebSite", "FAQPage"] },
    { path: `/${slug}`, meta: slug, heading: `topics.${key}.title`, body: `topics.${key}.description`, jsonLd: ["BreadcrumbList"] },
    { path: "/legal/privacy", meta: "privacy", heading: "legal.privacy.title", body: "legal.privacy.intro" },
    { path: "/legal/terms", meta: "terms", heading: "legal.terms.title", body: "legal.terms.intro" },
    { path: "/contact", meta: "contact", heading: "contact.title", body: "contact.subtitle" },
    { path: "/email-intro", meta: "emailIntro", heading: "auth.getStartedTitle", body: "auth.getStartedSubtitle" },
    { path: "/auth", meta: "signIn", heading: "auth.signInTitle", body: "auth.signInSubtitle" },
  ];
}

/** What a crawler that runs no script gets: the HTML as served, parsed (no browser, no script). */
async function served(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const document = new JSDOM(await response.text()).window.document;
  const text = (selector: string) => squeeze(document.querySelector(selector)?.textContent ?? "");
  return {
    status: response.status(),
    h1: text("h1"),
    main: text("main"),
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute("content"),
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute("content"),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
    alternates: Object.fromEntries([...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")])),
    jsonLdTypes: [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((s) => {
      const data = JSON.parse(s.textContent ?? "{}") as { "@type"?: string; "@graph"?: { "@type": string }[] };
      return data["@graph"] ? data["@graph"].map((node) => node["@type"]) : [data["@type"]];
    }),
  };
}

/** Whitespace as a reader sees it (line breaks and no-break spaces alike). */
const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();

for (const lang of LANGUAGES) {
  test(`${lang}: the public pages arrive as complete HTML with heading, text, title, description, canonical and alternates`, async ({ request }) => {
    for (const expected of publicPages(lang)) {
      const path = prefix(lang) + (expected.path === "/" && lang !== "en" ? "" : expected.path);
      const page = await served(request, path);
      expect(page.status, path).toBe(200);
      expect(page.h1, path).toContain(squeeze(t(expected.heading, { email: "x" }, lang)).slice(0, 60));
      expect(page.main, path).toContain(squeeze(t(expected.body, { email: "x" }, lang)).slice(0, 60));
      expect(page.lang, path).toBe(lang);
      expect(page.dir, path).toBe(lang === "ar" ? "rtl" : "ltr");
      expect(page.title, path).toBe(t(`meta.${expected.meta}.title`, undefined, lang));
      expect(page.ogTitle, path).toBe(page.title);
      expect(page.description, path).toBe(t(`meta.${expected.meta}.description`, undefined, lang));
      expect(page.canonical, path).toBe(APP_URL + (path || "/"));
      expect(Object.keys(page.alternates).sort(), path).toEqual([...LANGUAGES, "x-default"].sort());
      expect(page.alternates["x-default"], path).toBe(APP_URL + expected.path);
      expect(page.alternates.ja, path).toBe(`${APP_URL}/ja${expected.path === "/" ? "" : expected.path}`);
      expect(page.jsonLdTypes, path).toEqual(expected.jsonLd ?? []);
    }
    const missing = await served(request, `${prefix(lang)}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(missing.h1).toBe(squeeze(t("notFound.title", undefined, lang)));
    expect(missing.title).toBe(t("meta.notFound.title", undefined, lang));
  });
}

test("robots.txt and sitemap.xml are served as files, the sitemap with every public page in every language", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toContain("text/plain");
  expect(await robots.text()).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap.match(/<loc>/g)).toHaveLength(22 * LANGUAGES.length);
  expect(sitemap).toContain(`<loc>${APP_URL}/ar/anxiety-help</loc>`);
});

test("the signed-in screens are served the app, which starts them as before", async ({ request }) => {
  for (const path of ["/home", "/es/chat/relationships", "/settings", "/auth/callback", "/landing"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain('<div id="root"></div>');
  }
});

test("the app takes over a prerendered page in place: no spinner, nothing replaced, no layout shift, links work", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
  page.on("pageerror", (error) => problems.push(error.message));
  // Watches the page from its first byte: anything taken out of the prerendered content, any spinner, any shift.
  await page.addInitScript(() => {
    const seen = { removed: 0, spinners: 0, shift: 0 };
    Object.assign(window, { __seen: seen });
    new MutationObserver((records) => {
      for (const record of records) {
        if ((record.target as Element).closest?.("#root")) seen.removed += [...record.removedNodes].filter((n) => n.nodeType === 1).length;
        for (const node of record.addedNodes) if (node instanceof Element && (node.matches('[role="status"]') || node.querySelector('[role="status"]'))) seen.spinners++;
      }
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) seen.shift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });

  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
  await page.goto("/es/anxiety-help");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(t("topics.anxiety.title", undefined, "es"));
  // A visitor who only reads gets the page and a small starter (its entry and the route table it shares with the app), not the app.
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeLessThanOrEqual(2);
  const readerScripts = scripts.length;
  // The app takes the page over at the first sign of the visitor (here a pointer over it).
  await heading.hover();
  await expect.poll(() => heading.evaluate((h1) => Object.keys(h1).some((key) => key.startsWith("__reactFiber")))).toBe(true);
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(readerScripts);
  const beforeLeaving = await page.evaluate(() => (window as unknown as { __seen: { removed: number } }).__seen.removed);
  expect(beforeLeaving).toBe(0);
  // Hydrated: the breadcrumb's link now moves inside the app, without loading a new document.
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await page.getByRole("navigation", { name: t("common.breadcrumb", undefined, "es") }).getByRole("link").click();
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(t("landing.heroTitle", undefined, "es"));
  const seen = await page.evaluate(() => ({ ...(window as unknown as { __seen: { spinners: number; shift: number } }).__seen, samePage: "__samePage" in window }));
  expect(seen).toMatchObject({ samePage: true, spinners: 0 });
  expect(seen.shift).toBeLessThan(0.01);
  expect(problems).toEqual([]);
});

test("a prerendered page looks the same before and after the app starts, light and dark, left-to-right and Arabic", async ({ page }) => {
  test.slow();
  /** Every element: what it is, where it is, and its height and the styles a reader would see change. */
  const looks = () =>
    page.evaluate(() =>
      [...document.querySelectorAll("#root *")].map((el) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        const seen = ["color", "backgroundColor", "borderTopColor", "fontSize", "lineHeight", "marginBottom", "transform"].map((k) => style[k as never]);
        return { what: `${el.tagName}.${el.getAttribute("class") ?? ""}`, top: Math.round(box.top + scrollY), look: `${Math.round(box.height)} ${seen.join(" ")}` };
      }),
    );
  for (const theme of ["light", "dark"]) {
    await page.addInitScript((stored) => localStorage.setItem("theme", stored), theme);
    for (const path of ["/", "/anxiety-help", "/legal/privacy", "/ar/depression-support"]) {
      await page.goto(path);
      const before = await looks();
      const heading = page.getByRole("heading", { level: 1 });
      await heading.hover();
      await expect.poll(() => heading.evaluate((h1) => Object.keys(h1).some((key) => key.startsWith("__reactFiber")))).toBe(true);
      // The app's whole stylesheet is applied once it starts.
      await expect.poll(() => page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(".css")))).toBe(true);
      const after = await looks();
      // An element that only moved shows that something before it changed: the report names the
      // elements that changed themselves (size, styles, or what they are), and how many moved.
      const told = (e?: { what: string; top: number; look: string }) => (e ? `${e.what} at ${e.top}: ${e.look}` : "(none)");
      const unchanged = (i: number) => after[i].what === before[i]?.what && after[i].look === before[i].look;
      const changed = after.flatMap((e, i) => (unchanged(i) ? [] : [`${told(before[i])} → ${told(e)}`]));
      const moved = after.filter((e, i) => unchanged(i) && e.top !== before[i].top).length;
      expect({ changed, moved }, `${theme} ${path}`).toEqual({ changed: [], moved: 0 });
    }
  }
});

test("a click before the app has taken the page over is not lost: the link opens inside the app, the button works", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  // The first activity is the click itself: it is held while the app starts, then done in it.
  const showAll = page.getByRole("button", { name: t("landing.showAllTopics") });
  await showAll.click();
  await expect(page.getByRole("button", { name: t("landing.showFewerTopics") })).toBeVisible();
  await page.getByRole("contentinfo").getByRole("link", { name: t("common.privacy") }).click();
  await expect(page).toHaveURL(/\/legal\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("legal.privacy.title"));
  expect(await page.evaluate(() => "__samePage" in window)).toBe(true);
});

test("someone signed in who opens the start page still goes straight home", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, await newUser("premium", "prerender"));
  await page.goto("/");
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/anxiety-help");
  await expect(page.getByRole("link", { name: t("topics.page.continueCta") })).toBeVisible();
});
