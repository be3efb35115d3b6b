// Every page a browser test opens reports its Content-Security-Policy violations here, so any
// screen any test reaches fails on one, not only the screens a CSP test lists.
import type { Page } from "@playwright/test";

export type CspViolation = { directive: string; blocked: string; source: string };

/** Records every CSP violation of the page, from its first script on. */
export async function watchCspViolations(page: Page): Promise<CspViolation[]> {
  const seen: CspViolation[] = [];
  await page.exposeFunction("__reportCspViolation", (v: CspViolation) => seen.push(v));
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
    if (/Content Security Policy/i.test(message.text())) seen.push({ directive: "console", blocked: message.text(), source: page.url() });
  });
  return seen;
}
