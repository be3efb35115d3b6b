// A message's life after sending: replies whose worker died, and a failed reply asked for again.
import { afterEach, describe, expect, test, vi } from "vitest";
import { api, internal } from "./_generated/api";
import { clockAt, newTest, signedInUser } from "./test.setup";
import { countOn, message, settle, fakeProviderForFile, shownMessages } from "./test.chat";
import { FREE_DAILY_MESSAGE_LIMIT } from "./shared/plans";
import { code } from "./test.plans";
import { DEFAULT_REPLY } from "../tests/fakes/openai/server";

const provider = fakeProviderForFile();

afterEach(() => {
  vi.useRealTimers();
});

describe("replies whose worker died", () => {
  test("a reply left unfinished for 5 minutes ends with TIMEOUT_ERROR and gives its message back", async () => {
    const t = newTest();
    clockAt("2026-03-10T12:00:00Z");
    const { userId } = await signedInUser(t);
    const reply = await t.run(async (ctx) => {
      const conversationId = await ctx.db.insert("conversations", { userId, topicId: "stress", title: "Hi", lastActivity: Date.now() });
      await ctx.db.insert("messageCounts", { userId, topicId: "stress", day: "2026-03-10", count: 1 });
      await ctx.db.insert("messages", { conversationId, userId, role: "user", content: "Hi", status: "done", countedDay: "2026-03-10" });
      const reply = await ctx.db.insert("messages", { conversationId, userId, role: "assistant", content: "Hel", status: "streaming" });
      return reply;
    });
    expect(await t.mutation(internal.messages.failStaleReplies, {})).toBe(0);
    vi.setSystemTime(new Date("2026-03-10T12:06:00Z"));
    expect(await t.mutation(internal.messages.failStaleReplies, {})).toBe(1);
    expect(await message(t, reply)).toMatchObject({ status: "error", errorCode: "TIMEOUT_ERROR", content: "Hel" });
    expect(await countOn(t, userId, "2026-03-10", "stress")).toBe(0);
  });
});

describe("retrying a failed reply", () => {
  test("asks again in place of the failed reply, counts the message again, and the new reply arrives", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    clockAt("2026-03-10T12:00:00Z");
    provider.fake.always({ kind: "error", status: 400 });
    const sent = await as.action(api.chat.send, { topicId: "stress", content: "I can't sleep" });
    await settle(t);
    expect(await message(t, sent.assistantMessageId)).toMatchObject({ status: "error" });
    expect(await countOn(t, userId, "2026-03-10", "stress")).toBe(0);
    provider.fake.always({ kind: "reply", text: DEFAULT_REPLY });

    const { assistantMessageId } = await as.mutation(api.messages.retry, { assistantMessageId: sent.assistantMessageId });
    expect(await message(t, sent.assistantMessageId)).toBeNull();
    expect(await countOn(t, userId, "2026-03-10", "stress")).toBe(1);
    await settle(t);
    expect(await message(t, assistantMessageId)).toMatchObject({ status: "done", content: DEFAULT_REPLY });
    expect((await shownMessages(as, sent.conversationId)).map((m) => m.role)).toEqual(["user", "assistant"]);
  });

  test("only the owner's newest failed reply can be retried", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    const other = await signedInUser(t);
    provider.fake.always({ kind: "error", status: 400 });
    const failed = await as.action(api.chat.send, { topicId: "stress", content: "first" });
    await settle(t);
    await expect(other.as.mutation(api.messages.retry, { assistantMessageId: failed.assistantMessageId })).rejects.toSatisfy(code("NOT_FOUND"));
    await as.action(api.chat.send, { conversationId: failed.conversationId, topicId: "stress", content: "second" });
    await settle(t);
    await expect(as.mutation(api.messages.retry, { assistantMessageId: failed.assistantMessageId })).rejects.toSatisfy(code("INVALID_INPUT"));
  });

  test("a retry at the daily limit is refused like a new message", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    provider.fake.always({ kind: "error", status: 400 });
    const failed = await as.action(api.chat.send, { topicId: "stress", content: "first" });
    await settle(t);
    provider.fake.always({ kind: "reply", text: DEFAULT_REPLY });
    for (let i = 0; i < FREE_DAILY_MESSAGE_LIMIT; i++) await as.action(api.chat.send, { topicId: "stress", content: `other ${i}` });
    await settle(t);
    await expect(as.mutation(api.messages.retry, { assistantMessageId: failed.assistantMessageId })).rejects.toSatisfy(code("DAILY_LIMIT_REACHED"));
  });
});
