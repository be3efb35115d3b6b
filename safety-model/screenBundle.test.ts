import { expect, test } from "vitest";
import { bundleOfScreen, SCREEN_BUNDLE_LIMIT } from "./screenBundle";

// The crisis screen runs in every chat:send, and a fresh Convex runtime evaluates all of it.
test("the crisis screen, bundled with its weights and patterns as the Convex CLI bundles it, is at most 1 MB", async () => {
  expect((await bundleOfScreen("screen.ts")).bytes).toBeLessThanOrEqual(SCREEN_BUNDLE_LIMIT);
});
