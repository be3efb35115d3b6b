// One look for every product email: paragraphs and one call-to-action link, as plain text and HTML.
import { RTL_LANGUAGES, type LanguageCode } from "../shared/languages";

export type EmailBody = { text: string; html: string };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `before` and `after` are paragraphs around the button; the link is also written out in full. */
export function renderEmail(input: {
  language: LanguageCode;
  before: string[];
  button: { label: string; url: string };
  linkFallback: string;
  after: string[];
  signature: string;
}): EmailBody {
  const { language, before, button, linkFallback, after, signature } = input;
  const text = [...before, `${button.label}: ${button.url}`, ...after, signature].join("\n\n");
  const dir = RTL_LANGUAGES.includes(language) ? "rtl" : "ltr";
  const paragraph = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  const href = escapeHtml(button.url);
  const html = [
    `<!doctype html><html lang="${language}" dir="${dir}"><body style="margin:0;padding:24px;background:#faf7f2;font-family:Arial,Helvetica,sans-serif;color:#2d2a26;line-height:1.5">`,
    `<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">`,
    ...before.map(paragraph),
    `<p style="margin:24px 0"><a href="${href}" style="display:inline-block;background:#7c5cbf;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:8px;font-weight:bold">${escapeHtml(button.label)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:13px;color:#6b645c">${escapeHtml(linkFallback)}<br><a href="${href}" style="color:#7c5cbf;word-break:break-all">${href}</a></p>`,
    ...after.map(paragraph),
    `<p style="margin:24px 0 0;color:#6b645c">${escapeHtml(signature)}</p>`,
    `</div></body></html>`,
  ].join("");
  return { text, html };
}
