import { describe, expect, test } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { newTest, signedInUser, type TestConvex } from "./test.setup";
import { fakeProviderForFile, grantTrial, lastReplyRequest, settle, withoutProvider } from "./test.chat";
import { isAppError } from "./lib/errors";
import { MEMORY_ITEM_MAX_CHARS, MEMORY_MAX_ITEMS, MEMORY_QUIET_MS } from "./shared/memory";
import { SUMMARIZE_AFTER_MESSAGES, VERBATIM_MESSAGES } from "./ai/history";
import type { TopicId } from "./shared/topics";

const provider = fakeProviderForFile();

type User = Awaited<ReturnType<typeof signedInUser>>;

/** Sends a message and lets its reply finish. */
async function say(t: TestConvex, user: User, content: string, topicId: TopicId = "stress", conversationId?: Id<"conversations">) {
  const sent = await user.as.action(api.chat.send, { topicId, content, conversationId });
  await settle(t);
  return sent.conversationId;
}

/** The model's memory update, as the quiet-time job runs it, answering with `items`. */
async function remember(t: TestConvex, conversationId: Id<"conversations">, items: string[]) {
  provider.fake.next({ kind: "reply", text: JSON.stringify({ items }) });
  const { lastActivity } = (await t.run((ctx) => ctx.db.get(conversationId)))!;
  await t.action(internal.ai.memory.remember, { conversationId, activityAt: lastActivity });
}

const memoryRequests = () =>
  provider.fake.requests.filter((r) => r.body.response_format?.type === "json_object" && r.body.messages?.[0].content.includes("Kaia's memory"));

async function memoryOf(user: User, topicId?: TopicId) {
  return (await user.as.query(api.memory.get, { topicId }))!;
}

async function adult(t: TestConvex) {
  const user = await signedInUser(t);
  await t.run((ctx) => ctx.db.patch(user.userId, { birthYear: new Date().getUTCFullYear() - 30 }));
  return user;
}

async function errorOf(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (e: unknown) => e);
  return isAppError(error) ? error.data : error;
}

describe("memory is updated when a conversation goes quiet", () => {
  test("each message schedules an update after the quiet time, and only the newest message's one runs", async () => {
    const t = newTest();
    const user = await adult(t);
    const conversationId = await say(t, user, "My exam is on 12 March and I am stressed");
    const first = (await t.run((ctx) => ctx.db.get(conversationId)))!.lastActivity;
    const jobs = await t.run((ctx) => ctx.db.system.query("_scheduled_functions").collect());
    const quiet = jobs.find((job) => job.name.includes("remember"));
    expect(quiet?.args[0]).toEqual({ conversationId, activityAt: first });
    expect(quiet!.scheduledTime - quiet!._creationTime).toBeGreaterThanOrEqual(MEMORY_QUIET_MS - 1000);

    await say(t, user, "My sister Ana says I should rest", "stress", conversationId);
    // The first message's update finds a newer message and leaves it to that one's update.
    await t.action(internal.ai.memory.remember, { conversationId, activityAt: first });
    expect(memoryRequests()).toHaveLength(0);
    await remember(t, conversationId, ["Exam on 12 March", "Sister is called Ana"]);
    expect((await memoryOf(user, "stress")).items.map((i) => i.text)).toEqual(["Exam on 12 March", "Sister is called Ana"]);
  });

  test("the model reads the current memory and what was said since it last read, and a second update reads only the new messages", async () => {
    const t = newTest();
    const user = await adult(t);
    const conversationId = await say(t, user, "I want to sleep before midnight");
    await remember(t, conversationId, ["Wants to sleep before midnight"]);
    const [request] = memoryRequests();
    expect(request.body.model).toBe("kaia-standard");
    expect(request.body.messages![0].content).toMatch(/Never keep: anything about suicide, self-harm/);
    expect(request.body.messages![1].content).toContain("Person: I want to sleep before midnight");

    await say(t, user, "The new job starts on Monday", "stress", conversationId);
    await remember(t, conversationId, ["Wants to sleep before midnight", "New job starts on Monday"]);
    const second = memoryRequests()[1].body.messages![1].content;
    expect(second).toContain("- Wants to sleep before midnight");
    expect(second).toContain("Person: The new job starts on Monday");
    expect(second).not.toContain("Person: I want to sleep before midnight");
  });

  test("leaving a conversation brings its memory up to date at once; another person's conversation is ignored", async () => {
    const t = newTest();
    const user = await adult(t);
    const conversationId = await say(t, user, "I run every morning");
    provider.fake.next({ kind: "reply", text: JSON.stringify({ items: ["Runs every morning"] }) });
    await user.as.mutation(api.memory.leaveConversation, { conversationId });
    await settle(t);
    expect((await memoryOf(user)).items.map((i) => i.text)).toEqual(["Runs every morning"]);

    const stranger = await adult(t);
    await stranger.as.mutation(api.memory.leaveConversation, { conversationId });
    await settle(t);
    expect(memoryRequests()).toHaveLength(1);
  });

  test("memory keeps at most a handful of short items, and never risk details or methods", async () => {
    const t = newTest();
    const user = await adult(t);
    const conversationId = await say(t, user, "Work is a lot right now");
    const many = Array.from({ length: MEMORY_MAX_ITEMS + 3 }, (_, i) => `Likes a walk after lunch, habit ${i + 1}`);
    await remember(t, conversationId, [
      "I want to kill myself by jumping from the bridge",
      "Thought about taking 40 pills to die",
      "x".repeat(MEMORY_ITEM_MAX_CHARS + 1),
      ...many,
    ]);
    const texts = (await memoryOf(user)).items.map((i) => i.text);
    expect(texts).toEqual(many.slice(0, MEMORY_MAX_ITEMS));
    expect(texts.join("").length).toBeLessThanOrEqual(1000);
  });

  test("a model answer that is not the JSON asked for changes nothing", async () => {
    const t = newTest();
    const user = await adult(t);
    const conversationId = await say(t, user, "I have a big exam soon");
    await remember(t, conversationId, ["Big exam soon"]);
    await say(t, user, "It moved to Friday", "stress", conversationId);
    provider.fake.next({ kind: "reply", text: "Sure! Here is what I remember." });
    await t.action(internal.ai.memory.remember, { conversationId });
    expect((await memoryOf(user)).items.map((i) => i.text)).toEqual(["Big exam soon"]);
  });
});

describe("the person edits and deletes what Kaia remembers", () => {
  async function withMemory(t: TestConvex) {
    const user = await adult(t);
    const conversationId = await say(t, user, "My exam is on 12 March, my sister is Ana");
    await remember(t, conversationId, ["Exam on 12 March", "Sister is called Ana"]);
    const [exam, sister] = (await memoryOf(user, "stress")).items;
    return { user, conversationId, exam, sister };
  }

  test("an item can be edited, and the edit is checked on the server", async () => {
    const t = newTest();
    const { user, exam } = await withMemory(t);
    await user.as.action(api.memoryEdits.editItem, { itemId: exam._id, text: "  Exam moved to 19 March  " });
    expect((await memoryOf(user)).items.map((i) => i.text)).toEqual(["Exam moved to 19 March", "Sister is called Ana"]);
    expect(await errorOf(user.as.action(api.memoryEdits.editItem, { itemId: exam._id, text: "   " }))).toMatchObject({ code: "INVALID_INPUT", details: { reason: "empty" } });
    expect(await errorOf(user.as.action(api.memoryEdits.editItem, { itemId: exam._id, text: "a".repeat(MEMORY_ITEM_MAX_CHARS + 1) }))).toMatchObject({
      code: "INVALID_INPUT",
      details: { reason: "tooLong" },
    });
    expect(await errorOf(user.as.action(api.memoryEdits.editItem, { itemId: exam._id, text: "I plan to overdose on 30 pills" }))).toMatchObject({
      code: "INVALID_INPUT",
      details: { reason: "risk" },
    });
    // A refused edit loses nothing.
    expect((await memoryOf(user)).items[0].text).toBe("Exam moved to 19 March");
  });

  test("an item, a topic or everything can be deleted; nobody else can touch them", async () => {
    const t = newTest();
    const { user, exam, sister } = await withMemory(t);
    const stranger = await adult(t);
    expect(await errorOf(stranger.as.action(api.memoryEdits.editItem, { itemId: exam._id, text: "Exam on 1 May" }))).toMatchObject({ code: "NOT_FOUND" });
    expect(await errorOf(stranger.as.mutation(api.memory.removeItem, { itemId: exam._id }))).toMatchObject({ code: "NOT_FOUND" });
    await stranger.as.mutation(api.memory.clear, {});
    expect((await memoryOf(user)).items).toHaveLength(2);

    await user.as.mutation(api.memory.removeItem, { itemId: exam._id });
    expect((await memoryOf(user)).items.map((i) => i._id)).toEqual([sister._id]);
    const other = await say(t, user, "I feel lonely in the evenings", "loneliness");
    await remember(t, other, ["Feels lonely in the evenings"]);
    await user.as.mutation(api.memory.clear, { topicId: "stress" });
    expect((await memoryOf(user)).items.map((i) => i.text)).toEqual(["Feels lonely in the evenings"]);
    await user.as.mutation(api.memory.clear, {});
    expect((await memoryOf(user)).items).toEqual([]);
  });

  test("an update that meets the person's own edit leaves the edit alone", async () => {
    const t = newTest();
    const { user, conversationId, exam } = await withMemory(t);
    await say(t, user, "Also I started yoga", "stress", conversationId);
    const input = await t.query(internal.memory.rememberInput, { conversationId });
    await user.as.action(api.memoryEdits.editItem, { itemId: exam._id, text: "Exam on 13 March" });
    const saved = await t.mutation(internal.memoryEdits.saveMemory, {
      conversationId,
      basedOn: input!.items,
      items: ["Exam on 12 March", "Started yoga"],
      through: input!.through,
    });
    expect(saved).toBe(false);
    expect((await memoryOf(user)).items.map((i) => i.text)).toEqual(["Exam on 13 March", "Sister is called Ana"]);
  });
});

describe("switching memory off", () => {
  test("deletes what is remembered, stores nothing more and gives the model nothing", async () => {
    const t = newTest();
    const user = await adult(t);
    const conversationId = await say(t, user, "My exam is on 12 March");
    await remember(t, conversationId, ["Exam on 12 March"]);
    await user.as.mutation(api.memory.setEnabled, { enabled: false });
    expect(await memoryOf(user)).toMatchObject({ enabled: false, items: [] });
    expect(await t.run((ctx) => ctx.db.query("memoryItems").collect())).toEqual([]);

    await say(t, user, "And my sister Ana visits on Sunday", "stress", conversationId);
    await remember(t, conversationId, ["Sister Ana visits on Sunday"]);
    expect(memoryRequests()).toHaveLength(1);
    expect(await t.run((ctx) => ctx.db.query("memoryItems").collect())).toEqual([]);
    await say(t, user, "Hello again");
    expect(lastReplyRequest(provider.fake).messages!.map((m) => m.content).join("\n")).not.toContain("remember");
  });

  test("switched on again, memory learns only from what is said from then on", async () => {
    const t = newTest();
    const user = await adult(t);
    await user.as.mutation(api.memory.setEnabled, { enabled: false });
    const conversationId = await say(t, user, "A secret I said while memory was off");
    await user.as.mutation(api.memory.setEnabled, { enabled: true });
    await say(t, user, "I started a pottery class", "stress", conversationId);
    await remember(t, conversationId, ["Started a pottery class"]);
    const read = memoryRequests()[0].body.messages![1].content;
    expect(read).toContain("pottery class");
    expect(read).not.toContain("while memory was off");
  });
});

describe("teenagers", () => {
  test("memory is off for someone under 18 until they switch it on", async () => {
    const t = newTest();
    const teen = await signedInUser(t);
    await t.run((ctx) => ctx.db.patch(teen.userId, { birthYear: new Date().getUTCFullYear() - 15 }));
    expect(await memoryOf(teen)).toMatchObject({ enabled: false });
    const conversationId = await say(t, teen, "My exam is on Friday");
    await remember(t, conversationId, ["Exam on Friday"]);
    expect(memoryRequests()).toHaveLength(0);

    await teen.as.mutation(api.memory.setEnabled, { enabled: true });
    expect(await memoryOf(teen)).toMatchObject({ enabled: true });
    await say(t, teen, "My exam moved to Monday", "stress", conversationId);
    await remember(t, conversationId, ["Exam on Monday"]);
    expect((await memoryOf(teen)).items.map((i) => i.text)).toEqual(["Exam on Monday"]);
  });

  test("an adult's memory is on by default; without a known age it is off", async () => {
    const t = newTest();
    expect(await memoryOf(await adult(t))).toMatchObject({ enabled: true, available: true });
    expect(await memoryOf(await signedInUser(t))).toMatchObject({ enabled: false });
  });
});

describe("the reply's prompt", () => {
  const recall = () => lastReplyRequest(provider.fake).messages!.find((m, i) => i > 0 && m.role === "system")?.content ?? "";

  test("a fact from memory reaches a new conversation's prompt; an edited item reaches it edited, a deleted one not at all", async () => {
    const t = newTest();
    const user = await adult(t);
    const first = await say(t, user, "My sister is Ana and my exam is on 12 March");
    await remember(t, first, ["Sister is called Ana", "Exam on 12 March"]);

    await say(t, user, "Hi again");
    expect(recall()).toContain("- Sister is called Ana");
    expect(recall()).toContain("- Exam on 12 March");

    const [sister, exam] = (await memoryOf(user)).items;
    await user.as.action(api.memoryEdits.editItem, { itemId: exam._id, text: "Exam on 19 March" });
    await user.as.mutation(api.memory.removeItem, { itemId: sister._id });
    await say(t, user, "Hello once more");
    expect(recall()).toContain("- Exam on 19 March");
    expect(recall()).not.toContain("12 March");
    expect(recall()).not.toContain("Ana");

    // Another topic's memory stays with its topic.
    await say(t, user, "I feel alone", "loneliness");
    expect(recall()).toBe("");
  });

  test("a long conversation is summarised as it goes, and the prompt levels off", async () => {
    const t = newTest();
    const user = await adult(t);
    await grantTrial(t, user.userId);
    const summary = "They are stressed about work and tried a short walk at lunch.";
    provider.fake.always({ kind: "reply", text: summary });
    let conversationId: Id<"conversations"> | undefined;
    const sizes: number[] = [];
    for (let turn = 1; turn <= 12; turn++) {
      conversationId = await say(t, user, `Message number ${turn} about my work`, "stress", conversationId);
      sizes.push(lastReplyRequest(provider.fake).messages!.length);
    }
    const messages = lastReplyRequest(provider.fake).messages!;
    expect(messages[1]).toEqual({ role: "system", content: expect.stringContaining(summary) });
    const turns = messages.filter((m) => m.role !== "system");
    expect(turns.length).toBeLessThanOrEqual(SUMMARIZE_AFTER_MESSAGES + 1);
    expect(turns.length).toBeGreaterThanOrEqual(VERBATIM_MESSAGES - 1);
    expect(turns.at(-1)!.content).toBe("Message number 12 about my work");
    expect(turns.map((m) => m.content).join("\n")).not.toContain("Message number 1 about");
    expect(Math.max(...sizes.slice(6))).toBeLessThanOrEqual(SUMMARIZE_AFTER_MESSAGES + 3);
    // Deleting the conversation deletes its summary.
    await user.as.mutation(api.conversations.remove, { conversationId: conversationId! });
    await settle(t);
    expect(await t.run((ctx) => ctx.db.query("conversationMemory").collect())).toEqual([]);
  });
});

describe("without an AI provider", () => {
  test("memory says it needs a provider, and nothing is remembered or faked", async () => {
    const t = newTest();
    const user = await adult(t);
    withoutProvider();
    expect(await memoryOf(user)).toMatchObject({ enabled: true, available: false, items: [] });
    const conversationId = await say(t, user, "My exam is on 12 March");
    await t.action(internal.ai.memory.remember, { conversationId });
    await t.action(internal.ai.memory.summarize, { conversationId });
    expect(provider.fake.requests).toHaveLength(0);
    expect(await t.run((ctx) => ctx.db.query("memoryItems").collect())).toEqual([]);
  });
});

describe("the data export", () => {
  test("lists every memory item of the person and the switch, and nobody else's", async () => {
    const t = newTest();
    const user = await adult(t);
    const conversationId = await say(t, user, "My exam is on 12 March");
    await remember(t, conversationId, ["Exam on 12 March"]);
    const stranger = await adult(t);
    const theirs = await say(t, stranger, "I love painting", "loneliness");
    await remember(t, theirs, ["Loves painting"]);
    expect(await t.query(internal.memory.listForExport, { userId: user.userId })).toEqual({
      enabled: true,
      items: [{ topicId: "stress", text: "Exam on 12 March", updatedAt: expect.any(Number) }],
    });
  });
});
