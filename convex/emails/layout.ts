// One look for every product email, Kaia's: the bear and wordmark, the app's honey and amber
// palette in light and dark, paragraphs, labelled fields and at most one call-to-action link,
// as plain text and HTML with the same content.
import { env } from "../lib/env";
import { RTL_LANGUAGES, type LanguageCode } from "../shared/languages";

export type EmailBody = { text: string; html: string };

/** A paragraph, or a labelled value such as "Name: Ada" (the value may span lines). */
export type EmailBlock = string | { label: string; value: string };

/**
 * The app's colours (Tailwind's amber and stone, the honey and cocoa backgrounds). The button
 * pairs keep WCAG AA contrast: white on amber-700 in light, stone-950 on amber-400 in dark.
 */
export const EMAIL_PALETTE = {
  light: {
    page: "#fffaf0",
    card: "#ffffff",
    border: "#fde68a",
    text: "#2b1d12",
    muted: "#57534e",
    link: "#b45309",
    button: "#b45309",
    buttonText: "#ffffff",
  },
  dark: {
    page: "#1a120b",
    card: "#2b1d12",
    border: "#78350f",
    text: "#f5f5f4",
    muted: "#d6d3d1",
    link: "#fcd34d",
    button: "#fbbf24",
    buttonText: "#0c0a09",
  },
} as const;

/** Served from the app's public folder: mail clients load remote PNGs, not SVG, CID or data URIs. */
const BEAR_PATH = "email/kaia-bear.png";
const BEAR_SIZE = 48;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The bear's absolute address on the app's own origin (a site under a path keeps its path). */
export function bearImageUrl(): string {
  const base = env.siteUrl.endsWith("/") ? env.siteUrl : `${env.siteUrl}/`;
  return new URL(BEAR_PATH, base).href;
}

function blockText(block: EmailBlock): string {
  return typeof block === "string" ? block : `${block.label}: ${block.value}`;
}

function blockHtml(block: EmailBlock): string {
  if (typeof block === "string") return `<p class="kaia-text" style="margin:0 0 16px">${escapeHtml(block)}</p>`;
  const value = escapeHtml(block.value).replace(/\r?\n/g, "<br>");
  return `<p class="kaia-text" style="margin:0 0 16px"><strong>${escapeHtml(block.label)}:</strong><br>${value}</p>`;
}

// Clients that honour the reader's dark setting get Kaia's dark palette; `!important` wins over
// the inline light styles, which stay for clients that drop <style>.
function darkStyles(): string {
  const d = EMAIL_PALETTE.dark;
  return [
    ":root{color-scheme:light dark;supported-color-schemes:light dark}",
    "@media (max-width: 480px){.kaia-card{padding:20px!important}}",
    "@media (prefers-color-scheme: dark){",
    `.kaia-page{background:${d.page}!important}`,
    `.kaia-card{background:${d.card}!important;border-color:${d.border}!important}`,
    `.kaia-text,.kaia-wordmark{color:${d.text}!important}`,
    `.kaia-muted{color:${d.muted}!important}`,
    `.kaia-link{color:${d.link}!important}`,
    `.kaia-button{background:${d.button}!important;color:${d.buttonText}!important}`,
    "}",
  ].join("");
}

/**
 * `before` and `after` are the blocks around the button; the button's link is also written out
 * in full under `linkFallback`. `bearAlt` describes the bear for readers who do not load images.
 */
export function renderEmail(input: {
  language: LanguageCode;
  bearAlt: string;
  before: EmailBlock[];
  button?: { label: string; url: string; linkFallback: string };
  after?: EmailBlock[];
  signature?: string;
}): EmailBody {
  const { language, bearAlt, before, button, after = [], signature } = input;
  const l = EMAIL_PALETTE.light;
  const text = [...before.map(blockText), ...(button ? [`${button.label}: ${button.url}`] : []), ...after.map(blockText), ...(signature ? [signature] : [])].join(
    "\n\n",
  );
  const dir = RTL_LANGUAGES.includes(language) ? "rtl" : "ltr";
  const align = dir === "rtl" ? "right" : "left";
  const href = button ? escapeHtml(button.url) : "";
  const html = [
    `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width,initial-scale=1">`,
    `<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">`,
    `<style>${darkStyles()}</style></head>`,
    `<body class="kaia-page" style="margin:0;padding:24px 12px;background:${l.page};font-family:Arial,Helvetica,sans-serif;color:${l.text};line-height:1.6">`,
    `<div class="kaia-card" style="max-width:520px;margin:0 auto;background:${l.card};border:1px solid ${l.border};border-radius:16px;padding:32px;text-align:${align}">`,
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px"><tr>`,
    `<td style="vertical-align:middle"><img src="${escapeHtml(bearImageUrl())}" width="${BEAR_SIZE}" height="${BEAR_SIZE}" alt="${escapeHtml(bearAlt)}" style="display:block;border:0;border-radius:50%"></td>`,
    `<td class="kaia-wordmark" style="vertical-align:middle;padding:0 12px;font-size:24px;font-weight:bold;color:${l.text}">Kaia</td>`,
    `</tr></table>`,
    ...before.map(blockHtml),
    ...(button
      ? [
          `<p style="margin:24px 0"><a class="kaia-button" href="${href}" style="display:inline-block;background:${l.button};color:${l.buttonText};text-decoration:none;padding:12px 24px;border-radius:999px;font-weight:bold">${escapeHtml(button.label)}</a></p>`,
          `<p class="kaia-muted" style="margin:0 0 16px;font-size:13px;color:${l.muted}">${escapeHtml(button.linkFallback)}<br><a class="kaia-link" dir="ltr" href="${href}" style="color:${l.link};word-break:break-all">${href}</a></p>`,
        ]
      : []),
    ...after.map(blockHtml),
    ...(signature ? [`<p class="kaia-muted" style="margin:24px 0 0;color:${l.muted}">${escapeHtml(signature)}</p>`] : []),
    `</div></body></html>`,
  ].join("");
  return { text, html };
}
