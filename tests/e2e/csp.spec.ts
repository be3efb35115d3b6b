// The Content-Security-Policy written into every built page: each screen loads in full with
// not one violation (scripts, styles, images, connections to the backend), and an injected
// inline script is refused.
import type { Page } from "@playwright/test";
import { expect, newUser, signIn, t, test } from "./support/kaia";

type Violation = { directive: string; blocked: string; source: string };

/** Records every CSP violation of the page, from its first script on. */
async function watchViolations(page: Page): Promise<Violation[]> {
  const seen: Violation[] = [];
  await page.exposeFunction("__reportCspViolation", (v: Violation) => seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __reportCspViolation: (v: unknown) => void }).__reportCspViolation({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: e.sourceFile,
      });
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text()))
      seen.push({ directive: "console", blocked: message.text(), source: page.url() });
  });
  return seen;
}

const VISITOR_PATHS = [
  "/",
  "/ar",
  "/ja",
  "/anxiety-help",
  "/es/anxiety-help",
  "/world-crisis-anxiety",
  "/legal/privacy",
  "/legal/terms",
  "/contact",
  "/auth",
  "/email-intro",
  "/forgot-password",
  "/auth/callback?error=access_denied",
  "/helppage",
  "/no-such-page",
];
const SIGNED_IN_PATHS = ["/home", "/chat/stress", "/settings", "/profile", "/profile/edit"];

/** Loads the page in full and waits until the app has drawn it. */
async function load(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("main, [role=main], h1").first()).toBeVisible();
}

test("every screen loads without a Content-Security-Policy violation", async ({ page }) => {
  test.setTimeout(420_000);
  const violations = await watchViolations(page);
  for (const path of VISITOR_PATHS) {
    await test.step(path, async () => {
      await load(page, path);
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
      expect(policy).toContain("script-src 'self' 'sha256-");
    });
  }
  await signIn(page, await newUser("free", "csp"));
  for (const path of SIGNED_IN_PATHS) {
    await test.step(path, async () => {
      await load(page, path);
    });
  }
  await test.step("SOS and upgrade dialogs", async () => {
    await load(page, "/home");
    await page.getByRole("button", { name: t("safetyPlan.sosLabel") }).click();
    await expect(page.getByRole("link", { name: t("safety.call", { number: "911" }) })).toBeVisible();
    await page.keyboard.press("Escape");
    await load(page, "/settings");
    await page
      .getByRole("button", { name: t("billing.upgradeToPremium") })
      .first()
      .click();
    await expect(
      page
        .getByRole("dialog", { name: t("billing.upgradeTitle") })
        .getByRole("heading")
        .first(),
    ).toBeVisible();
  });
  await test.step("chat: a message and its streamed reply", async () => {
    await load(page, "/chat/stress");
    await page.getByRole("textbox", { name: t("chat.inputLabel") }).fill("A long week at work");
    await page.keyboard.press("Enter");
    await expect(page.getByText("A long week at work").first()).toBeVisible();
  });
  expect(violations).toEqual([]);
});

test("an inline script the policy does not list is refused, and reported", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/");
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.map((v) => v.directive)).toContain("script-src-elem");
});
