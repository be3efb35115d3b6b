/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { icuCatalogs } from "./locales/icuPlugin.ts";
import { prerenderPages } from "./prerender/plugin.ts";
import { contentSecurityPolicyPlugin } from "./build/csp.ts";

const src = fileURLToPath(new URL("./src", import.meta.url));
const shared = fileURLToPath(new URL("./convex/shared", import.meta.url));
const locales = fileURLToPath(new URL("./locales", import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss(), icuCatalogs(), prerenderPages(), contentSecurityPolicyPlugin()],
  resolve: { alias: { "@": src, "@shared": shared, "@locales": locales } },
  // SUPPORT_EMAIL is the one support address: the site shows it, the backend's contact form mails it.
  envPrefix: ["VITE_", "SUPPORT_EMAIL"],
  server: { host: "127.0.0.1", port: 5173, strictPort: true },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "convex",
          environment: "edge-runtime",
          include: ["convex/**/*.test.ts"],
          // Generous: streamed replies run on real timers and CI has two busy cores.
          testTimeout: 20_000,
          server: { deps: { inline: ["convex-test"] } },
        },
      },
      {
        extends: true,
        test: {
          name: "web",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}", "locales/**/*.test.ts"],
          setupFiles: ["./src/testing/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["local-backend/**/*.test.ts", "tests/**/*.test.ts", "safety-model/**/*.test.ts", "bench/**/*.test.ts", "prerender/**/*.test.ts", "build/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
