// The Content-Security-Policy of the built app, written into every HTML file as a meta tag
// (a static host needs no header set-up). Scripts, styles, images and connections come only
// from the app's own origin, the Convex deployment (its client URL and its HTTP actions URL)
// and the services the browser really talks to; inline scripts and styles only when their
// SHA-256 is listed, so the theme snippet and whatever a later build step inlines (critical
// CSS, structured data) are covered exactly, and nothing else runs.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Plugin, ResolvedConfig } from "vite";

/** Where a Google account's profile picture is served from (shown until the user sets their own). */
const GOOGLE_AVATARS = "https://lh3.googleusercontent.com";

export type CspSources = { convexUrl: string; convexSiteUrl: string; geoUrl?: string };

/** The deployment's HTTP actions URL: set, or derived as Convex does (.cloud → .site; locally the next port). */
export function convexSiteUrlOf(convexUrl: string, explicit?: string): string {
  if (explicit) return new URL(explicit).origin;
  const url = new URL(convexUrl);
  if (url.hostname.endsWith(".convex.cloud")) url.hostname = url.hostname.replace(/\.convex\.cloud$/, ".convex.site");
  else if (url.port) url.port = String(Number(url.port) + 1);
  return url.origin;
}

const websocketOf = (origin: string) => origin.replace(/^http/, "ws");
const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The inline <script> and <style> bodies of a page (those without src), as CSP hashes. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const bodies = (tag: string) =>
    [...html.matchAll(new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, "gi"))]
      .filter((m) => !/\ssrc\s*=/.test(m[1] ?? ""))
      .map((m) => hash(m[2]));
  return { scripts: [...new Set(bodies("script"))], styles: [...new Set(bodies("style"))] };
}

export function contentSecurityPolicy(sources: CspSources, inline: { scripts: string[]; styles: string[] }): string {
  const convex = new URL(sources.convexUrl).origin;
  const site = sources.convexSiteUrl;
  const geo = sources.geoUrl ? [new URL(sources.geoUrl).origin] : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...inline.scripts],
    "style-src": ["'self'", ...inline.styles],
    "img-src": ["'self'", "data:", "blob:", convex, site, GOOGLE_AVATARS],
    "font-src": ["'self'"],
    // blob: the app's own objects (the chosen picture, the data download), never another origin.
    "connect-src": ["'self'", "blob:", convex, websocketOf(convex), site, ...geo],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(" ")}`)
    .join("; ");
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

/** Adds the policy to one page, first in its head so it governs everything after it. */
export function withPolicy(html: string, sources: CspSources): string {
  const policy = contentSecurityPolicy(sources, inlineHashes(html));
  return html.replace(/<head([^>]*)>/i, `<head$1>\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`);
}

/** Runs after every other step has written the HTML files (e.g. prerendered pages). */
export function contentSecurityPolicyPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "kaia-content-security-policy",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: "post",
      sequential: true,
      handler() {
        if (config.build.ssr) return;
        const env = config.env as Record<string, string | undefined>;
        const convexUrl = env.VITE_CONVEX_URL || "http://127.0.0.1:3210";
        const sources = {
          convexUrl,
          convexSiteUrl: convexSiteUrlOf(convexUrl, env.VITE_CONVEX_SITE_URL),
          geoUrl: env.VITE_GEO_URL || undefined,
        };
        const outDir = resolve(config.root, config.build.outDir);
        for (const file of htmlFiles(outDir)) writeFileSync(file, withPolicy(readFileSync(file, "utf8"), sources));
      },
    },
  };
}
