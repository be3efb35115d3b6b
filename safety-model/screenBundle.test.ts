import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";

// The crisis screen runs in every chat:send, and a fresh Convex runtime evaluates all of it: its
// share of the deployed bundle stays within 1 MB (10^6 bytes), as `bench/safety-cold` prints it.
test("the crisis screen, minified and bundled with its weights and patterns, is at most 1 MB", async () => {
  const entry = fileURLToPath(new URL("../convex/safety/screen.ts", import.meta.url));
  const out = await build({ entryPoints: [entry], bundle: true, minify: true, write: false, format: "iife", globalName: "screen", platform: "neutral", target: "es2022" });
  expect(out.outputFiles[0].contents.byteLength).toBeLessThanOrEqual(1_000_000);
});
