import { describe, expect, test } from "vitest";
import { importCycles, importGraph } from "./importCycles";

const ROOT = new URL("../..", import.meta.url).pathname;

describe("no import cycles, type-only imports included", () => {
  test("a cycle through a type-only import is found", () => {
    const graph = new Map([
      ["runtime.ts", ["syscalls.ts"]],
      ["syscalls.ts", ["runtime.ts"]],
      ["store.ts", []],
    ]);
    expect(importCycles(graph)).toEqual([["runtime.ts", "syscalls.ts"]]);
  });

  test.each(["local-backend", "convex", "src"])("%s has none", (dir) => {
    expect(importCycles(importGraph(ROOT, dir))).toEqual([]);
  });
});
