import { describe, expect, test } from "vitest";
import { combineScreens } from "./combine";

describe("combineScreens never lowers protection", () => {
  test("a provider outage keeps the offline result", () => {
    expect(combineScreens({ categories: ["self_harm"] }, null)).toEqual({ risk: true, categories: ["self_harm"], source: "screen" });
  });

  test("the provider adds what the offline screen missed", () => {
    expect(combineScreens({ categories: [] }, ["abuse"])).toEqual({ risk: true, categories: ["abuse"], source: "moderation" });
  });

  test("both layers together give the union, without repeats", () => {
    expect(combineScreens({ categories: ["self_harm"] }, ["self_harm", "harm_to_others"])).toEqual({
      risk: true,
      categories: ["self_harm", "harm_to_others"],
      source: "screen+moderation",
    });
  });

  test("a provider that finds nothing does not clear an offline finding", () => {
    expect(combineScreens({ categories: ["medical_emergency"] }, [])).toMatchObject({ risk: true, categories: ["medical_emergency"] });
    expect(combineScreens({ categories: [] }, [])).toEqual({ risk: false, categories: [], source: "none" });
  });
});
