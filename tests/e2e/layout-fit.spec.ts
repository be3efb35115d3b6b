// The public header fits phones as narrow as 320 px in every language: measured, not only seen.
import { LANGUAGE_CODES } from "../../convex/shared/languages";
import { expect, t, test } from "./support/kaia";

const WIDTHS = [320, 360, 390];

type Box = { name: string; left: number; right: number; top: number; bottom: number; clipped: boolean };

test("the visitor header fits at 320, 360 and 390 px in all 13 languages: no page overflow, no wrapped or clipped pill, nothing overlapping", async ({ page }) => {
  test.setTimeout(180_000);
  // Known: in French at 320 px the header's actions still overlap the logo. Turns red once fixed.
  test.fail();
  const problems: string[] = [];
  for (const lang of LANGUAGE_CODES) {
    await page.setViewportSize({ width: WIDTHS[0], height: 700 });
    await page.goto(lang === "en" ? "/" : `/${lang}`);
    const header = page.locator("header").first();
    await expect(header.getByRole("link", { name: t("common.getStarted", undefined, lang), exact: true })).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 700 });
      const measured = await header.evaluate((root) => {
        const boxes: Box[] = [];
        const parts = [root.querySelector("a[aria-label]"), ...root.querySelectorAll("nav > *")].filter((el): el is HTMLElement => el instanceof HTMLElement);
        for (const el of parts) {
          const r = el.getBoundingClientRect();
          boxes.push({
            name: el.textContent?.trim() || el.getAttribute("aria-label") || el.tagName,
            left: r.left,
            right: r.right,
            top: r.top,
            bottom: r.bottom,
            clipped: el.scrollWidth > el.clientWidth + 1,
          });
        }
        return { boxes, pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth, viewport: window.innerWidth };
      });
      const where = `${lang} ${width}px`;
      if (measured.pageOverflow > 0) problems.push(`${where}: the page scrolls sideways by ${measured.pageOverflow}px`);
      for (const box of measured.boxes) {
        if (box.clipped) problems.push(`${where}: "${box.name}" is clipped`);
        if (box.right > measured.viewport || box.left < 0) problems.push(`${where}: "${box.name}" leaves the screen`);
        if (box.bottom - box.top > 44) problems.push(`${where}: "${box.name}" wraps (${Math.round(box.bottom - box.top)}px tall)`);
      }
      const sorted = [...measured.boxes].sort((a, b) => a.left - b.left);
      for (let i = 1; i < sorted.length; i++) {
        if (sorted[i].left < sorted[i - 1].right - 0.5) problems.push(`${where}: "${sorted[i - 1].name}" overlaps "${sorted[i].name}"`);
      }
    }
  }
  expect(problems).toEqual([]);
});
