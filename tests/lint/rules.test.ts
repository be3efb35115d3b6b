// Each lint rule that guards the architecture fails on a violation (and the real files pass).
import { ESLint } from "eslint";
import { describe, expect, test, vi } from "vitest";

const ROOT = new URL("../..", import.meta.url).pathname;
const eslint = new ESLint({ cwd: ROOT, ignore: false });
// The first lint resolves the whole project's imports, which takes a while.
vi.setConfig({ testTimeout: 120_000 });

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe("import layers: app → features → components/hooks/lib/config", () => {
  test.each([
    ["a shared component may not import a feature", "src/components/Probe.tsx", "@/features/contact/contactForm"],
    ["a feature may not import another feature by alias", "src/features/auth/Probe.tsx", "@/features/contact/contactForm"],
    ["a feature may not import another feature by relative path", "src/features/auth/Probe.tsx", "../contact/contactForm"],
    ["a feature may not import the app", "src/features/auth/Probe.tsx", "@/app/appDialogs"],
  ])("%s", async (_rule, file, target) => {
    const code = `import * as probe from "${target}";\nexport default probe;\n`;
    expect(await rulesBroken(file, code)).toContain("boundaries/dependencies");
  });

  test("a feature may import its own files and the shared layers", async () => {
    const code =
      'import { emailProblem } from "@/lib/emailField";\nimport { AuthLayout } from "./AuthLayout";\nexport const probe = [emailProblem, AuthLayout];\n';
    expect(await rulesBroken("src/features/auth/Probe.tsx", code)).toEqual([]);
  });
});

describe("the Convex function layer", () => {
  test("raw builders may be imported only by convex/lib/functions", async () => {
    const code =
      'import { query } from "./_generated/server";\nimport { v } from "convex/values";\nexport const probe = query({ args: {}, returns: v.null(), handler: async () => null });\n';
    expect(await rulesBroken("convex/probe.ts", code)).toContain("@typescript-eslint/no-restricted-imports");
  });

  test("types from the generated server stay importable", async () => {
    const code = 'import type { QueryCtx } from "./_generated/server";\nexport type Probe = QueryCtx;\n';
    expect(await rulesBroken("convex/probe.ts", code)).toEqual([]);
  });

  test("a public function without an args validator is refused (@convex-dev)", async () => {
    const code = 'import { query } from "./lib/functions";\nexport const probe = query({ handler: async () => null });\n';
    expect(await rulesBroken("convex/probe.ts", code)).toContain("@convex-dev/require-args-validator");
  });
});

describe("no import cycles", () => {
  test("two files importing each other fail", async () => {
    const [result] = await eslint.lintFiles([`${ROOT}tests/lint/fixtures/cycle/first.ts`]);
    expect(result.messages.map((m) => m.ruleId)).toContain("import-x/no-cycle");
  });
});
