// Crisis messages are answered whatever the plan, limit or provider, and never counted.
import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { newTest, signedInUser } from "./test.setup";
import { countOn, message, setPreferences, settle, fakeProviderForFile, withoutProvider } from "./test.chat";
import { FREE_DAILY_MESSAGE_LIMIT } from "./shared/plans";
import en from "../locales/en/safety.json";
import ja from "../locales/ja/safety.json";

const provider = fakeProviderForFile();
const today = () => new Date().toISOString().slice(0, 10);
const CRISIS = "I want to kill myself tonight";

async function freeUserInGermany() {
  const t = newTest();
  const user = await signedInUser(t);
  await setPreferences(t, user.userId, { countryCode: "DE" });
  return { t, ...user };
}

describe("a crisis message", () => {
  test("at the daily limit still gets a done reply with the crisis country, and the counter does not move", async () => {
    const { t, userId, as } = await freeUserInGermany();
    for (let i = 0; i < FREE_DAILY_MESSAGE_LIMIT; i++) await as.mutation(api.chat.send, { topicId: "stress", content: "hi" });
    const sent = await as.mutation(api.chat.send, { topicId: "stress", content: CRISIS });
    await settle(t);
    expect(await message(t, sent.assistantMessageId)).toMatchObject({ status: "done", crisisCountry: "DE" });
    expect(await countOn(t, userId, today(), "stress")).toBe(FREE_DAILY_MESSAGE_LIMIT);
  });

  test("in a premium-locked topic still gets a done reply with the crisis country", async () => {
    const { t, userId, as } = await freeUserInGermany();
    const sent = await as.mutation(api.chat.send, { topicId: "finance", content: CRISIS });
    await settle(t);
    expect(await message(t, sent.assistantMessageId)).toMatchObject({ status: "done", crisisCountry: "DE" });
    expect(await countOn(t, userId, today(), "finance")).toBe(0);
  });

  test("with the provider failing still ends done with warm words, not an error", async () => {
    const { t, userId, as } = await freeUserInGermany();
    provider.fake.always({ kind: "error", status: 500 });
    const sent = await as.mutation(api.chat.send, { topicId: "stress", content: CRISIS });
    await settle(t);
    const reply = await message(t, sent.assistantMessageId);
    expect(reply).toMatchObject({ status: "done", crisisCountry: "DE", content: en.fallbackReply });
    expect(reply?.errorCode).toBeUndefined();
    expect(await countOn(t, userId, today(), "stress")).toBe(0);
  });

  test("with no provider still ends done with warm words in the user's language", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await setPreferences(t, userId, { countryCode: "JP", languageCode: "ja" });
    withoutProvider();
    const sent = await as.mutation(api.chat.send, { topicId: "stress", content: CRISIS });
    await settle(t);
    const reply = await message(t, sent.assistantMessageId);
    expect(reply).toMatchObject({ status: "done", crisisCountry: "JP", content: ja.fallbackReply });
    expect(reply?.demo).toBeUndefined();
    expect(await countOn(t, userId, today(), "stress")).toBe(0);
  });

  test("is stored with its risk for the user's own history, and is not counted", async () => {
    const { t, as } = await freeUserInGermany();
    const sent = await as.mutation(api.chat.send, { topicId: "stress", content: CRISIS });
    await settle(t);
    const view = await as.query(api.conversations.get, { conversationId: sent.conversationId });
    const [user, reply] = view!.messages;
    expect(user.risk).toEqual({ categories: ["self_harm"], source: "screen" });
    expect(reply.crisisCountry).toBe("DE");
    expect((await message(t, sent.userMessageId))?.countedDay).toBeUndefined();
  });

  test("without a known country still gets its reply; the app then shows the fallback resources", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    const sent = await as.mutation(api.chat.send, { topicId: "stress", content: CRISIS });
    await settle(t);
    const reply = await message(t, sent.assistantMessageId);
    expect(reply?.status).toBe("done");
    expect(reply?.crisisCountry).toBeUndefined();
  });

  test("is answered with crisis instructions in Kaia's system prompt", async () => {
    const { t, as } = await freeUserInGermany();
    await as.mutation(api.chat.send, { topicId: "stress", content: CRISIS });
    await settle(t);
    const system = provider.fake.requests.at(-1)!.body.messages![0].content;
    expect(system).toContain("SAFETY MODE");
    expect(system).toContain("suicide or self-harm");
    expect(system).toMatch(/Never describe methods, means, doses/);
  });

  test("keeps the conversation in crisis mode when the next message says 'I'm fine'", async () => {
    const { t, userId, as } = await freeUserInGermany();
    const first = await as.mutation(api.chat.send, { topicId: "stress", content: CRISIS });
    await settle(t);
    const next = await as.mutation(api.chat.send, {
      topicId: "stress",
      content: "I'm fine, forget it",
      conversationId: first.conversationId,
    });
    await settle(t);
    expect(await message(t, next.assistantMessageId)).toMatchObject({ status: "done", crisisCountry: "DE" });
    expect(provider.fake.requests.at(-1)!.body.messages![0].content).toContain("SAFETY MODE");
    expect(await countOn(t, userId, today(), "stress")).toBe(0);
  });
});

describe("the screen reads the conversation, not only the last message", () => {
  test("a plain 'yes' to Kaia asking about suicide is a crisis message", async () => {
    const { t, userId, as } = await freeUserInGermany();
    provider.fake.next({ kind: "reply", text: "That sounds heavy. Are you having thoughts of suicide?" });
    const first = await as.mutation(api.chat.send, { topicId: "depression", content: "I feel so flat lately" });
    await settle(t);
    const answer = await as.mutation(api.chat.send, { topicId: "depression", content: "yes", conversationId: first.conversationId });
    await settle(t);
    expect((await message(t, answer.userMessageId))?.risk?.categories).toContain("self_harm");
    expect(await message(t, answer.assistantMessageId)).toMatchObject({ status: "done", crisisCountry: "DE" });
    expect(await countOn(t, userId, today(), "depression")).toBe(1);
  });
});

describe("a message the provider's moderation flags after the offline screen", () => {
  test("becomes a crisis message: given back to the allowance, its risk kept, and answered in safety mode", async () => {
    const { t, userId, as } = await freeUserInGermany();
    provider.fake.moderation({ flagged: true, categories: { "self-harm/intent": true } });
    const sent = await as.mutation(api.chat.send, { topicId: "stress", content: "can we talk about my job" });
    await settle(t);
    expect(await countOn(t, userId, today(), "stress")).toBe(0);
    expect((await message(t, sent.userMessageId))?.risk).toEqual({ categories: ["self_harm"], source: "moderation" });
    expect(await message(t, sent.assistantMessageId)).toMatchObject({ status: "done", crisisCountry: "DE" });
    const moderation = provider.fake.requests.find((r) => r.path === "/v1/moderations");
    expect(moderation?.body.input).toBe("can we talk about my job");
    expect(provider.fake.requests.at(-1)!.body.messages![0].content).toContain("SAFETY MODE");
  });

  test("and then the provider failing still ends done with warm words", async () => {
    const { t, as } = await freeUserInGermany();
    provider.fake.moderation({ flagged: true, categories: { "self-harm": true } });
    provider.fake.always({ kind: "error", status: 503 });
    const sent = await as.mutation(api.chat.send, { topicId: "stress", content: "can we talk about my job" });
    await settle(t);
    expect(await message(t, sent.assistantMessageId)).toMatchObject({ status: "done", content: en.fallbackReply });
  });

  test("a moderation outage changes nothing: the reply goes on as usual", async () => {
    const { t, userId, as } = await freeUserInGermany();
    provider.fake.moderation({ error: 500 });
    const sent = await as.mutation(api.chat.send, { topicId: "stress", content: "a normal day" });
    await settle(t);
    expect(await message(t, sent.assistantMessageId)).toMatchObject({ status: "done" });
    expect(await countOn(t, userId, today(), "stress")).toBe(1);
  });
});

describe("an ordinary message", () => {
  test("carries no risk, no crisis country and no safety instructions, and is counted", async () => {
    const { t, userId, as } = await freeUserInGermany();
    const sent = await as.mutation(api.chat.send, { topicId: "stress", content: "This exam is killing me" });
    await settle(t);
    expect((await message(t, sent.userMessageId))?.risk).toBeUndefined();
    expect((await message(t, sent.assistantMessageId))?.crisisCountry).toBeUndefined();
    expect(provider.fake.requests.at(-1)!.body.messages![0].content).not.toContain("SAFETY MODE");
    expect(await countOn(t, userId, today(), "stress")).toBe(1);
  });
});

describe("where the crisis lines are for", () => {
  test("without a saved country, the time zone the browser sent decides: an English-speaking person in India gets India", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    const sent = await as.mutation(api.chat.send, { topicId: "stress", content: CRISIS, timeZone: "Asia/Calcutta" });
    await settle(t);
    expect(await message(t, sent.assistantMessageId)).toMatchObject({ status: "done", crisisCountry: "IN" });
  });

  test("a saved country wins over the time zone", async () => {
    const { t, as } = await freeUserInGermany();
    const sent = await as.mutation(api.chat.send, { topicId: "stress", content: CRISIS, timeZone: "America/Mexico_City" });
    await settle(t);
    expect(await message(t, sent.assistantMessageId)).toMatchObject({ crisisCountry: "DE" });
  });

  test("when the reply cannot be written and no lines are shown, the fallback never speaks of lines above", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    withoutProvider();
    const sent = await as.mutation(api.chat.send, { topicId: "stress", content: CRISIS, timeZone: "UTC" });
    await settle(t);
    const reply = await message(t, sent.assistantMessageId);
    expect(reply).toMatchObject({ status: "done", content: en.fallbackReplyNoLines });
    expect(reply?.content).not.toMatch(/above/);
  });
});

describe("no upsell beside a crisis", () => {
  async function freeUserAtTheLimit() {
    const t = newTest();
    const user = await signedInUser(t);
    for (let i = 0; i < FREE_DAILY_MESSAGE_LIMIT; i++) await user.as.mutation(api.chat.send, { topicId: "stress", content: "hi" });
    return { t, ...user };
  }

  test("from the crisis on, the conversation is in crisis support for the rest of the day: status says so, nothing there is limited or counted", async () => {
    const { t, userId, as } = await freeUserAtTheLimit();
    const sent = await as.mutation(api.chat.send, { topicId: "stress", content: CRISIS });
    await settle(t);
    const { conversationId } = sent;
    expect(await as.query(api.plans.status, { conversationId })).toMatchObject({ crisisSupport: true, messagesLeft: { stress: 0 } });
    // The person keeps talking there, past the limit, and nothing is counted.
    const next = await as.mutation(api.chat.send, { conversationId, topicId: "stress", content: "Thank you. Can we talk about my week?" });
    await settle(t);
    expect(await message(t, next.assistantMessageId)).toMatchObject({ status: "done" });
    expect(await countOn(t, userId, today(), "stress")).toBe(FREE_DAILY_MESSAGE_LIMIT);
  });

  test("other conversations keep their plan as it is", async () => {
    const { t, as } = await freeUserAtTheLimit();
    await as.mutation(api.chat.send, { topicId: "stress", content: CRISIS });
    await settle(t);
    expect(await as.query(api.plans.status, {})).toMatchObject({ crisisSupport: false });
    await expect(as.mutation(api.chat.send, { topicId: "stress", content: "Another thing about my week" })).rejects.toThrow(/limit/i);
  });

  test("on the next day the conversation is an ordinary one again", async () => {
    const { t, as } = await freeUserAtTheLimit();
    const { conversationId } = await as.mutation(api.chat.send, { topicId: "stress", content: CRISIS });
    await settle(t);
    await t.run((ctx) => ctx.db.patch(conversationId, { crisisDay: "2000-01-01" }));
    expect(await as.query(api.plans.status, { conversationId })).toMatchObject({ crisisSupport: false });
  });

  test("someone else's conversation tells nothing", async () => {
    const { t, as } = await freeUserAtTheLimit();
    const { conversationId } = await as.mutation(api.chat.send, { topicId: "stress", content: CRISIS });
    await settle(t);
    const stranger = await signedInUser(t);
    expect(await stranger.as.query(api.plans.status, { conversationId })).toMatchObject({ crisisSupport: false });
  });

  test("a message the provider's moderation flags puts its conversation in crisis support too", async () => {
    const { t, as } = await freeUserInGermany();
    provider.fake.moderation({ flagged: true, categories: { "self-harm/intent": true } });
    const { conversationId } = await as.mutation(api.chat.send, { topicId: "stress", content: "Can we talk about something on my mind?" });
    await settle(t);
    expect(await as.query(api.plans.status, { conversationId })).toMatchObject({ crisisSupport: true });
  });
});
