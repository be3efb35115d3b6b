import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import { clockAt, newTest, signedInUser } from "./test.setup";
import { DAY_MS } from "./shared/time";
import { isAppError } from "./lib/errors";
import { countOn, grantSubscription, grantTrial, message, setPreferences, settle, fakeProviderForFile, shownMessages } from "./test.chat";
import { FREE_DAILY_MESSAGE_LIMIT } from "./shared/plans";

// Replies are written by the fake provider, as in production.
fakeProviderForFile();

afterEach(() => {
  vi.useRealTimers();
});

const code = (expected: string) => (e: unknown) => isAppError(e) && (e.data as { code: string }).code === expected;


describe("daily limit", () => {
  test("the 6th message of the day in a topic is refused", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    clockAt("2026-03-10T12:00:00Z");
    const week = ["Can you help me plan my week?", "I have a big presentation on Friday", "How do I say no to extra work?", "My inbox is out of control", "Any tips for a calmer morning?"];
    for (let i = 0; i < FREE_DAILY_MESSAGE_LIMIT; i++) await as.action(api.chat.send, { topicId: "stress", content: week[i % week.length] });
    await expect(as.action(api.chat.send, { topicId: "stress", content: "One more" })).rejects.toSatisfy(
      code("DAILY_LIMIT_REACHED"),
    );
    expect(await countOn(t, userId, "2026-03-10", "stress")).toBe(FREE_DAILY_MESSAGE_LIMIT);
    await settle(t);
  });

  test("the limit is per topic: another topic still has its own five", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    for (let i = 0; i < FREE_DAILY_MESSAGE_LIMIT; i++) await as.action(api.chat.send, { topicId: "stress", content: "hi" });
    await as.action(api.chat.send, { topicId: "anxiety", content: "hi" });
    await settle(t);
  });

  test("parallel sends cannot pass the limit", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    clockAt("2026-03-10T12:00:00Z");
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => as.action(api.chat.send, { topicId: "career", content: `Parallel ${i}` })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(FREE_DAILY_MESSAGE_LIMIT);
    expect(results.filter((r) => r.status === "rejected").every((r) => code("DAILY_LIMIT_REACHED")(r.reason))).toBe(true);
    expect(await countOn(t, userId, "2026-03-10", "career")).toBe(FREE_DAILY_MESSAGE_LIMIT);
    await settle(t);
  });

  test("the limit resets at the user's own midnight, not at UTC midnight", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await setPreferences(t, userId, { timeZone: "America/New_York" });
    // New York is UTC-4 in mid-March 2026: 03:30 UTC on 11 March is 23:30 on 10 March there.
    clockAt("2026-03-11T03:30:00Z");
    for (let i = 0; i < FREE_DAILY_MESSAGE_LIMIT; i++) await as.action(api.chat.send, { topicId: "stress", content: "hi" });
    expect(await countOn(t, userId, "2026-03-10", "stress")).toBe(FREE_DAILY_MESSAGE_LIMIT);
    // 23:50 in New York: UTC has a new day, the user does not.
    clockAt("2026-03-11T03:50:00Z");
    await expect(as.action(api.chat.send, { topicId: "stress", content: "hi" })).rejects.toSatisfy(
      code("DAILY_LIMIT_REACHED"),
    );
    // 00:05 on 11 March in New York: a new day and a new allowance.
    clockAt("2026-03-11T04:05:00Z");
    await as.action(api.chat.send, { topicId: "stress", content: "new day" });
    expect(await countOn(t, userId, "2026-03-11", "stress")).toBe(1);
    await settle(t);
  });

  test("a time zone sent with the message becomes the user's preference and decides the day", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    clockAt("2026-03-10T22:00:00Z");
    await as.action(api.chat.send, { topicId: "stress", content: "hi", timeZone: "Asia/Tokyo" });
    expect(await countOn(t, userId, "2026-03-11", "stress")).toBe(1);
    const prefs = await t.run((ctx) => ctx.db.query("preferences").withIndex("by_userId", (q) => q.eq("userId", userId)).unique());
    expect(prefs?.timeZone).toBe("Asia/Tokyo");
    await settle(t);
  });

  test("without a time zone the day is the UTC day, and an invalid one is ignored", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    clockAt("2026-03-10T23:59:00Z");
    await as.action(api.chat.send, { topicId: "stress", content: "hi", timeZone: "Mars/Olympus" });
    expect(await countOn(t, userId, "2026-03-10", "stress")).toBe(1);
    await settle(t);
  });

  test("trial and premium users are not counted", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await grantTrial(t, userId);
    clockAt(new Date().toISOString());
    for (let i = 0; i < FREE_DAILY_MESSAGE_LIMIT + 2; i++) await as.action(api.chat.send, { topicId: "stress", content: "hi" });
    const day = new Date().toISOString().slice(0, 10);
    expect(await countOn(t, userId, day, "stress")).toBe(0);
    await settle(t);
  });
});

describe("premium-only topics", () => {
  test("a free user cannot send in a premium topic", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    for (const topicId of ["creativity", "global-concerns", "finance"] as const) {
      await expect(as.action(api.chat.send, { topicId, content: "hello" })).rejects.toSatisfy(code("PREMIUM_REQUIRED"));
    }
  });

  test("a user whose trial has ended is a free user again", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await grantTrial(t, userId, Date.now() - 1000);
    await expect(as.action(api.chat.send, { topicId: "finance", content: "hello" })).rejects.toSatisfy(
      code("PREMIUM_REQUIRED"),
    );
  });

  test("a trial user can send in a premium topic", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await grantTrial(t, userId);
    await as.action(api.chat.send, { topicId: "creativity", content: "hello" });
    await settle(t);
  });

  test("a premium user (paid or granted by an admin) can send in a premium topic", async () => {
    const t = newTest();
    const paid = await signedInUser(t);
    await grantSubscription(t, paid.userId, { stripeStatus: "active", currentPeriodEnd: Date.now() + DAY_MS });
    await paid.as.action(api.chat.send, { topicId: "finance", content: "hello" });
    const granted = await signedInUser(t);
    await grantSubscription(t, granted.userId, { manualUntil: Date.now() + DAY_MS });
    await granted.as.action(api.chat.send, { topicId: "global-concerns", content: "hello" });
    const lapsed = await signedInUser(t);
    await grantSubscription(t, lapsed.userId, { stripeStatus: "canceled", currentPeriodEnd: Date.now() + DAY_MS });
    await expect(lapsed.as.action(api.chat.send, { topicId: "finance", content: "hello" })).rejects.toSatisfy(
      code("PREMIUM_REQUIRED"),
    );
    await settle(t);
  });
});

describe("sending", () => {
  test("a first message creates a conversation titled after it, with the user message and an empty reply", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    const sent = await as.action(api.chat.send, { topicId: "anxiety", content: "  I feel anxious before exams  " });
    const user = await message(t, sent.userMessageId);
    const reply = await message(t, sent.assistantMessageId);
    expect(user).toMatchObject({ role: "user", content: "I feel anxious before exams", status: "done" });
    expect(reply).toMatchObject({ role: "assistant", content: "", status: "pending" });
    const conversation = await t.run((ctx) => ctx.db.get(sent.conversationId));
    expect(conversation).toMatchObject({ topicId: "anxiety", title: "I feel anxious before exams" });
    await settle(t);
  });

  test("a later message joins the conversation and moves it to the top", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    // A minute apart, so the order does not hang on two sends landing in the same millisecond.
    clockAt("2026-03-10T12:00:00Z");
    const first = await as.action(api.chat.send, { topicId: "anxiety", content: "first" });
    clockAt("2026-03-10T12:01:00Z");
    await as.action(api.chat.send, { topicId: "stress", content: "other" });
    clockAt("2026-03-10T12:02:00Z");
    const second = await as.action(api.chat.send, { topicId: "anxiety", content: "second", conversationId: first.conversationId });
    expect(second.conversationId).toBe(first.conversationId);
    const recent = await as.query(api.conversations.listRecent, {});
    expect(recent[0]._id).toBe(first.conversationId);
    expect(recent[0].title).toBe("first");
    await settle(t);
  });

  test("a message with no visible character is refused (EMPTY_MESSAGE), a too long one is invalid input, and nothing is stored", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    for (const content of ["   ", "\u200B\u200C\u200D", " \u2060\uFEFF\u200B ", "\u3164\u115F", "\u200E\u202E\uFE0F"]) {
      await expect(as.action(api.chat.send, { topicId: "anxiety", content })).rejects.toSatisfy(code("EMPTY_MESSAGE"));
    }
    await expect(as.action(api.chat.send, { topicId: "anxiety", content: "x".repeat(4001) })).rejects.toSatisfy(
      code("INVALID_INPUT"),
    );
    expect(await t.run((ctx) => ctx.db.query("messages").take(1))).toEqual([]);
  });

  test("a signed-out caller cannot send", async () => {
    const t = newTest();
    await expect(t.action(api.chat.send, { topicId: "anxiety", content: "hi" })).rejects.toSatisfy(code("NOT_AUTHENTICATED"));
  });

  test("a user cannot add to another user's conversation", async () => {
    const t = newTest();
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const sent = await owner.as.action(api.chat.send, { topicId: "anxiety", content: "mine" });
    await expect(
      other.as.action(api.chat.send, { topicId: "anxiety", content: "intruding", conversationId: sent.conversationId }),
    ).rejects.toSatisfy(code("INVALID_INPUT"));
    await settle(t);
    expect((await shownMessages(owner.as, sent.conversationId)).map((m) => m.content)).not.toContain("intruding");
  });

  test("a message cannot be sent into a conversation under a different topic", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    const sent = await as.action(api.chat.send, { topicId: "anxiety", content: "mine" });
    await expect(
      as.action(api.chat.send, { topicId: "stress", content: "switch", conversationId: sent.conversationId }),
    ).rejects.toSatisfy(code("INVALID_INPUT"));
    await settle(t);
  });
});
