import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { decodeHTML } from "entities";
import { afterEach, describe, expect, test, vi } from "vitest";
import { LANGUAGE_CODES } from "../shared/languages";
import { authLinkPath, composeAuthLinkEmail } from "./authLinks";
import { emailTexts } from "./catalog";
import { EMAIL_PALETTE, escapeHtml, renderEmail } from "./layout";

const SITE = "https://kaia.example";

afterEach(() => {
  vi.unstubAllEnvs();
});

function hue(hex: string): { hue: number; saturation: number } {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  if (delta === 0) return { hue: 0, saturation: 0 };
  const h = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return { hue: (h * 60 + 360) % 360, saturation: delta / (1 - Math.abs(max + min - 1)) };
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** What a reader sees of each paragraph of the HTML part, in order. */
function htmlParagraphs(html: string): string[] {
  return [...html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/g)].map((m) =>
    decodeHTML(m[1].replace(/<br>/g, "\n").replace(/<[^>]+>/g, "")).trim(),
  );
}

describe("Kaia's emails look like Kaia", () => {
  test.each(LANGUAGE_CODES)("the %s sign-up email has the bear, the amber button, a dark variant and the same words as text", async (language) => {
    vi.stubEnv("SITE_URL", SITE);
    const t = await emailTexts(language);
    const url = `${SITE}${authLinkPath("welcome", language)}&code=Abc123`;
    const { html, text } = await composeAuthLinkEmail({ kind: "welcome", language, url, minutes: 60 });

    expect(html).toContain(`<img src="${SITE}/email/kaia-bear.png" width="48" height="48" alt="${escapeHtml(t.bearAlt)}"`);
    expect(html).toMatch(/>Kaia<\/td>/);
    expect(html).toMatch(new RegExp(`class="kaia-button"[^>]*background:${EMAIL_PALETTE.light.button};color:${EMAIL_PALETTE.light.buttonText}`));
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toContain('<meta name="supported-color-schemes" content="light dark">');
    expect(html).toContain("@media (prefers-color-scheme: dark)");
    expect(html).toContain(`.kaia-button{background:${EMAIL_PALETTE.dark.button}!important;color:${EMAIL_PALETTE.dark.buttonText}!important}`);

    // The text part says what the HTML says, paragraph for paragraph; the HTML only adds the
    // line that explains the written-out link, and the button's label sits beside its link.
    const paragraphs = htmlParagraphs(html).filter((p) => p !== `${t.linkFallback}\n${url}`);
    const buttonLine = `${t.welcomeButton}: ${url}`;
    expect(text.split("\n\n")).toEqual(paragraphs.map((p) => (p === t.welcomeButton ? buttonLine : p)));
  });

  test("no colour of any email is purple or violet, in light or dark", () => {
    vi.stubEnv("SITE_URL", SITE);
    const { html } = renderEmail({
      language: "en",
      bearAlt: "Kaia the bear",
      before: ["Hello"],
      button: { label: "Go", url: `${SITE}/x`, linkFallback: "Or copy:" },
      signature: "Kaia",
    });
    const colours = [...html.matchAll(/#[0-9a-f]{6}\b/gi)].map((m) => m[0]);
    expect(colours.length).toBeGreaterThan(10);
    const purple = colours.filter((c) => {
      const { hue: h, saturation } = hue(c);
      return saturation > 0.15 && h >= 250 && h <= 320;
    });
    expect(purple).toEqual([]);
    expect(html).not.toContain("#7c5cbf");
  });

  test("the button and links keep WCAG AA contrast on their backgrounds in both schemes", () => {
    for (const scheme of [EMAIL_PALETTE.light, EMAIL_PALETTE.dark]) {
      expect(contrast(scheme.button, scheme.buttonText)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(scheme.card, scheme.text)).toBeGreaterThanOrEqual(7);
      expect(contrast(scheme.card, scheme.muted)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(scheme.card, scheme.link)).toBeGreaterThanOrEqual(4.5);
    }
  });

  test("the bear is a PNG the app serves, found from a site served under a path too", () => {
    expect(existsSync(fileURLToPath(new URL("../../public/email/kaia-bear.png", import.meta.url)))).toBe(true);
    vi.stubEnv("SITE_URL", `${SITE}/app`);
    const { html } = renderEmail({ language: "en", bearAlt: "Kaia the bear", before: ["Hi"] });
    expect(html).toContain(`src="${SITE}/app/email/kaia-bear.png"`);
  });

  test("labelled fields keep their lines, in the text and the HTML alike, and cannot break the HTML", () => {
    const { html, text } = renderEmail({
      language: "en",
      bearAlt: "Kaia the bear",
      before: ["A new message.", { label: "Message", value: "line one\n<b>line two</b>" }],
    });
    expect(text).toBe("A new message.\n\nMessage: line one\n<b>line two</b>");
    expect(htmlParagraphs(html)).toEqual(["A new message.", "Message:\nline one\n<b>line two</b>"]);
    expect(html).not.toContain("<b>line");
  });
});
