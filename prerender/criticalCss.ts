// A prerendered page inlines only the rules its own markup uses (with their dark-mode, hover and
// focus variants, which apply to the same elements); the app's whole stylesheet is prefetched
// without blocking the first paint and applies once the app starts (src/app/deferredStyles.ts).
import Beasties from "beasties";
import { DEFERRED_STYLES_ATTRIBUTE } from "../src/app/deferredStyles.ts";

/** The rules of the stylesheets linked from `html` (read from `appDir`) that its markup uses, minified. */
export async function criticalCss(appDir: string, html: string): Promise<string> {
  const beasties = new Beasties({
    path: appDir,
    publicPath: "/",
    pruneSource: false,
    compress: true,
    keyframes: "critical",
    logLevel: "silent",
    // Kept whatever the markup: rules that hang on <html> (its dark class, language or direction),
    // which the matcher cannot see since it looks only inside <body>, and spacing between children
    // (`space-y-*`, `divide-*`), written as `:where(.x > …)`, which it cannot evaluate. Without
    // them the page would change when the app starts.
    allowRules: [/^html\b/, /^:lang\(/, /^\[dir=/, /^:where\(/],
  });
  const processed = await beasties.process(html);
  const inlined = /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1];
  if (inlined === undefined) throw new Error("no critical CSS was found for a prerendered page");
  return inlined;
}

/** Swaps the blocking stylesheet link for the page's critical rules and a prefetch of the stylesheet. */
export function inlineCriticalCss(html: string, css: string): string {
  const link = /<link rel="stylesheet"[^>]*>/.exec(html)?.[0];
  if (!link) throw new Error("index.html links no stylesheet");
  // Fetched at low priority into the cache, neither parsed nor applied until the app starts.
  const deferred = link.replace('rel="stylesheet"', `rel="prefetch" as="style" ${DEFERRED_STYLES_ATTRIBUTE}`);
  return html.replace(link, () => `<style>${css}</style>${deferred}`);
}
