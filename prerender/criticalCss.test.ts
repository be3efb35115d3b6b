import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, describe, expect, it } from "vitest";
import { applyDeferredStyles } from "../src/app/deferredStyles.ts";
import { criticalCss, inlineCriticalCss } from "./criticalCss.ts";

const appDir = mkdtempSync(join(tmpdir(), "kaia-critical-"));
afterAll(() => rmSync(appDir, { recursive: true, force: true }));

const STYLESHEET = [
  ".card{padding:1rem}",
  ".card:hover{color:red}",
  ".dark\\:bg-night:where(.dark,.dark *){background:#000}",
  ".chat-bubble{margin:2rem}",
  "html.dark{background:#111}",
  ":lang(ar) :is(h1,h2){line-height:1.65}",
  "[dir=rtl] .rtl-flip{transform:scaleX(-1)}",
  ":where(.space-y-4>:not(:last-child)){margin-block-end:1rem}",
  "@media (min-width:40rem){.card{padding:2rem}.dialog{inset:0}}",
].join("\n");
const html = (body: string) =>
  `<!doctype html><html lang="en"><head><link rel="stylesheet" crossorigin href="/assets/app.css"></head><body><div id="root">${body}</div></body></html>`;

describe("a prerendered page inlines only the styles it uses", () => {
  mkdirSync(join(appDir, "assets"));
  writeFileSync(join(appDir, "assets/app.css"), STYLESHEET);

  it("keeps the rules of its own elements, with their hover and dark-mode variants, and drops the others", async () => {
    const css = await criticalCss(appDir, html('<p class="card dark:bg-night">Hi</p>'));
    expect(css).toContain(".card{padding:1rem}");
    expect(css).toContain(".card:hover");
    expect(css).toContain("dark\\:bg-night");
    expect(css).toContain("min-width:40rem");
    expect(css).not.toContain("chat-bubble");
    expect(css).not.toContain(".dialog");
  });

  it("keeps the rules that hang on <html> and the spacing between children, so nothing changes when the app starts", async () => {
    const css = await criticalCss(appDir, html('<h1>Kaia</h1><ul class="space-y-4"><li class="rtl-flip">a</li><li>b</li></ul>'));
    expect(css).toContain("html.dark{background:#111}");
    expect(css).toContain(":lang(ar) :is(h1,h2)");
    expect(css).toContain("[dir=rtl] .rtl-flip");
    expect(css).toContain(":where(.space-y-4>:not(:last-child))");
  });

  it("swaps the blocking stylesheet for the inline rules and a prefetch the app applies when it starts", () => {
    const page = inlineCriticalCss(html("<p>Hi</p>"), ".card{padding:1rem}");
    expect(page).toContain("<style>.card{padding:1rem}</style>");
    expect(page).not.toMatch(/rel="stylesheet"/);

    const { document } = new JSDOM(page).window;
    const link = document.querySelector("link")!;
    expect(link.rel).toBe("prefetch");
    applyDeferredStyles(document);
    expect(link.rel).toBe("stylesheet");
    expect(link.getAttribute("href")).toBe("/assets/app.css");
  });
});
