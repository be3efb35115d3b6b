// The product's own convex/ folder loads in the local backend and answers.
import { ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startBackend, type Backend } from "./index.ts";
import { removeTempDirs, tempDir } from "./testing/support.ts";

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend({ dataDir: tempDir(), port: 0, sitePort: 0, verbose: false });
});
afterAll(async () => {
  await backend.stop();
  removeTempDirs();
});

it("answers a query of the product's functions", async () => {
  const http = new ConvexHttpClient(backend.url, { logger: false });
  expect(await http.query(anyApi.auth.isAuthenticated, {})).toBe(false);
});

it("serves the product's HTTP routes at the site URL, with the generated keys", async () => {
  const response = await fetch(`${backend.siteUrl}/.well-known/jwks.json`);
  expect(response.status).toBe(200);
  expect((await response.json()).keys[0]).toMatchObject({ kty: "RSA", use: "sig" });
});
