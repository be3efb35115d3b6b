import { describe, expect, test } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { newTest, signedInUser, type TestConvex } from "./test.setup";
import { fakeProviderForFile, message } from "./test.chat";

fakeProviderForFile();

/** A reply waiting for its text, as sending leaves it (no worker runs it). */
async function pendingReply(t: TestConvex, userId: Id<"users">) {
  return await t.run(async (ctx) => {
    const conversationId = await ctx.db.insert("conversations", { userId, topicId: "stress", title: "Work", lastActivity: 1 });
    const userMessageId = await ctx.db.insert("messages", { conversationId, userId, role: "user", content: "Work is a lot", status: "done" });
    const replyId = await ctx.db.insert("messages", { conversationId, userId, role: "assistant", content: "", status: "pending" });
    return { conversationId, userMessageId, replyId };
  });
}

const chunksOf = (t: TestConvex, messageId: Id<"messages">) =>
  t.run((ctx) => ctx.db.query("replyChunks").withIndex("by_messageId_and_index", (q) => q.eq("messageId", messageId)).take(100));

describe("a streaming reply", () => {
  test("arrives piece by piece: a tab sees the newest piece and can catch up on every piece since any point", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    const { replyId } = await pendingReply(t, userId);
    expect(await as.query(api.replyStream.newest, { messageId: replyId })).toBeNull();
    for (const [index, text] of ["It makes ", "sense to ", "feel tired."].entries()) {
      expect(await t.mutation(internal.replyStream.append, { messageId: replyId, index, text })).toBe(true);
    }
    expect(await as.query(api.replyStream.newest, { messageId: replyId })).toEqual({ index: 2, text: "feel tired." });
    expect(await as.query(api.replyStream.since, { messageId: replyId, from: 1 })).toEqual([
      { index: 1, text: "sense to " },
      { index: 2, text: "feel tired." },
    ]);
    // The message itself is untouched until the reply ends.
    expect(await message(t, replyId)).toMatchObject({ content: "", status: "pending" });
  });

  test("ends as one write of the whole text to its message, and its pieces are removed", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    const { replyId } = await pendingReply(t, userId);
    await t.mutation(internal.replyStream.append, { messageId: replyId, index: 0, text: "Rest " });
    await t.mutation(internal.replyStream.append, { messageId: replyId, index: 1, text: "is allowed." });
    await t.mutation(internal.messages.finishReply, { assistantMessageId: replyId, content: "Rest is allowed." });
    expect(await message(t, replyId)).toMatchObject({ content: "Rest is allowed.", status: "done" });
    expect(await chunksOf(t, replyId)).toEqual([]);
    expect(await as.query(api.replyStream.newest, { messageId: replyId })).toBeNull();
    // A finished reply takes no more pieces, so a late writer stops.
    expect(await t.mutation(internal.replyStream.append, { messageId: replyId, index: 2, text: "late" })).toBe(false);
    expect(await chunksOf(t, replyId)).toEqual([]);
  });

  test("that fails keeps what was streamed in its failure bubble, and its pieces are removed", async () => {
    const t = newTest();
    const { userId } = await signedInUser(t);
    const { replyId, userMessageId } = await pendingReply(t, userId);
    await t.mutation(internal.replyStream.append, { messageId: replyId, index: 0, text: "Let me" });
    await t.mutation(internal.messages.failReply, { assistantMessageId: replyId, userMessageId, errorCode: "TIMEOUT_ERROR", content: "Let me" });
    expect(await message(t, replyId)).toMatchObject({ content: "Let me", status: "error", errorCode: "TIMEOUT_ERROR" });
    expect(await chunksOf(t, replyId)).toEqual([]);
  });

  test("whose worker died is ended with the text streamed so far, and its pieces are removed", async () => {
    const t = newTest();
    const { userId } = await signedInUser(t);
    const { replyId } = await pendingReply(t, userId);
    await t.mutation(internal.replyStream.append, { messageId: replyId, index: 0, text: "I hear " });
    await t.mutation(internal.replyStream.append, { messageId: replyId, index: 1, text: "you" });
    await t.run((ctx) => ctx.db.patch(replyId, {}));
    const old = Date.now() + 10 * 60 * 1000;
    const realNow = Date.now;
    Date.now = () => old;
    try {
      expect(await t.mutation(internal.messages.failStaleReplies, {})).toBe(1);
    } finally {
      Date.now = realNow;
    }
    expect(await message(t, replyId)).toMatchObject({ content: "I hear you", status: "error", errorCode: "TIMEOUT_ERROR" });
    expect(await chunksOf(t, replyId)).toEqual([]);
  });

  test("is seen only by its owner: another user and a signed-out visitor see nothing", async () => {
    const t = newTest();
    const { userId } = await signedInUser(t);
    const other = await signedInUser(t);
    const { replyId } = await pendingReply(t, userId);
    await t.mutation(internal.replyStream.append, { messageId: replyId, index: 0, text: "private words" });
    expect(await other.as.query(api.replyStream.newest, { messageId: replyId })).toBeNull();
    expect(await other.as.query(api.replyStream.since, { messageId: replyId, from: 0 })).toEqual([]);
    expect(await t.query(api.replyStream.newest, { messageId: replyId })).toBeNull();
    expect(await t.query(api.replyStream.since, { messageId: replyId, from: 0 })).toEqual([]);
  });
});
