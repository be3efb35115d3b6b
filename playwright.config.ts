import { defineConfig, devices } from "@playwright/test";
import { APP_URL } from "./tests/e2e/support/ports";

// One worker: the tests share one backend and steer its fake AI provider, so they run in turn.
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "test-results/e2e",
  use: {
    ...devices["Desktop Chrome"],
    baseURL: APP_URL,
    locale: "en-US",
    timezoneId: "UTC",
    reducedMotion: "reduce",
    screenshot: "only-on-failure",
    // Tracing costs the browser about a quarter of the suite's time; ask for it when looking
    // into a failure (`npx playwright test --trace retain-on-failure`). Still animations keep
    // the compositor idle between steps.
    trace: "off",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
});
