import { describe, expect, test } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { newTest, signedInUser, type TestConvex } from "./test.setup";
import { settle, fakeProviderForFile, shownMessages } from "./test.chat";
import { conversationTitle } from "./conversations";
import { matchingLine, matchRanges, queryWords, searchableText } from "./shared/search";
import { MESSAGES_PAGE, MESSAGES_PAGE_MAX } from "./shared/limits";

fakeProviderForFile();

/** Inserts conversations directly, the newest last, each with one message. */
async function seedConversations(t: TestConvex, userId: Id<"users">, count: number) {
  return await t.run(async (ctx) => {
    const ids: Id<"conversations">[] = [];
    for (let i = 0; i < count; i++) {
      const id = await ctx.db.insert("conversations", { userId, topicId: "stress", title: `Chat ${i}`, lastActivity: 1_000 + i });
      await ctx.db.insert("messages", { conversationId: id, userId, role: "user", content: `hello ${i}`, status: "done" });
      ids.push(id);
    }
    return ids;
  });
}

describe("the title rule", () => {
  test("a title is the first user message, cut at 50 characters plus an ellipsis", () => {
    expect(conversationTitle("Short question")).toBe("Short question");
    expect(conversationTitle("x".repeat(50))).toBe("x".repeat(50));
    expect(conversationTitle(`${"a".repeat(50)}bcdef`)).toBe(`${"a".repeat(50)}…`);
  });

  test("line breaks fold into spaces and emoji are never cut in half", () => {
    expect(conversationTitle("  first line\n\nsecond  ")).toBe("first line second");
    expect(conversationTitle("🐻".repeat(60))).toBe(`${"🐻".repeat(50)}…`);
  });
});

describe("listing", () => {
  test("the history shows the 20 most recent conversations, newest first", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    const ids = await seedConversations(t, userId, 25);
    const recent = await as.query(api.conversations.listRecent, {});
    expect(recent.map((c) => c._id)).toEqual(ids.slice(5).reverse());
    expect(recent[0]).toEqual({ _id: ids[24], topicId: "stress", title: "Chat 24", lastActivity: 1_024 });
  });

  test("older conversations are reached page by page after the 20 most recent", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    const ids = await seedConversations(t, userId, 27);
    const first = await as.query(api.conversations.listOlder, { paginationOpts: { numItems: 4, cursor: null } });
    expect(first.page.map((c) => c._id)).toEqual(ids.slice(3, 7).reverse());
    expect(first.isDone).toBe(false);
    const second = await as.query(api.conversations.listOlder, { paginationOpts: { numItems: 4, cursor: first.continueCursor } });
    expect(second.page.map((c) => c._id)).toEqual(ids.slice(0, 3).reverse());
    expect(second.isDone).toBe(true);
  });

  test("with 20 conversations or fewer there is nothing older", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await seedConversations(t, userId, 20);
    const older = await as.query(api.conversations.listOlder, { paginationOpts: { numItems: 10, cursor: null } });
    expect(older.page).toEqual([]);
    expect(older.isDone).toBe(true);
  });

  test("a user sees only their own conversations; a signed-out visitor sees none", async () => {
    const t = newTest();
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    await seedConversations(t, owner.userId, 3);
    expect(await other.as.query(api.conversations.listRecent, {})).toEqual([]);
    expect(await t.query(api.conversations.listRecent, {})).toEqual([]);
    const older = await t.query(api.conversations.listOlder, { paginationOpts: { numItems: 5, cursor: null } });
    expect(older.page).toEqual([]);
  });
});

describe("loading one conversation", () => {
  test("loads its messages in order with their status", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    const sent = await as.action(api.chat.send, { topicId: "anxiety", content: "How do I calm down?" });
    await settle(t);
    const view = await as.query(api.conversations.get, { conversationId: sent.conversationId });
    expect(view).toMatchObject({ _id: sent.conversationId, topicId: "anxiety", title: "How do I calm down?" });
    expect((await shownMessages(as, sent.conversationId)).map((m) => [m._id, m.role, m.status])).toEqual([
      [sent.userMessageId, "user", "done"],
      [sent.assistantMessageId, "assistant", "done"],
    ]);
  });

  test("messages come a page at a time, newest first, and older pages follow until the first message", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    const [conversationId] = await seedConversations(t, userId, 1);
    await t.run(async (ctx) => {
      for (let i = 1; i <= 44; i++) {
        await ctx.db.insert("messages", { conversationId, userId, role: "user", content: `m${i}`, status: "done" });
      }
    });
    const pageOf = (cursor: string | null) =>
      as.query(api.conversations.messages, { conversationId, paginationOpts: { numItems: MESSAGES_PAGE, cursor } });
    const newest = await pageOf(null);
    expect(newest.page.map((m) => m.content)).toEqual(Array.from({ length: MESSAGES_PAGE }, (_, i) => `m${44 - i}`));
    expect(newest.isDone).toBe(false);
    const older = await pageOf(newest.continueCursor);
    expect(older.page.map((m) => m.content)).toEqual([...Array.from({ length: 44 - MESSAGES_PAGE }, (_, i) => `m${44 - MESSAGES_PAGE - i}`), "hello 0"]);
    expect(older.isDone).toBe(true);
  });

  test("a page never reads more than the most a page may hold, whatever the browser asks for", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    const [conversationId] = await seedConversations(t, userId, 1);
    await t.run(async (ctx) => {
      for (let i = 0; i < MESSAGES_PAGE_MAX + 20; i++) {
        await ctx.db.insert("messages", { conversationId, userId, role: "user", content: `m${i}`, status: "done" });
      }
    });
    const { page } = await as.query(api.conversations.messages, { conversationId, paginationOpts: { numItems: 10_000, cursor: null } });
    expect(page).toHaveLength(MESSAGES_PAGE_MAX);
  });

  test("a user cannot read another user's conversation or its messages", async () => {
    const t = newTest();
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const sent = await owner.as.action(api.chat.send, { topicId: "anxiety", content: "private" });
    await settle(t);
    expect(await other.as.query(api.conversations.get, { conversationId: sent.conversationId })).toBeNull();
    expect(await t.query(api.conversations.get, { conversationId: sent.conversationId })).toBeNull();
    expect(await shownMessages(other.as, sent.conversationId)).toEqual([]);
    expect(await shownMessages(t, sent.conversationId)).toEqual([]);
  });
});

describe("deleting", () => {
  test("deleting a conversation removes its messages", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    const sent = await as.action(api.chat.send, { topicId: "anxiety", content: "delete me later" });
    await settle(t);
    await as.mutation(api.conversations.remove, { conversationId: sent.conversationId });
    expect(await as.query(api.conversations.get, { conversationId: sent.conversationId })).toBeNull();
    expect(await t.run((ctx) => ctx.db.get(sent.userMessageId))).toBeNull();
    expect(await t.run((ctx) => ctx.db.get(sent.assistantMessageId))).toBeNull();
    expect(await as.query(api.conversations.listRecent, {})).toEqual([]);
  });

  test("a very long conversation is removed completely, batch by batch", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    const [conversationId] = await seedConversations(t, userId, 1);
    await t.run(async (ctx) => {
      for (let i = 0; i < 450; i++) {
        await ctx.db.insert("messages", { conversationId, userId, role: "user", content: `m${i}`, status: "done" });
      }
    });
    await as.mutation(api.conversations.remove, { conversationId });
    await settle(t);
    const left = await t.run((ctx) =>
      ctx.db.query("messages").withIndex("by_conversationId", (q) => q.eq("conversationId", conversationId)).take(10),
    );
    expect(left).toEqual([]);
  });

  test("a user cannot delete another user's conversation", async () => {
    const t = newTest();
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const sent = await owner.as.action(api.chat.send, { topicId: "anxiety", content: "mine" });
    await settle(t);
    await other.as.mutation(api.conversations.remove, { conversationId: sent.conversationId });
    expect(await shownMessages(owner.as, sent.conversationId)).toHaveLength(2);
  });

});

describe("searching the history", () => {
  /** A conversation with the given messages (user, then Kaia, alternating), indexed as chat indexes them. */
  async function seedChat(t: TestConvex, userId: Id<"users">, lastActivity: number, lines: string[]) {
    return await t.run(async (ctx) => {
      const id = await ctx.db.insert("conversations", { userId, topicId: "stress", title: lines[0].slice(0, 50), lastActivity });
      for (const [i, content] of lines.entries()) {
        const role = i % 2 === 0 ? "user" : "assistant";
        await ctx.db.insert("messages", { conversationId: id, userId, role, content, status: "done", searchText: searchableText(content) });
      }
      return id;
    });
  }

  test("finds the person's conversations by words in their messages or Kaia's replies, newest first, with the matching line", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    const sent = await as.action(api.chat.send, { topicId: "anxiety", content: "My exam is on Friday\nand I can't sleep" });
    // Found at once, while Kaia's reply is still being written.
    expect(await as.query(api.conversations.search, { text: "friday" })).toHaveLength(1);
    await settle(t);
    const byWord = await as.query(api.conversations.search, { text: "SLEEP" });
    expect(byWord).toEqual([
      { conversation: expect.objectContaining({ _id: sent.conversationId }), messageId: sent.userMessageId, role: "user", line: "and I can't sleep" },
    ]);
    // The fake provider's reply says "one small step at a time"; a prefix finds it too.
    const byReply = await as.query(api.conversations.search, { text: "ste" });
    expect(byReply.map((r) => [r.messageId, r.role])).toEqual([[sent.assistantMessageId, "assistant"]]);
  });

  test("lists matching conversations newest first, each once", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    const older = await seedChat(t, userId, 1_000, ["Work stress again", "Tell me about work"]);
    const newer = await seedChat(t, userId, 2_000, ["Stress at home", "That sounds hard"]);
    await seedChat(t, userId, 3_000, ["Nothing related"]);
    const found = await as.query(api.conversations.search, { text: "stress" });
    expect(found.map((r) => r.conversation._id)).toEqual([newer, older]);
  });

  test("never shows another person's conversations", async () => {
    const t = newTest();
    const other = await signedInUser(t);
    await seedChat(t, other.userId, 1_000, ["my secret diary"]);
    const { as } = await signedInUser(t);
    expect(await as.query(api.conversations.search, { text: "secret" })).toEqual([]);
    expect(await t.query(api.conversations.search, { text: "secret" })).toEqual([]);
  });

  test("finds Chinese and Japanese words inside sentences written without spaces", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    const chinese = await seedChat(t, userId, 1_000, ["我明天有一个很重要的考试，很紧张"]);
    const japanese = await seedChat(t, userId, 2_000, ["明日は大事な試験があります"]);
    expect((await as.query(api.conversations.search, { text: "考试" })).map((r) => r.conversation._id)).toEqual([chinese]);
    expect((await as.query(api.conversations.search, { text: "紧张" }))[0].line).toBe("我明天有一个很重要的考试，很紧张");
    expect((await as.query(api.conversations.search, { text: "試験" })).map((r) => r.conversation._id)).toEqual([japanese]);
    expect(await as.query(api.conversations.search, { text: "数学" })).toEqual([]);
  });

  test("finds words in other scripts: Russian, Arabic, Hindi", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    const russian = await seedChat(t, userId, 1_000, ["Мне тревожно перед экзаменом"]);
    const arabic = await seedChat(t, userId, 2_000, ["أشعر بالقلق من العمل"]);
    const hindi = await seedChat(t, userId, 3_000, ["मुझे नींद नहीं आती"]);
    expect((await as.query(api.conversations.search, { text: "тревожно" })).map((r) => r.conversation._id)).toEqual([russian]);
    expect((await as.query(api.conversations.search, { text: "بالقلق" })).map((r) => r.conversation._id)).toEqual([arabic]);
    expect((await as.query(api.conversations.search, { text: "नींद" })).map((r) => r.conversation._id)).toEqual([hindi]);
  });

  test("a query of no words, or a conversation being deleted, finds nothing", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    const id = await seedChat(t, userId, 1_000, ["bye for now"]);
    expect(await as.query(api.conversations.search, { text: "  ?! " })).toEqual([]);
    await t.run((ctx) => ctx.db.delete(id));
    expect(await as.query(api.conversations.search, { text: "bye" })).toEqual([]);
  });
});

describe("messages from before search", () => {
  test("are indexed by a batch job, and then found", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await seedConversations(t, userId, 3);
    await t.run(async (ctx) => {
      const conversationId = await ctx.db.insert("conversations", { userId, topicId: "stress", title: "Long", lastActivity: 5_000 });
      for (let i = 0; i < 450; i++) await ctx.db.insert("messages", { conversationId, userId, role: "user", content: `line ${i}`, status: "done" });
    });
    await t.mutation(internal.conversations.indexForSearch, {});
    await t.finishAllScheduledFunctions(() => {});
    expect(await as.query(api.conversations.search, { text: "hello" })).toHaveLength(3);
    const untouched = await t.run(async (ctx) => (await ctx.db.query("messages").collect()).filter((m) => m.searchText === undefined));
    expect(untouched).toEqual([]);
  });
});

describe("the line shown for a match", () => {
  test("is the matching line, shortened around the match, and the words are found wherever they occur", () => {
    expect(matchingLine("first\nsecond has Sleep in it", queryWords("sleep"))).toBe("second has Sleep in it");
    const long = `${"a ".repeat(100)}needle${" b".repeat(100)}`;
    const line = matchingLine(long, ["needle"]);
    expect(line.length).toBeLessThanOrEqual(142);
    expect(line).toMatch(/^….*needle.*…$/);
    expect(matchRanges("Sleep, sleepy SLEEP", ["sleep"])).toEqual([[0, 5], [7, 12], [14, 19]]);
  });
});
