// Crisis messages are answered whatever the plan, limit or provider, and never counted.
import { describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import { newTest, signedInUser } from "./test.setup";
import { countOn, message, setPreferences, settle, fakeProviderForFile, lastReplyRequest, withoutProvider } from "./test.chat";
import { FREE_DAILY_MESSAGE_LIMIT } from "./shared/plans";
import { RECENT_USER_TURNS } from "./safety/screen";
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
    for (let i = 0; i < FREE_DAILY_MESSAGE_LIMIT; i++) await as.action(api.chat.send, { topicId: "stress", content: "hi" });
    const sent = await as.action(api.chat.send, { topicId: "stress", content: CRISIS });
    await settle(t);
    expect(await message(t, sent.assistantMessageId)).toMatchObject({ status: "done", crisisCountry: "DE" });
    expect(await countOn(t, userId, today(), "stress")).toBe(FREE_DAILY_MESSAGE_LIMIT);
  });

  test("in a premium-locked topic still gets a done reply with the crisis country", async () => {
    const { t, userId, as } = await freeUserInGermany();
    const sent = await as.action(api.chat.send, { topicId: "finance", content: CRISIS });
    await settle(t);
    expect(await message(t, sent.assistantMessageId)).toMatchObject({ status: "done", crisisCountry: "DE" });
    expect(await countOn(t, userId, today(), "finance")).toBe(0);
  });

  test("with the provider failing still ends done with warm words, not an error", async () => {
    const { t, userId, as } = await freeUserInGermany();
    provider.fake.always({ kind: "error", status: 500 });
    const sent = await as.action(api.chat.send, { topicId: "stress", content: CRISIS });
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
    const sent = await as.action(api.chat.send, { topicId: "stress", content: CRISIS });
    await settle(t);
    const reply = await message(t, sent.assistantMessageId);
    expect(reply).toMatchObject({ status: "done", crisisCountry: "JP", content: ja.fallbackReply });
    expect(reply?.demo).toBeUndefined();
    expect(await countOn(t, userId, today(), "stress")).toBe(0);
  });

  test("is stored with its risk for the user's own history, and is not counted", async () => {
    const { t, as } = await freeUserInGermany();
    const sent = await as.action(api.chat.send, { topicId: "stress", content: CRISIS });
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
    const sent = await as.action(api.chat.send, { topicId: "stress", content: CRISIS });
    await settle(t);
    const reply = await message(t, sent.assistantMessageId);
    expect(reply?.status).toBe("done");
    expect(reply?.crisisCountry).toBeUndefined();
  });

  test("is answered with crisis instructions in Kaia's system prompt", async () => {
    const { t, as } = await freeUserInGermany();
    await as.action(api.chat.send, { topicId: "stress", content: CRISIS });
    await settle(t);
    const system = lastReplyRequest(provider.fake).messages![0].content;
    expect(system).toContain("SAFETY MODE");
    expect(system).toContain("suicide or self-harm");
    expect(system).toMatch(/Never describe methods, means, doses/);
  });

  test("keeps the conversation in safety mode when the next message says 'I'm fine', without repeating the crisis card", async () => {
    const { t, userId, as } = await freeUserInGermany();
    const first = await as.action(api.chat.send, { topicId: "stress", content: CRISIS });
    await settle(t);
    const next = await as.action(api.chat.send, {
      topicId: "stress",
      content: "I'm fine, forget it",
      conversationId: first.conversationId,
    });
    await settle(t);
    expect(await message(t, next.assistantMessageId)).toMatchObject({ status: "done" });
    expect((await message(t, next.assistantMessageId))?.crisisCountry).toBeUndefined();
    expect((await message(t, next.userMessageId))?.risk).toMatchObject({ categories: ["self_harm"], carried: true });
    expect(lastReplyRequest(provider.fake).messages![0].content).toContain("SAFETY MODE");
    expect(await countOn(t, userId, today(), "stress")).toBe(0);
  });

  test("one flagged message keeps safety mode for the screen's window only, then the follow-up instructions take over", async () => {
    const { t, as } = await freeUserInGermany();
    const first = await as.action(api.chat.send, { topicId: "stress", content: CRISIS });
    await settle(t);
    const send = async (content: string) => {
      await as.action(api.chat.send, { topicId: "stress", content, conversationId: first.conversationId });
      await settle(t);
      return lastReplyRequest(provider.fake).messages![0].content as string;
    };
    for (let turn = 1; turn < RECENT_USER_TURNS; turn++) expect(await send(`an ordinary thing, number ${turn}`)).toContain("SAFETY MODE");
    const after = await send("and one more ordinary thing");
    expect(after).not.toContain("SAFETY MODE");
    expect(after).toContain("FOLLOW-UP");
  });
});

describe("the screen reads the conversation, not only the last message", () => {
  test("a plain 'yes' to Kaia asking about suicide is a crisis message", async () => {
    const { t, userId, as } = await freeUserInGermany();
    provider.fake.next({ kind: "reply", text: "That sounds heavy. Are you having thoughts of suicide?" });
    const first = await as.action(api.chat.send, { topicId: "depression", content: "I feel so flat lately" });
    await settle(t);
    const answer = await as.action(api.chat.send, { topicId: "depression", content: "yes", conversationId: first.conversationId });
    await settle(t);
    expect((await message(t, answer.userMessageId))?.risk?.categories).toContain("self_harm");
    expect(await message(t, answer.assistantMessageId)).toMatchObject({ status: "done", crisisCountry: "DE" });
    expect(await countOn(t, userId, today(), "depression")).toBe(1);
  });
});

describe("Kaia's question about risk is recorded on her message", () => {
  test.each([
    ["es", "Eso suena muy pesado. ¿Estás pensando en quitarte la vida?", "sí"],
    ["de", "Das klingt schwer. Denkst du daran, dir das Leben zu nehmen?", "ja"],
    ["sw", "Hilo linaonekana zito. Je, unafikiria kujiua?", "ndiyo"],
    ["en (the model's own signal)", "That sounds heavy. Do you sometimes wish you could just not wake up? [[kaia:asked_about_risk]]", "yeah"],
  ])("%s: a plain yes after it is a crisis message", async (_lang, question, yes) => {
    const { t, as } = await freeUserInGermany();
    provider.fake.next({ kind: "reply", text: question });
    const first = await as.action(api.chat.send, { topicId: "depression", content: "I feel so flat lately" });
    await settle(t);
    expect((await message(t, first.assistantMessageId))?.askedAboutRisk).toBe(true);
    const answer = await as.action(api.chat.send, { topicId: "depression", content: yes, conversationId: first.conversationId });
    await settle(t);
    expect((await message(t, answer.userMessageId))?.risk?.categories).toContain("self_harm");
  });

  test("a reply that asks nothing about risk records nothing, and a yes after it is ordinary", async () => {
    const { t, as } = await freeUserInGermany();
    provider.fake.next({ kind: "reply", text: "Would a short walk help today?" });
    const first = await as.action(api.chat.send, { topicId: "depression", content: "I feel so flat lately" });
    await settle(t);
    expect((await message(t, first.assistantMessageId))?.askedAboutRisk).toBeUndefined();
    const answer = await as.action(api.chat.send, { topicId: "depression", content: "sí", conversationId: first.conversationId });
    await settle(t);
    expect((await message(t, answer.userMessageId))?.risk).toBeUndefined();
  });
});

describe("a message the provider's moderation flags after the offline screen", () => {
  test("becomes a crisis message: given back to the allowance, its risk kept, and answered in safety mode", async () => {
    const { t, userId, as } = await freeUserInGermany();
    provider.fake.moderation({ flagged: true, categories: { "self-harm/intent": true } });
    const sent = await as.action(api.chat.send, { topicId: "stress", content: "can we talk about my job" });
    await settle(t);
    expect(await countOn(t, userId, today(), "stress")).toBe(0);
    expect((await message(t, sent.userMessageId))?.risk).toEqual({ categories: ["self_harm"], source: "moderation" });
    expect(await message(t, sent.assistantMessageId)).toMatchObject({ status: "done", crisisCountry: "DE" });
    const moderation = provider.fake.requests.find((r) => r.path === "/v1/moderations");
    expect(moderation?.body.input).toBe("can we talk about my job");
    expect(lastReplyRequest(provider.fake).messages![0].content).toContain("SAFETY MODE");
  });

  test("and then the provider failing still ends done with warm words", async () => {
    const { t, as } = await freeUserInGermany();
    provider.fake.moderation({ flagged: true, categories: { "self-harm": true } });
    provider.fake.always({ kind: "error", status: 503 });
    const sent = await as.action(api.chat.send, { topicId: "stress", content: "can we talk about my job" });
    await settle(t);
    expect(await message(t, sent.assistantMessageId)).toMatchObject({ status: "done", content: en.fallbackReply });
  });

  test("a moderation outage changes nothing: the reply goes on as usual", async () => {
    const { t, userId, as } = await freeUserInGermany();
    provider.fake.moderation({ error: 500 });
    const sent = await as.action(api.chat.send, { topicId: "stress", content: "a normal day" });
    await settle(t);
    expect(await message(t, sent.assistantMessageId)).toMatchObject({ status: "done" });
    expect(await countOn(t, userId, today(), "stress")).toBe(1);
  });
});

describe("an ordinary message", () => {
  test("carries no risk, no crisis country and no safety instructions, and is counted", async () => {
    const { t, userId, as } = await freeUserInGermany();
    const sent = await as.action(api.chat.send, { topicId: "stress", content: "This exam is killing me" });
    await settle(t);
    expect((await message(t, sent.userMessageId))?.risk).toBeUndefined();
    expect((await message(t, sent.assistantMessageId))?.crisisCountry).toBeUndefined();
    expect(lastReplyRequest(provider.fake).messages![0].content).not.toContain("SAFETY MODE");
    expect(await countOn(t, userId, today(), "stress")).toBe(1);
  });
});

describe("no gate stands before the safety net", () => {
  const MISSED = "how tall is the bridge on 5th street, asking since I lost my job";

  async function freeUserAtTheLimit() {
    const user = await freeUserInGermany();
    for (let i = 0; i < FREE_DAILY_MESSAGE_LIMIT; i++) await user.as.action(api.chat.send, { topicId: "stress", content: "hi" });
    await settle(user.t);
    return user;
  }

  test("at the daily limit, a message the offline screen misses but moderation flags is answered as a crisis", async () => {
    const { t, userId, as } = await freeUserAtTheLimit();
    provider.fake.moderation({ flagged: true, categories: { "self-harm/intent": true } });
    const sent = await as.action(api.chat.send, { topicId: "stress", content: MISSED, conversationId: undefined });
    await settle(t);
    expect((await message(t, sent.userMessageId))?.risk).toEqual({ categories: ["self_harm"], source: "moderation" });
    expect(await message(t, sent.assistantMessageId)).toMatchObject({ status: "done", crisisCountry: "DE" });
    expect(lastReplyRequest(provider.fake).messages![0].content).toContain("SAFETY MODE");
    expect(await countOn(t, userId, today(), "stress")).toBe(FREE_DAILY_MESSAGE_LIMIT);
  });

  test("at the daily limit, a message moderation does not flag is refused with DAILY_LIMIT_REACHED after it was read", async () => {
    const { t, userId, as } = await freeUserAtTheLimit();
    const before = provider.fake.requests.filter((r) => r.path === "/v1/moderations").length;
    await expect(as.action(api.chat.send, { topicId: "stress", content: "one more thing" })).rejects.toThrow(/DAILY_LIMIT_REACHED|limit/);
    const read = provider.fake.requests.filter((r) => r.path === "/v1/moderations").slice(before);
    expect(read.map((r) => r.body.input)).toEqual([expect.stringContaining("one more thing")]);
    expect(await countOn(t, userId, today(), "stress")).toBe(FREE_DAILY_MESSAGE_LIMIT);
  });

  test("in a premium-locked topic, a message moderation flags is answered as a crisis", async () => {
    const { t, as } = await freeUserInGermany();
    provider.fake.moderation({ flagged: true, categories: { "self-harm": true } });
    const sent = await as.action(api.chat.send, { topicId: "finance", content: MISSED });
    await settle(t);
    expect(await message(t, sent.assistantMessageId)).toMatchObject({ status: "done", crisisCountry: "DE" });
  });

  test("a locked topic still refuses an ordinary message with PREMIUM_REQUIRED", async () => {
    const { as } = await freeUserInGermany();
    await expect(as.action(api.chat.send, { topicId: "finance", content: "How do I budget?" })).rejects.toThrow(/PREMIUM_REQUIRED|premium/);
  });

  test("a server without the moderation endpoint is asked by its own model for a strict JSON verdict", async () => {
    const { t, userId, as } = await freeUserAtTheLimit();
    provider.fake.moderation({ error: 404 });
    provider.fake.next({ kind: "reply", text: '{"self-harm": true, "self-harm/instructions": false, "violence": false, "sexual/minors": false}' });
    const sent = await as.action(api.chat.send, { topicId: "stress", content: MISSED });
    await settle(t);
    const classification = provider.fake.requests.find((r) => r.path === "/v1/chat/completions" && r.body.stream !== true);
    expect(classification?.body).toMatchObject({ model: "kaia-standard", response_format: { type: "json_object" } });
    expect((await message(t, sent.userMessageId))?.risk?.source).toBe("moderation");
    expect(await countOn(t, userId, today(), "stress")).toBe(FREE_DAILY_MESSAGE_LIMIT);
  });
});

describe("a production deployment without a provider", () => {
  test("refuses to chat in demo mode and says why; a crisis message is still answered with warm words", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    withoutProvider();
    vi.stubEnv("SITE_URL", "https://kaia.example");
    await expect(as.action(api.chat.send, { topicId: "stress", content: "hello" })).rejects.toThrow(/CHAT_NOT_CONFIGURED|demo mode/);
    expect(await countOn(t, userId, today(), "stress")).toBe(0);
    const crisis = await as.action(api.chat.send, { topicId: "stress", content: CRISIS });
    await settle(t);
    expect(await message(t, crisis.assistantMessageId)).toMatchObject({ status: "done", content: en.fallbackReplyNoLines });
  });

  test("a local deployment, or one that turns demo mode on, answers with the labelled demo", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    withoutProvider();
    vi.stubEnv("SITE_URL", "https://kaia.example");
    vi.stubEnv("CHAT_DEMO_MODE", "on");
    const sent = await as.action(api.chat.send, { topicId: "stress", content: "hello" });
    await settle(t);
    expect(await message(t, sent.assistantMessageId)).toMatchObject({ status: "done", demo: true });
  });
});

describe("the model's own judgement", () => {
  test("its safety signal turns safety mode on: the crisis lines show, and the next turn gets the safety instructions", async () => {
    const { t, userId, as } = await freeUserInGermany();
    provider.fake.next({ kind: "reply", text: "That sounds really heavy. How long have you felt this way? [[kaia:safety]]" });
    const first = await as.action(api.chat.send, { topicId: "career", content: "can we talk about my week" });
    await settle(t);
    const reply = await message(t, first.assistantMessageId);
    expect(reply).toMatchObject({ status: "done", crisisCountry: "DE", content: "That sounds really heavy. How long have you felt this way?" });
    expect((await message(t, first.userMessageId))?.risk).toEqual({ categories: ["self_harm"], source: "model" });
    expect(await countOn(t, userId, today(), "career")).toBe(0);
    await as.action(api.chat.send, { topicId: "career", content: "a few weeks", conversationId: first.conversationId });
    await settle(t);
    expect(lastReplyRequest(provider.fake).messages![0].content).toContain("SAFETY MODE");
  });

  test("a safety signal naming abuse escalates as abuse", async () => {
    const { t, as } = await freeUserInGermany();
    provider.fake.next({ kind: "reply", text: "That sounds frightening, and it is not your fault. [[kaia:safety:abuse]]" });
    const first = await as.action(api.chat.send, { topicId: "relationships", content: "things at home have been complicated lately" });
    await settle(t);
    expect((await message(t, first.userMessageId))?.risk).toEqual({ categories: ["abuse"], source: "model" });
  });

  test("a crisis turn of a free user is answered by the stronger model, with the card's real lines in the instructions", async () => {
    const { t, as } = await freeUserInGermany();
    await as.action(api.chat.send, { topicId: "stress", content: CRISIS });
    await settle(t);
    const request = lastReplyRequest(provider.fake);
    expect(request.model).toBe("kaia-premium");
    expect(request.messages![0].content).toMatch(/TelefonSeelsorge: call 0800 111 0 111/);
  });
});

describe("where the crisis lines are for", () => {
  test("without a saved country, the time zone the browser sent decides: an English-speaking person in India gets India", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    const sent = await as.action(api.chat.send, { topicId: "stress", content: CRISIS, timeZone: "Asia/Calcutta" });
    await settle(t);
    expect(await message(t, sent.assistantMessageId)).toMatchObject({ status: "done", crisisCountry: "IN" });
  });

  test("a saved country wins over the time zone", async () => {
    const { t, as } = await freeUserInGermany();
    const sent = await as.action(api.chat.send, { topicId: "stress", content: CRISIS, timeZone: "America/Mexico_City" });
    await settle(t);
    expect(await message(t, sent.assistantMessageId)).toMatchObject({ crisisCountry: "DE" });
  });

  test("when the reply cannot be written and no lines are shown, the fallback never speaks of lines above", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    withoutProvider();
    const sent = await as.action(api.chat.send, { topicId: "stress", content: CRISIS, timeZone: "UTC" });
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
    for (let i = 0; i < FREE_DAILY_MESSAGE_LIMIT; i++) await user.as.action(api.chat.send, { topicId: "stress", content: "hi" });
    return { t, ...user };
  }

  test("from the crisis on, the conversation is in crisis support for the rest of the day: status says so, nothing there is limited or counted", async () => {
    const { t, userId, as } = await freeUserAtTheLimit();
    const sent = await as.action(api.chat.send, { topicId: "stress", content: CRISIS });
    await settle(t);
    const { conversationId } = sent;
    expect(await as.query(api.plans.status, { conversationId })).toMatchObject({ crisisSupport: true, messagesLeft: { stress: 0 } });
    // The person keeps talking there, past the limit, and nothing is counted.
    const next = await as.action(api.chat.send, { conversationId, topicId: "stress", content: "Thank you. Can we talk about my week?" });
    await settle(t);
    expect(await message(t, next.assistantMessageId)).toMatchObject({ status: "done" });
    expect(await countOn(t, userId, today(), "stress")).toBe(FREE_DAILY_MESSAGE_LIMIT);
  });

  test("other conversations keep their plan as it is", async () => {
    const { t, as } = await freeUserAtTheLimit();
    await as.action(api.chat.send, { topicId: "stress", content: CRISIS });
    await settle(t);
    expect(await as.query(api.plans.status, {})).toMatchObject({ crisisSupport: false });
    await expect(as.action(api.chat.send, { topicId: "stress", content: "Another thing about my week" })).rejects.toThrow(/limit/i);
  });

  test("on the next day the conversation is an ordinary one again", async () => {
    const { t, as } = await freeUserAtTheLimit();
    const { conversationId } = await as.action(api.chat.send, { topicId: "stress", content: CRISIS });
    await settle(t);
    await t.run((ctx) => ctx.db.patch(conversationId, { crisisDay: "2000-01-01" }));
    expect(await as.query(api.plans.status, { conversationId })).toMatchObject({ crisisSupport: false });
  });

  test("someone else's conversation tells nothing", async () => {
    const { t, as } = await freeUserAtTheLimit();
    const { conversationId } = await as.action(api.chat.send, { topicId: "stress", content: CRISIS });
    await settle(t);
    const stranger = await signedInUser(t);
    expect(await stranger.as.query(api.plans.status, { conversationId })).toMatchObject({ crisisSupport: false });
  });

  test("a message the provider's moderation flags puts its conversation in crisis support too", async () => {
    const { t, as } = await freeUserInGermany();
    provider.fake.moderation({ flagged: true, categories: { "self-harm/intent": true } });
    const { conversationId } = await as.action(api.chat.send, { topicId: "stress", content: "Can we talk about something on my mind?" });
    await settle(t);
    expect(await as.query(api.plans.status, { conversationId })).toMatchObject({ crisisSupport: true });
  });
});
