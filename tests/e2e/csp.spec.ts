// The Content-Security-Policy written into every built page. Every browser test fails on a
// violation (support/csp.ts), so each screen any test reaches is checked; here: the policy is
// there, the app runs under it, and an injected inline script is refused and reported.
import { watchCspViolations } from "./support/csp";
import { expect, newUser, signIn, t, test } from "./support/kaia";

test("public and signed-in pages carry the policy and run under it", async ({ page }) => {
  for (const path of ["/", "/ar/anxiety-help", "/auth", "/no-such-page"]) {
    await page.goto(path);
    await expect(page.locator("h1, main").first()).toBeVisible();
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
      "content",
      /script-src 'self' 'sha256-/,
    );
  }
  await signIn(page, await newUser("free", "csp"));
  await page.goto("/chat/stress");
  await page.getByRole("textbox", { name: t("chat.inputLabel") }).fill("A long week at work");
  await page.keyboard.press("Enter");
  await expect(page.getByText("A long week at work").first()).toBeVisible();
});

test("an inline script the policy does not list is refused, and reported", async ({ browser, baseURL }) => {
  // A page of its own: this test's violation is the expected one, not a failure of the page fixture.
  const page = await browser.newPage({ baseURL });
  const violations = await watchCspViolations(page);
  await page.goto("/");
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.map((v) => v.directive)).toContain("script-src-elem");
  await page.close();
});
