import { describe, expect, test, vi } from "vitest";
import { moderateText, parseVerdict, replyGivesInstructions } from "./moderation";
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

describe("moderation does not fail open silently", () => {
  test("a failure is retried once and each failure is logged", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    provider.fake.moderation({ error: 500 });
    expect(await moderateText("I want to die")).toBeNull();
    expect(provider.fake.requests.filter((r) => r.path === "/v1/moderations")).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0][0]).toMatch(/Moderation failed \(moderation endpoint, attempt 1 of 2\): 500/);
  });

  test("a server without the endpoint is asked for a verdict by its own model", async () => {
    provider.fake.moderation({ error: 404 });
    provider.fake.next({ kind: "reply", text: '{"self-harm": true, "self-harm/instructions": false, "violence": false, "sexual/minors": false}' });
    expect(await moderateText("highest bridge near me")).toEqual(["self_harm"]);
    const asked = provider.fake.requests.find((r) => r.path === "/v1/chat/completions");
    expect(asked?.body.messages?.[1]).toEqual({ role: "user", content: "highest bridge near me" });
  });

  test("a verdict that is not strict JSON of booleans counts as a failure, retried once", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    provider.fake.moderation({ error: 404 });
    provider.fake.next({ kind: "reply", text: "Yes, this looks risky." }, { kind: "reply", text: '{"self-harm": "yes"}' });
    expect(await moderateText("highest bridge near me")).toBeNull();
    expect(() => parseVerdict('["self-harm"]')).toThrow();
    expect(parseVerdict('```json\n{"self-harm": true, "violence": false}\n```')).toEqual(new Set(["self-harm"]));
  });

  test("a reply is stopped only for instructions, not for speaking about self-harm", async () => {
    provider.fake.moderation({ flagged: true, categories: { "self-harm": true } });
    expect(await replyGivesInstructions("Are you thinking about suicide?")).toBe(false);
    provider.fake.moderation({ flagged: true, categories: { "self-harm/instructions": true } });
    expect(await replyGivesInstructions("Here is how")).toBe(true);
  });
});
