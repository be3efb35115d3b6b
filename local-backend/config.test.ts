// Starting the backend: one per data folder, an env file generated once and reused, shell
// settings winning, and the mail catcher standing in for Resend unless a key is set.
import { ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnvFile } from "./lib/env.ts";
import { FIXTURE_DIR, removeTempDirs, startCli, startFixture, tempDir } from "./testing/support.ts";

const api = anyApi;
afterAll(removeTempDirs);

const settings = (url: string) => new ConvexHttpClient(url, { logger: false }).action(api.settings.read, {});

describe("the data folder", () => {
  it("refuses a second backend on the same folder, saying one is already running", async () => {
    const dataDir = tempDir();
    const running = await startFixture({ dataDir });
    const second = await startCli(["--data-dir", dataDir, "--port", "0", "--site-port", "0", "--convex-dir", FIXTURE_DIR]);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already running on this data folder/);
    await running.stop();
  });

  it("generates the auth keys and an admin key once and reuses them", async () => {
    const dataDir = tempDir();
    const first = await startFixture({ dataDir });
    const envFile = () => parseEnvFile(readFileSync(join(dataDir, "backend.env"), "utf8"));
    const generated = envFile();
    expect(generated.JWT_PRIVATE_KEY).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(JSON.parse(generated.JWKS).keys[0]).toMatchObject({ use: "sig", kty: "RSA" });
    expect(generated.SITE_URL).toBe("http://127.0.0.1:5173");
    expect(generated.ADMIN_KEY).toMatch(/^[\w-]{24}$/);
    expect(first.adminKey).toBe(generated.ADMIN_KEY);
    await first.stop();
    const second = await startFixture({ dataDir });
    expect(envFile().JWKS).toBe(generated.JWKS);
    expect(second.adminKey).toBe(generated.ADMIN_KEY);
    await second.stop();
  });

  it("keeps an admin key set in the shell", async () => {
    const backend = await startFixture({ env: { ADMIN_KEY: "my-own-key" } });
    expect(backend.adminKey).toBe("my-own-key");
    await backend.stop();
  });
});

describe("the functions' environment", () => {
  it("points email at the mail catcher and gives the site URLs", async () => {
    const backend = await startFixture();
    expect(await settings(backend.url)).toEqual({
      siteUrl: "http://127.0.0.1:5173",
      convexSiteUrl: backend.siteUrl,
      resendBaseUrl: backend.url,
      resendKeySet: true,
      openaiModel: null,
      hasJwks: true,
    });
    await backend.stop();
  });

  it("lets shell settings win and remembers them; a real Resend key turns the catcher off", async () => {
    const dataDir = tempDir();
    const shell = { SITE_URL: "http://127.0.0.1:4173", OPENAI_MODEL: "local-model", RESEND_API_KEY: "re_real" };
    const first = await startFixture({ dataDir, env: shell });
    expect(await settings(first.url)).toMatchObject({ siteUrl: shell.SITE_URL, openaiModel: "local-model", resendBaseUrl: null });
    await first.stop();
    const second = await startFixture({ dataDir });
    expect(await settings(second.url)).toMatchObject({ siteUrl: shell.SITE_URL, openaiModel: "local-model" });
    await second.stop();
  });
});
