import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import boundaries from "eslint-plugin-boundaries";
import importX from "eslint-plugin-import-x";
import convex from "@convex-dev/eslint-plugin";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import globals from "globals";

const typescriptResolver = createTypeScriptImportResolver({ project: "tsconfig.json" });

export default tseslint.config(
  {
    // tests/lint/fixtures break the rules on purpose; tests/lint/rules.test.ts lints them.
    ignores: [
      "dist",
      "node_modules",
      "convex/_generated",
      ".local-data",
      "test-results",
      "playwright-report",
      "tests/lint/fixtures",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The screen's plain character classes list control characters and combining marks one by
    // one on purpose (normalize.test.ts checks each against its Unicode class).
    files: ["convex/safety/normalize.ts"],
    rules: { "no-control-regex": "off", "no-misleading-character-class": "off" },
  },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // The app's layers: app → features → components, hooks, lib, config (and the shared
    // constants). A feature never imports another; shared parts never import features or the app.
    files: ["src/**/*.{ts,tsx}"],
    // Tests sit beside what they prove and may use the test helpers.
    ignores: ["src/**/*.test.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { project: "tsconfig.json" } },
      "boundaries/elements": [
        { type: "app", pattern: "src/app" },
        { type: "feature", pattern: "src/features/*", capture: ["feature"] },
        { type: "testing", pattern: "src/testing" },
        { type: "shared", pattern: ["src/components", "src/hooks", "src/lib", "src/config"] },
        { type: "backend", pattern: ["convex/shared", "convex/_generated", "locales"] },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          message:
            "{{ from.element.types }} may not import {{ to.element.types }}: app → features → components/hooks/lib/config, and no feature imports another",
          policies: [
            {
              from: { element: { type: "app" } },
              allow: { to: { element: { types: { anyOf: ["app", "feature", "shared", "backend"] } } } },
            },
            {
              from: { element: { type: "feature" } },
              allow: [
                { to: { element: { types: { anyOf: ["shared", "backend"] } } } },
                { to: { element: { type: "feature", captured: { feature: "{{ from.element.captured.feature }}" } } } },
              ],
            },
            { from: { element: { type: "shared" } }, allow: { to: { element: { types: { anyOf: ["shared", "backend"] } } } } },
            {
              from: { element: { type: "testing" } },
              allow: { to: { element: { types: { anyOf: ["app", "testing", "shared", "backend"] } } } },
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/main.tsx"],
    rules: { "boundaries/dependencies": "off" },
  },
  {
    // No import cycles anywhere, type-only ones included.
    files: ["**/*.{ts,tsx}"],
    ignores: ["convex/**"],
    plugins: { "import-x": importX },
    settings: { ...importX.flatConfigs.typescript.settings, "import-x/resolver-next": [typescriptResolver] },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: ["convex/**/*.ts"],
    plugins: { "@convex-dev": convex },
    rules: {
      "@convex-dev/no-old-registered-function-syntax": "error",
      "@convex-dev/require-args-validator": "error",
      "@convex-dev/no-filter-in-query": "error",
      "@convex-dev/no-collect-in-query": "error",
      "@convex-dev/no-top-of-hour-crons": "error",
      "@convex-dev/no-schema-import-cycle": "error",
      "@convex-dev/no-duplicate-indexes": "error",
      "@convex-dev/no-process-env": "error",
    },
  },
  {
    // The places the backend reads its environment (auth.config.ts as Convex Auth documents it), and tests.
    files: ["convex/lib/env.ts", "convex/auth.config.ts", "convex/**/*.test.ts", "convex/test.*.ts"],
    rules: { "@convex-dev/no-process-env": "off" },
  },
  {
    files: ["convex/**/*.test.ts", "convex/test.*.ts"],
    rules: { "@convex-dev/no-collect-in-query": "off" },
  },
  {
    // Every function learns its caller the same way: builders come from convex/lib/functions.
    files: ["convex/**/*.ts"],
    ignores: ["convex/lib/functions.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/_generated/server", "**/_generated/server.js"],
              allowTypeImports: true,
              message: "Import query, mutation, action and the internal builders from convex/lib/functions.",
            },
          ],
        },
      ],
    },
  },
);
