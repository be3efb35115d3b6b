// Every route in every language shows its own title and text (no message id left untranslated),
// with <html lang dir> following the language; the 404 page; redirects; the contact form.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Page } from "@playwright/test";
import { SUPPORT_EMAIL } from "./support/ports";
import { emailedLink, emailsTo, expect, go, newUser, signIn, t, test, toast, uniqueEmail } from "./support/kaia";

const LANGUAGES = ["en", "es", "fr", "de", "it", "pt", "ru", "zh", "ja", "ar", "hi", "ro", "sw"] as const;
type Language = (typeof LANGUAGES)[number];
const prefix = (lang: Language) => (lang === "en" ? "" : `/${lang}`);

const TOPIC_PAGES = [
  "anxiety-help", "depression-support", "stress-relief", "burnout-support", "relationship-advice", "social-media-anxiety-help",
  "adhd-support", "loneliness-help", "body-image-support", "climate-anxiety-help", "existential-crisis-help",
  "world-crisis-anxiety", "feeling-disconnected-help", "finance-help", "personal-growth", "creativity-support",
];
/** Route -> its meta key, and where it ends up when it is a redirect. */
type Route = { path: string; meta: string; landsOn?: string };
const VISITOR_ROUTES: Route[] = [
  { path: "/", meta: "home" },
  { path: "/auth", meta: "signIn" },
  { path: "/email-intro", meta: "emailIntro" },
  { path: "/forgot-password", meta: "forgotPassword" },
  { path: "/contact", meta: "contact" },
  { path: "/legal/privacy", meta: "privacy" },
  { path: "/legal/terms", meta: "terms" },
  { path: "/helppage", meta: "admin" },
  ...TOPIC_PAGES.map((slug) => ({ path: `/${slug}`, meta: slug })),
  { path: "/no-such-page", meta: "notFound" },
  { path: "/landing", meta: "home", landsOn: "/" },
  { path: "/privacy-policy", meta: "privacy", landsOn: "/legal/privacy" },
  { path: "/terms-of-service", meta: "terms", landsOn: "/legal/terms" },
  // Without a session these two lead on to sign-up.
  { path: "/auth/callback", meta: "emailIntro", landsOn: "/email-intro" },
  { path: "/auth/setup-password", meta: "emailIntro", landsOn: "/email-intro" },
  { path: "/home", meta: "emailIntro", landsOn: "/email-intro" },
];
const SIGNED_IN_ROUTES: Route[] = [
  { path: "/home", meta: "dashboard" },
  { path: "/chat", meta: "chat" },
  { path: "/chat/relationships", meta: "chat" },
  { path: "/settings", meta: "settings" },
  { path: "/profile", meta: "profile" },
  { path: "/profile/edit", meta: "profileEdit" },
];

const ROOT = resolve(import.meta.dirname, "../..");
const titles = new Map<Language, Record<string, string>>();
/** The language's own title for a page (not the English fallback). */
function ownTitle(lang: Language, meta: string): string {
  if (!titles.has(lang)) titles.set(lang, JSON.parse(readFileSync(resolve(ROOT, "locales", lang, "meta.json"), "utf8")));
  const title = titles.get(lang)![`${meta}.title`];
  if (!title) throw new Error(`locales/${lang}/meta.json has no ${meta}.title`);
  return title;
}

const GROUPS = "admin|auth|billing|chat|common|contact|errors|home|landing|legal|meta|notFound|profile|safety|safetyPlan|settings|topics";
const RAW_ID = new RegExp(`(^|[\\s"'(])((?:${GROUPS})\\.[A-Za-z0-9_.-]*[A-Za-z0-9])(?=$|[\\s"'),:;!?])`, "g");

/** Message ids shown as text, in an attribute a person hears (aria-label, placeholder, alt, title) or in the title. */
async function rawMessageIds(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const attrs = [...document.querySelectorAll("[aria-label],[placeholder],[alt],[title]")].flatMap((el) =>
      ["aria-label", "placeholder", "alt", "title"].map((a) => el.getAttribute(a) ?? ""),
    );
    return [document.title, document.body.innerText, ...attrs].join("\n");
  });
  return [...texts.matchAll(RAW_ID)].map((m) => m[2]);
}

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (/MISSING_TRANSLATION|FORMAT_ERROR|Missing message|INVALID_CONFIG/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/**
 * One page load, then every language by moving inside the app: on a fresh load a signed-in
 * user's saved language wins over the address, as it should after sign-in.
 */
async function sweep(page: Page, routes: Route[]) {
  const problems = watchConsole(page);
  await page.goto(routes[0].path);
  for (const lang of LANGUAGES) {
    await test.step(lang, async () => {
      for (const route of routes) {
        await go(page, prefix(lang) + route.path);
        const landsOn = prefix(lang) + (route.landsOn ?? route.path);
        await expect(page, `${lang} ${route.path}`).toHaveURL((url) => (url.pathname.replace(/\/$/, "") || "/") === (landsOn.replace(/\/$/, "") || "/"));
        await expect(page, `${lang} ${route.path}`).toHaveTitle(ownTitle(lang, route.meta));
        await expect(page.locator("main").first()).toBeVisible();
        expect(await rawMessageIds(page), `${lang} ${route.path}`).toEqual([]);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      }
    });
  }
  expect(problems).toEqual([]);
}

test("every public route in every language shows its own title and texts; Arabic is right-to-left", async ({ page }) => {
  test.setTimeout(180_000);
  await sweep(page, VISITOR_ROUTES);
});

test("every signed-in route in every language shows its own title and texts", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, await newUser("premium", "languages"));
  await sweep(page, SIGNED_IN_ROUTES);
});

test("password setup shows its own title in every language, for someone who arrives by link", async ({ page }) => {
  const email = uniqueEmail("languages-setup");
  await page.goto("/email-intro");
  await page.getByLabel(t("auth.email")).fill(email);
  await page.getByRole("button", { name: t("auth.startJourney") }).click();
  await page.goto(await emailedLink(email));
  await expect(page).toHaveURL(/\/auth\/setup-password$/);
  await sweep(page, [{ path: "/auth/setup-password", meta: "setupPassword" }]);
});

test("the 404 page, and Arabic laid out right-to-left", async ({ page }) => {
  await page.goto("/de/gibt-es-nicht");
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: t("notFound.title", undefined, "de") })).toBeVisible();
  await page.getByRole("button", { name: t("common.goHome", undefined, "de") }).click();
  await expect(page).toHaveURL(/\/de$/);

  await page.goto("/ar/contact");
  // The label's text starts at the right edge of its line.
  const edges = await page.getByText(t("contact.name", undefined, "ar"), { exact: true }).evaluate((label) => {
    const range = document.createRange();
    range.selectNodeContents(label);
    const text = range.getBoundingClientRect();
    const box = label.getBoundingClientRect();
    return { gapRight: box.right - text.right, gapLeft: text.left - box.left };
  });
  expect(edges.gapRight).toBeLessThan(2);
  expect(edges.gapLeft).toBeGreaterThan(100);
});

test("contact: validation, a message that reaches support, and a honeypot that looks like success but is dropped", async ({ page }) => {
  await page.goto("/contact");
  // One support address: the page shows the one the form mails (SUPPORT_EMAIL).
  await expect(page.getByText(t("contact.directEmail", { email: SUPPORT_EMAIL }))).toBeVisible();
  const send = page.getByRole("button", { name: t("contact.send") });
  await send.click();
  await expect(toast(page, t("contact.invalidTitle"))).toContainText(t("contact.invalidBody"));
  await expect(page.getByText(t("contact.nameRequired"))).toBeVisible();
  await expect(page.getByText(t("contact.messageRequired"))).toBeVisible();
  await expect(page.getByLabel(t("contact.email"))).toBeFocused();

  await page.getByLabel(t("contact.name")).fill("Ada");
  await page.getByLabel(t("contact.email")).fill("ada at example");
  await page.getByLabel(t("contact.message")).fill("Hello Kaia team");
  await send.click();
  await expect(page.getByText(t("auth.emailInvalid"))).toBeVisible();
  await expect(page.getByLabel(t("contact.email"))).toBeFocused();

  const from = uniqueEmail("contact");
  const message = `I love the bear. Reference ${from}`;
  await page.getByLabel(t("contact.email")).fill(from);
  await page.getByLabel(t("contact.message")).fill(message);
  await send.click();
  await expect(toast(page, t("contact.sentTitle"))).toContainText(t("contact.sentBody"));
  await expect(page.getByLabel(t("contact.name"))).toHaveValue("");
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => emailsTo(SUPPORT_EMAIL).filter((e) => e.text.includes(message)).length).toBe(1);

  // A bot fills the hidden field: it sees the same success, and nothing reaches support.
  await page.goto("/contact");
  const bait = `Buy cheap pills ${from}`;
  await page.getByLabel(t("contact.name")).fill("Bot");
  await page.getByLabel(t("contact.email")).fill(uniqueEmail("bot"));
  await page.getByLabel(t("contact.message")).fill(bait);
  await page.locator("#contact-website").fill("https://spam.example", { force: true });
  await send.click();
  await expect(toast(page, t("contact.sentTitle"))).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(emailsTo(SUPPORT_EMAIL).some((e) => e.text.includes(bait))).toBe(false);
});
