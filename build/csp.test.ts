import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { contentSecurityPolicy, convexSiteUrlOf, inlineHashes, withPolicy } from "./csp";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const SOURCES = { convexUrl: "https://happy-bear-123.convex.cloud", convexSiteUrl: "https://happy-bear-123.convex.site" };

describe("the Content-Security-Policy of each built page", () => {
  test("lists the hash of every inline script and style, and not scripts loaded by src", () => {
    const html =
      '<head><script>theme()</script><script type="module" src="/a.js"></script><script type="application/ld+json">{"a":1}</script><style>p{}</style></head>';
    expect(inlineHashes(html)).toEqual({ scripts: [sha("theme()"), sha('{"a":1}')], styles: [sha("p{}")] });
  });

  test("allows only the own origin, the deployment's two URLs (and its websocket) and Google's avatars", () => {
    const policy = contentSecurityPolicy(SOURCES, { scripts: [sha("x")], styles: [] });
    expect(policy).toContain(`script-src 'self' ${sha("x")};`);
    expect(policy).toContain("style-src 'self';");
    expect(policy).toContain(
      "connect-src 'self' blob: https://happy-bear-123.convex.cloud wss://happy-bear-123.convex.cloud https://happy-bear-123.convex.site;",
    );
    expect(policy).toContain(
      "img-src 'self' data: blob: https://happy-bear-123.convex.cloud https://happy-bear-123.convex.site https://lh3.googleusercontent.com;",
    );
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).toContain("object-src 'none'");
  });

  test("the HTTP actions URL follows the deployment's, unless set", () => {
    expect(convexSiteUrlOf("https://happy-bear-123.convex.cloud")).toBe("https://happy-bear-123.convex.site");
    expect(convexSiteUrlOf("http://127.0.0.1:3210")).toBe("http://127.0.0.1:3211");
    expect(convexSiteUrlOf("https://api.example.com", "https://actions.example.com/")).toBe("https://actions.example.com");
  });

  test("goes first in the head, before the scripts it governs", () => {
    const page = withPolicy("<html><head><script>theme()</script></head></html>", SOURCES);
    expect(page.indexOf("Content-Security-Policy")).toBeLessThan(page.indexOf("<script>"));
  });
});
