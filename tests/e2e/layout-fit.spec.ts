// The public header and Settings' About tabs fit phones as narrow as 320 px in every language:
// measured, not only seen.
import { LANGUAGE_CODES } from "../../convex/shared/languages";
import { expect, go, newUser, signIn, t, test } from "./support/kaia";

const WIDTHS = [320, 360, 390];

type Box = { name: string; left: number; right: number; top: number; bottom: number; clipped: boolean };

test("the visitor header fits at 320, 360 and 390 px in all 13 languages: no page overflow, no wrapped or clipped pill, nothing overlapping", async ({ page }) => {
  test.setTimeout(180_000);
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

test("Settings' About tabs and theme choices fit at 320, 360 and 390 px in all 13 languages: every label whole, none in a hidden scroll area", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, await newUser("premium", "tabs"));
  await page.goto("/settings");
  const problems: string[] = [];
  let shown = "en";
  for (const lang of LANGUAGE_CODES) {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.getByRole("combobox", { name: t("settings.language", undefined, shown) }).selectOption(lang);
    shown = lang;
    const groups = [
      page.getByRole("tablist", { name: t("settings.about.title", undefined, lang) }),
      page.getByRole("radiogroup", { name: t("settings.appearance", undefined, lang) }),
    ];
    await expect(groups[0].getByRole("tab", { name: t("settings.about.howItWorks", undefined, lang) })).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const group of groups) {
        const measured = await group.evaluate((list) => {
          const outer = list.getBoundingClientRect();
          const room = list.parentElement!.getBoundingClientRect();
          return {
            scrolls: list.scrollWidth > list.clientWidth + 1,
            outside: outer.left < room.left - 0.5 || outer.right > room.right + 0.5,
            items: [...list.querySelectorAll("[role=tab], [role=radio]")].map((item) => {
              const r = item.getBoundingClientRect();
              return { name: item.textContent ?? "", clipped: item.scrollWidth > item.clientWidth + 1, outside: r.left < outer.left - 0.5 || r.right > outer.right + 0.5 };
            }),
            pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          };
        });
        const where = `${lang} ${width}px`;
        const names = measured.items.map((item) => item.name).join(" / ");
        if (measured.pageOverflow > 0) problems.push(`${where}: the page scrolls sideways by ${measured.pageOverflow}px`);
        if (measured.scrolls) problems.push(`${where}: "${names}" scroll sideways`);
        if (measured.outside) problems.push(`${where}: "${names}" stick out of their card`);
        for (const item of measured.items) {
          if (item.clipped) problems.push(`${where}: "${item.name}" is clipped`);
          if (item.outside) problems.push(`${where}: "${item.name}" sticks out of its group`);
        }
      }
    }
  }
  expect(problems).toEqual([]);
});

test("the landing page's title lines never overlap at 390 and 1280 px in any language, Arabic's dots and tall letters included", async ({ page }) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  for (const lang of LANGUAGE_CODES) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(lang === "en" ? "/" : `/${lang}`);
      const title = page.getByRole("heading", { level: 1 });
      await expect(title).toBeVisible();
      // Each word's ink, from the font's own glyph bounds around the line's baseline; then each
      // line's ink against the next line's.
      const lines = await title.evaluate((h1) => {
        const style = getComputedStyle(h1);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const ascent = context.measureText("x").fontBoundingBoxAscent;
        const byLine = new Map<number, { top: number; bottom: number; text: string }>();
        const walker = document.createTreeWalker(h1, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? "";
          for (const match of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const box = range.getClientRects()[0];
            if (!box) continue;
            const ink = context.measureText(match[0]);
            const baseline = box.top + ascent;
            const key = Math.round(box.top);
            const line = byLine.get(key) ?? { top: Infinity, bottom: -Infinity, text: "" };
            line.top = Math.min(line.top, baseline - ink.actualBoundingBoxAscent);
            line.bottom = Math.max(line.bottom, baseline + ink.actualBoundingBoxDescent);
            line.text += `${match[0]} `;
            byLine.set(key, line);
          }
        }
        return [...byLine.entries()].sort(([a], [b]) => a - b).map(([, line]) => line);
      });
      expect(lines.length, `${lang} ${width}px`).toBeGreaterThan(1);
      for (let i = 1; i < lines.length; i++) {
        const gap = lines[i].top - lines[i - 1].bottom;
        if (gap < 0) problems.push(`${lang} ${width}px: "${lines[i - 1].text.trim()}" overlaps "${lines[i].text.trim()}" (${gap.toFixed(1)}px)`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test("the landing page's title reads in at most six lines on a 360 px phone and four at 1280 px in every language, Arabic's taller lines included", async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const [width, most, tallest] of [[360, 6, 280], [1280, 4, 250]] as const) {
    await page.setViewportSize({ width, height: 900 });
    for (const lang of LANGUAGE_CODES) {
      await page.goto(lang === "en" ? "/" : `/${lang}`);
      const title = page.getByRole("heading", { level: 1 });
      await expect(title).toBeVisible();
      const { lines, height } = await title.evaluate((h1) => {
        const box = h1.getBoundingClientRect();
        return { lines: Math.round(box.height / parseFloat(getComputedStyle(h1).lineHeight)), height: box.height };
      });
      if (lines > most || height > tallest) problems.push(`${lang} at ${width} px: ${lines} lines, ${Math.round(height)}px tall`);
    }
  }
  expect(problems).toEqual([]);
});

test("the landing hero's speech bubbles leave Kaia's ears and face clear at 360, 390 and 1280 px, light and dark, in every language", async ({ page }) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  for (const theme of ["light", "dark"] as const) {
    for (const lang of theme === "light" ? LANGUAGE_CODES : (["en", "ar"] as const)) {
      await page.setViewportSize({ width: 360, height: 900 });
      await page.goto(lang === "en" ? "/" : `/${lang}`);
      if (theme === "dark") {
        await page.evaluate(() => localStorage.setItem("theme", "dark"));
        await page.reload();
      }
      await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      const illustration = page.getByTestId("hero-illustration");
      await expect(illustration).toContainText(t("landing.heroBubble1", undefined, lang));
      for (const width of [360, 390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        // Each bubble's box against the bear's drawn ears and head (circles, so the corners around them stay free).
        const covered = await illustration.evaluate((root) => {
          const circles = [...root.querySelectorAll("svg circle")];
          const parts = { "left ear": circles[0], "right ear": circles[1], face: circles[4] };
          const bubbles = [...root.children].filter((el) => el.textContent?.trim());
          const found: string[] = [];
          for (const [name, circle] of Object.entries(parts)) {
            const c = circle.getBoundingClientRect();
            const [cx, cy, r] = [c.left + c.width / 2, c.top + c.height / 2, c.width / 2];
            bubbles.forEach((bubble, index) => {
              const b = bubble.getBoundingClientRect();
              const dx = cx - Math.max(b.left, Math.min(cx, b.right));
              const dy = cy - Math.max(b.top, Math.min(cy, b.bottom));
              if (Math.hypot(dx, dy) < r) found.push(`bubble ${index + 1} covers the ${name}`);
            });
          }
          return { found, bubbles: bubbles.length };
        });
        if (covered.bubbles !== 2) problems.push(`${lang} ${width}px ${theme}: ${covered.bubbles} bubbles found`);
        problems.push(...covered.found.map((what) => `${lang} ${width}px ${theme}: ${what}`));
      }
    }
  }
  expect(problems).toEqual([]);
});

test("the chat header says whole that Kaia is an AI, not a person, at 320, 360 and 390 px in all 13 languages", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, await newUser("premium", "ai-label"));
  const problems: string[] = [];
  for (const lang of LANGUAGE_CODES) {
    await page.setViewportSize({ width: WIDTHS[0], height: 700 });
    const label = page.getByRole("banner").getByText(t("chat.aiLabel", undefined, lang), { exact: true });
    // In the app, the address's language wins over the saved one (once the app has started).
    await expect(async () => {
      await go(page, `${lang === "en" ? "" : `/${lang}`}/chat/stress`);
      await expect(label).toBeVisible({ timeout: 2000 });
    }).toPass();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 700 });
      const measured = await label.evaluate((p) => ({
        cut: p.scrollWidth > p.clientWidth + 1 || p.scrollHeight > p.clientHeight + 1,
        outside: p.getBoundingClientRect().bottom > p.closest("header")!.getBoundingClientRect().bottom,
      }));
      if (measured.cut) problems.push(`${lang} ${width}px: the notice is cut`);
      if (measured.outside) problems.push(`${lang} ${width}px: the notice leaves the header`);
    }
  }
  expect(problems).toEqual([]);
});

/** What the page records from its first frame: whether the loading placeholder showed, and how far each heading moved. */
type Settling = { loadingSeen: boolean; moves: () => { heading: string; moved: number }[] };

test("Settings on a phone settles where it first drew: as the plan and memory load, no card heading moves more than 16 px (free plan, 390 px)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, await newUser("free", "settle"));
  // From the first frame, each heading's highest and lowest place on the page, and whether the
  // subscription's loading placeholder was on screen at all (else nothing was measured).
  await page.addInitScript((loading) => {
    const seen = new Map<Element, { min: number; max: number }>();
    const record: Settling = { loadingSeen: false, moves: () => [...seen].map(([h, { min, max }]) => ({ heading: h.textContent ?? "", moved: max - min })) };
    Object.assign(window, { __settle: record });
    const frame = () => {
      if ([...document.querySelectorAll("main button[disabled]")].some((b) => b.textContent === loading)) record.loadingSeen = true;
      for (const heading of document.querySelectorAll("main h2")) {
        const top = heading.getBoundingClientRect().top + window.scrollY;
        const span = seen.get(heading) ?? { min: top, max: top };
        seen.set(heading, { min: Math.min(span.min, top), max: Math.max(span.max, top) });
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, t("settings.loading"));
  await page.goto("/settings");
  await expect(page.getByText(t("settings.plan.free"), { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: t("memory.settingsTitle") }).getByRole("switch")).toBeVisible();
  await page.waitForLoadState("networkidle");
  const record = await page.evaluate(() => {
    const r = (window as unknown as { __settle: Settling }).__settle;
    return { loadingSeen: r.loadingSeen, moves: r.moves() };
  });
  expect(record.loadingSeen).toBe(true);
  expect(record.moves.length).toBeGreaterThanOrEqual(4);
  expect(record.moves.filter((m) => m.moved > 16)).toEqual([]);
});
