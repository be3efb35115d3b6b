import { describe, expect, test, vi } from "vitest";
import { countTokens } from "gpt-tokenizer/model/gpt-4o";
import { api, internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { newTest, signedInUser, type TestConvex } from "../test.setup";
import { countOn, grantTrial, message, setPreferences, settle, fakeProviderForFile, lastReplyRequest, withoutProvider } from "../test.chat";
import type { Behavior } from "../../tests/fakes/openai/server";
import { estimateTurnTokens, HISTORY_TOKEN_BUDGET } from "./history";
import { FREE_DAILY_MESSAGE_LIMIT } from "../shared/plans";
import type { ErrorCode } from "../shared/errors";
import en from "../../locales/en/chat-server.json";
import de from "../../locales/de/chat-server.json";

const provider = fakeProviderForFile();
const today = () => new Date().toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every distinct text of the reply while it streams, read as a tab would, and its message meanwhile. */
async function watchReply(t: TestConvex, as: { query: TestConvex["query"] }, id: Id<"messages">) {
  const seen: string[] = [];
  const messageVersions = new Set<string>();
  for (;;) {
    const reply = await message(t, id);
    if (reply === null || reply.status === "done" || reply.status === "error") break;
    messageVersions.add(JSON.stringify(reply));
    const text = (await as.query(api.replyStream.since, { messageId: id, from: 0 })).map((c) => c.text).join("");
    if (text !== "" && text !== seen[seen.length - 1]) seen.push(text);
    await sleep(5);
  }
  await settle(t);
  return { seen, messageVersions: messageVersions.size };
}

describe("streaming", () => {
  test("a reply streams in several pieces, then is written to its message once, done", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    const text = "Exams can feel huge. Let's break the week into small, kind steps you can actually take. ".repeat(6);
    provider.fake.next({ kind: "reply", text, chunkChars: 3, chunkDelayMs: 4 });
    const sent = await as.action(api.chat.send, { topicId: "anxiety", content: "I panic before exams" });
    const { seen, messageVersions } = await watchReply(t, as, sent.assistantMessageId);
    expect(seen.length).toBeGreaterThanOrEqual(3);
    // Each version extends the previous one: the reply only grows.
    seen.forEach((p, i) => i > 0 && expect(p.startsWith(seen[i - 1])).toBe(true));
    // The message list does not change while the text arrives.
    expect(messageVersions).toBe(1);
    const reply = await message(t, sent.assistantMessageId);
    expect(reply).toMatchObject({ status: "done", content: text.trimEnd() });
    expect(reply?.errorCode).toBeUndefined();
    expect(reply?.demo).toBeUndefined();
    // The pieces are gone once the reply is whole.
    expect(await as.query(api.replyStream.since, { messageId: sent.assistantMessageId, from: 0 })).toEqual([]);
  });

  test("the model gets Kaia's persona, the topic, the user's language and the conversation so far", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await setPreferences(t, userId, { languageCode: "de" });
    const first = await as.action(api.chat.send, { topicId: "burnout", content: "Ich bin so müde" });
    await settle(t);
    await as.action(api.chat.send, { topicId: "burnout", content: "Was kann ich tun?", conversationId: first.conversationId });
    await settle(t);
    const request = lastReplyRequest(provider.fake);
    expect(request.model).toBe("kaia-standard");
    expect(request.stream).toBe(true);
    const [system, ...history] = request.messages!;
    expect(system.role).toBe("system");
    expect(system.content).toContain("You are Kaia");
    expect(system.content).toContain("burnout");
    expect(system.content).toContain("Reply in German");
    expect(system.content).toMatch(/not a therapist/);
    expect(system.content).toMatch(/never give medication advice/i);
    expect(history.map((m) => [m.role, m.content])).toEqual([
      ["user", "Ich bin so müde"],
      ["assistant", expect.any(String)],
      ["user", "Was kann ich tun?"],
    ]);
  });

  test("trial and premium users are answered by the premium model", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await grantTrial(t, userId);
    await as.action(api.chat.send, { topicId: "career", content: "Should I switch jobs?" });
    await settle(t);
    expect(lastReplyRequest(provider.fake).model).toBe("kaia-premium");
  });

  test("a teenager gets the teen rules in the system prompt; an adult does not", async () => {
    const t = newTest();
    const year = new Date().getUTCFullYear();
    const teen = await signedInUser(t);
    await t.run((ctx) => ctx.db.patch(teen.userId, { birthYear: year - 15 }));
    await teen.as.action(api.chat.send, { topicId: "relationships", content: "My crush ignores me" });
    await settle(t);
    expect(lastReplyRequest(provider.fake).messages![0].content).toMatch(/teenager/);
    const adult = await signedInUser(t);
    await t.run((ctx) => ctx.db.patch(adult.userId, { birthYear: year - 30 }));
    await adult.as.action(api.chat.send, { topicId: "relationships", content: "My partner ignores me" });
    await settle(t);
    expect(lastReplyRequest(provider.fake).messages![0].content).not.toMatch(/teenager/);
  });

  test("a reply stops when its conversation is deleted while it streams", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    provider.fake.next({ kind: "reply", text: "word ".repeat(80), chunkChars: 5, chunkDelayMs: 5 });
    const sent = await as.action(api.chat.send, { topicId: "stress", content: "hello" });
    while ((await as.query(api.replyStream.newest, { messageId: sent.assistantMessageId })) === null) await sleep(5);
    await as.mutation(api.conversations.remove, { conversationId: sent.conversationId });
    await settle(t);
    expect(await message(t, sent.assistantMessageId)).toBeNull();
    expect(await t.run((ctx) => ctx.db.query("replyChunks").take(1))).toEqual([]);
    expect(await as.query(api.conversations.get, { conversationId: sent.conversationId })).toBeNull();
  });

  test("a reply that is no longer pending is not generated twice", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    const sent = await as.action(api.chat.send, { topicId: "stress", content: "hello" });
    await settle(t);
    const before = provider.fake.requests.length;
    const { userMessageId, assistantMessageId } = sent;
    await t.action(internal.ai.reply.generate, { userMessageId, assistantMessageId, crisis: false, premium: false });
    expect(provider.fake.requests.length).toBe(before);
  });
});

describe("provider failures", () => {
  const failures: [string, Behavior, ErrorCode][] = [
    ["an invalid key (401)", { kind: "error", status: 401 }, "INVALID_KEY"],
    ["a rate limit (429)", { kind: "error", status: 429 }, "RATE_LIMIT"],
    ["a server error (500)", { kind: "error", status: 500 }, "SERVER_ERROR"],
    ["an unavailable service (503)", { kind: "error", status: 503 }, "SERVICE_UNAVAILABLE"],
    ["a gateway timeout (504)", { kind: "error", status: 504 }, "TIMEOUT_ERROR"],
    ["a rejected request (400)", { kind: "error", status: 400 }, "AI_SERVICE_ERROR"],
    ["a slow response", { kind: "slow", delayMs: 2_000 }, "TIMEOUT_ERROR"],
    ["a stream that goes silent", { kind: "stall" }, "TIMEOUT_ERROR"],
    ["an empty response", { kind: "empty" }, "EMPTY_RESPONSE"],
  ];

  test.each(failures)("%s yields its code on the message and gives the allowance back", async (_name, behavior, code) => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    provider.fake.always(behavior);
    const sent = await as.action(api.chat.send, { topicId: "stress", content: "hello" });
    expect(await countOn(t, userId, today(), "stress")).toBe(1);
    await settle(t);
    const reply = await message(t, sent.assistantMessageId);
    expect(reply).toMatchObject({ status: "error", errorCode: code });
    expect(await countOn(t, userId, today(), "stress")).toBe(0);
    expect((await message(t, sent.userMessageId))?.countedDay).toBeUndefined();
  });

  test("a provider that needs a key when none is set yields KEY_NOT_SET", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    vi.stubEnv("OPENAI_API_KEY", "");
    provider.fake.requireKey("sk-real");
    const sent = await as.action(api.chat.send, { topicId: "stress", content: "hello" });
    await settle(t);
    expect(await message(t, sent.assistantMessageId)).toMatchObject({ status: "error", errorCode: "KEY_NOT_SET" });
  });

  test("an unreachable provider yields NETWORK_ERROR", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    vi.stubEnv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1");
    const sent = await as.action(api.chat.send, { topicId: "stress", content: "hello" });
    await settle(t);
    expect(await message(t, sent.assistantMessageId)).toMatchObject({ status: "error", errorCode: "NETWORK_ERROR" });
  });

  test("a user at the limit whose last reply failed can send again", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    for (let i = 0; i < FREE_DAILY_MESSAGE_LIMIT - 1; i++) await as.action(api.chat.send, { topicId: "stress", content: "hi" });
    await settle(t);
    provider.fake.next({ kind: "error", status: 500 }, { kind: "error", status: 500 });
    await as.action(api.chat.send, { topicId: "stress", content: "fails" });
    await settle(t);
    await as.action(api.chat.send, { topicId: "stress", content: "the fifth that counts" });
    await settle(t);
  });

  test("a failed reply keeps what had streamed before the failure", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    provider.fake.always({ kind: "stall", text: "Let me think" });
    const sent = await as.action(api.chat.send, { topicId: "stress", content: "hello" });
    await settle(t);
    expect(await message(t, sent.assistantMessageId)).toMatchObject({ status: "error", content: "Let me think" });
  });
});

describe("demo mode", () => {
  test("with neither key nor base URL, a labelled demo reply streams and says how to connect a provider", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    withoutProvider();
    const sent = await as.action(api.chat.send, { topicId: "stress", content: "hello" });
    const { seen } = await watchReply(t, as, sent.assistantMessageId);
    expect(seen.length).toBeGreaterThan(1);
    const reply = await message(t, sent.assistantMessageId);
    expect(reply).toMatchObject({ status: "done", demo: true, content: en.demoReply });
    expect(reply?.content).toContain("OPENAI_API_KEY");
    expect(reply?.content).toContain("OPENAI_BASE_URL");
    expect(provider.fake.requests).toHaveLength(0);
  });

  test("the demo reply is in the user's language", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await setPreferences(t, userId, { languageCode: "de" });
    withoutProvider();
    const sent = await as.action(api.chat.send, { topicId: "stress", content: "hallo" });
    await settle(t);
    expect((await message(t, sent.assistantMessageId))?.content).toBe(de.demoReply);
  });

  test("demo replies are not sent to the model as Kaia's words once a provider is connected", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    withoutProvider();
    const first = await as.action(api.chat.send, { topicId: "stress", content: "hello" });
    await settle(t);
    vi.stubEnv("OPENAI_BASE_URL", provider.fake.baseURL);
    await as.action(api.chat.send, { topicId: "stress", content: "again", conversationId: first.conversationId });
    await settle(t);
    const history = lastReplyRequest(provider.fake).messages!.slice(1);
    expect(history.map((m) => m.content)).toEqual(["hello", "again"]);
  });
});

describe("history budget", () => {
  test("the history sent to the model stays within its token budget for a 200-message conversation", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await grantTrial(t, userId);
    const first = await as.action(api.chat.send, { topicId: "stress", content: "Message 0: how do I handle stress?" });
    await settle(t);
    const line = (i: number) => `Message ${i}: ${"work has been piling up and I keep lying awake at night. ".repeat(4)}`;
    await t.run(async (ctx) => {
      for (let i = 2; i < 199; i++) {
        await ctx.db.insert("messages", {
          conversationId: first.conversationId,
          userId,
          role: i % 2 === 0 ? "user" : "assistant",
          content: line(i),
          status: "done",
        });
      }
    });
    await as.action(api.chat.send, { topicId: "stress", content: "Message 199: what now?", conversationId: first.conversationId });
    await settle(t);
    const count = await t.run(async (ctx) =>
      (await ctx.db.query("messages").withIndex("by_conversationId", (q) => q.eq("conversationId", first.conversationId)).take(300)).length,
    );
    expect(count).toBe(201);
    const history = lastReplyRequest(provider.fake).messages!.slice(1) as { role: "user" | "assistant"; content: string }[];
    const estimated = history.reduce((sum, turn) => sum + estimateTurnTokens(turn), 0);
    expect(estimated).toBeLessThanOrEqual(HISTORY_TOKEN_BUDGET);
    expect(countTokens(history.map((m) => m.content).join("\n"))).toBeLessThanOrEqual(HISTORY_TOKEN_BUDGET);
    // The most recent turns are kept, in order, ending with the new message.
    expect(history.at(-1)!.content).toBe("Message 199: what now?");
    expect(history.at(-2)!.content).toBe(line(198));
    expect(history.length).toBeGreaterThan(10);
    expect(history.length).toBeLessThan(200);
  });
});
