// Draws public/email/kaia-bear.png, the bear at the top of every email, from public/kaia.svg.
// Mail clients show neither SVG nor inline images reliably, so emails link this PNG by its
// absolute URL. The bear sits on a honey disc, so it reads on light and dark backgrounds alike.
// Run: npx tsx scripts/generate-email-bear.ts
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const SIZE = 96; // drawn at twice the 48 px it is shown at, for sharp high-density screens
const svg = readFileSync(fileURLToPath(new URL("../public/kaia.svg", import.meta.url)), "utf8");
const out = fileURLToPath(new URL("../public/email/kaia-bear.png", import.meta.url));

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } });
await page.setContent(
  `<body style="margin:0;background:transparent"><div id="bear" style="width:${SIZE}px;height:${SIZE}px;border-radius:50%;background:#fff1d6;display:flex;align-items:center;justify-content:center">` +
    svg.replace("<svg ", `<svg width="${SIZE * 0.8}" height="${SIZE * 0.8}" `) +
    `</div></body>`,
);
await page.locator("#bear").screenshot({ path: out, omitBackground: true });
await browser.close();
console.log(`wrote ${out}`);
