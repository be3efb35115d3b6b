import { describe, expect, test, vi } from "vitest";
import { combineScreens, moderateText } from "./moderation";
import { fakeProviderForFile, withoutProvider } from "../test.chat";

const provider = fakeProviderForFile();

describe("moderateText asks the provider's moderation endpoint", () => {
  test("flagged categories map to the product's risk categories", async () => {
    provider.fake.moderation({ flagged: true, categories: { "self-harm/intent": true, violence: true } });
    expect(await moderateText("some message")).toEqual(["self_harm", "harm_to_others"]);
    const request = provider.fake.requests.find((r) => r.path === "/v1/moderations");
    expect(request?.body).toMatchObject({ model: "omni-moderation-latest", input: "some message" });
  });

  test("an unflagged message gives an empty list", async () => {
    provider.fake.moderation({ flagged: false });
    expect(await moderateText("hello")).toEqual([]);
  });

  test("without a provider it gives null and sends nothing", async () => {
    withoutProvider();
    expect(await moderateText("I want to die")).toBeNull();
    expect(provider.fake.requests).toEqual([]);
  });

  test("a provider that refuses the request gives null", async () => {
    provider.fake.requireKey("another-key");
    expect(await moderateText("I want to die")).toBeNull();
  });

  test("a provider that cannot be reached gives null", async () => {
    vi.stubEnv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1");
    expect(await moderateText("I want to die")).toBeNull();
  });
});

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
