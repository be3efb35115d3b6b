// The check on every reply as it streams: what it stops never reaches the person, in any
// version of the message written while the reply grows.
import { describe, expect, test } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { newTest, signedInUser, type TestConvex } from "../test.setup";
import { message, setPreferences, settle, fakeProviderForFile } from "../test.chat";
import { crisisResourcesFor } from "../safety/directory";
import { replyCheckFor } from "../safety/replyCheck";
import { ReplyGuard } from "./replyGuard";
import { ReplyWriter } from "./stream";
import en from "../../locales/en/safety.json";

const provider = fakeProviderForFile();

/** A guard over a writer that keeps every version it writes, fed `text` in `size`-char pieces. */
async function streamThrough(text: string, options: { safetyMode?: boolean; country?: string; moderate?: (t: string) => Promise<boolean> } = {}) {
  const written: string[] = [];
  const writer = new ReplyWriter(async (content) => (written.push(content), true), 0);
  const asked: string[] = [];
  const guard = new ReplyGuard(writer, {
    check: replyCheckFor(crisisResourcesFor(options.country ?? "US")),
    safetyMode: options.safetyMode ?? false,
    moderate: async (sentence) => (asked.push(sentence), (await options.moderate?.(sentence)) ?? false),
  });
  for (let i = 0; i < text.length && !guard.stopped; i += 3) await guard.append(text.slice(i, i + 3));
  if (!guard.stopped) await guard.flush();
  return { guard, written, asked };
}

describe("the reply guard", () => {
  test("a harmless reply passes unchanged, growing as it streams", async () => {
    const text = "That sounds like a lot. Would a short walk help? I'm here if you want to talk.";
    const { guard, written } = await streamThrough(text);
    expect(guard.blocked).toBeNull();
    expect(written.length).toBeGreaterThan(5);
    expect(written.at(-1)).toBe(text);
  });

  test("a sentence with a lethal figure is stopped before any of its figures is written", async () => {
    const text = "I understand you want facts. A fall from 40 meters is usually fatal. Please stay safe.";
    const { guard, written } = await streamThrough(text);
    expect(guard.blocked).toBe("method_details");
    expect(written.join("\n")).not.toMatch(/40|meters|fatal/);
  });

  test("an invented phone number is never written, not even in part", async () => {
    const { guard, written } = await streamThrough("You could call the helpline at 1-800-273-8255 tonight.", { country: "US" });
    expect(guard.blocked).toBe("unlisted_phone");
    expect(written.join("\n")).not.toMatch(/\d/);
  });

  test("in safety mode nothing is written until the first sentence has passed moderation", async () => {
    const text = "I'm really glad you told me. Are you safe right now?";
    const { guard, written, asked } = await streamThrough(text, { safetyMode: true });
    expect(guard.blocked).toBeNull();
    expect(asked[0]).toBe("I'm really glad you told me.");
    expect(written[0].startsWith("I'm really glad you told me.")).toBe(true);
    expect(written.at(-1)).toBe(text);
  });

  test("in safety mode a first sentence moderation flags is never written", async () => {
    const { guard, written } = await streamThrough("Here is how people usually do it. Stay with me.", {
      safetyMode: true,
      moderate: async () => true,
    });
    expect(guard.blocked).toBe("moderation");
    expect(written).toEqual([]);
  });

  test("the model's signals are taken out and collected, never shown, even while they arrive", async () => {
    const text = "Are you having thoughts of suicide? [[kaia:asked_about_risk]] [[kaia:safety]]";
    const { guard, written } = await streamThrough(text);
    expect([...guard.signals].sort()).toEqual(["asked_about_risk", "safety"]);
    expect(written.join("\n")).not.toContain("[");
    expect(written.at(-1)?.trim()).toBe("Are you having thoughts of suicide?");
    expect([...guard.signalledRisk]).toEqual(["self_harm"]);
  });

  test("the safety signal may name the kind of risk; an unknown kind counts as self-harm", async () => {
    const named = await streamThrough("You deserve to be safe at home. [[kaia:safety:abuse]]");
    expect([...named.guard.signalledRisk]).toEqual(["abuse"]);
    expect(named.written.at(-1)?.trim()).toBe("You deserve to be safe at home.");
    const unknown = await streamThrough("I hear you. [[kaia:safety:something_else]]");
    expect([...unknown.guard.signalledRisk]).toEqual(["self_harm"]);
  });
});

/** Every version of the message as the app would read it while it streams, and the last. */
async function everyVersion(t: TestConvex, id: Id<"messages">) {
  const seen: string[] = [];
  for (;;) {
    const reply = await message(t, id);
    if (reply === null) break;
    seen.push(reply.content);
    if (reply.status === "done" || reply.status === "error") break;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await settle(t);
  return seen;
}

describe("a reply from the provider", () => {
  test("that gives lethality figures is replaced by the safe fallback, recorded, and the crisis lines show", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await setPreferences(t, userId, { countryCode: "US" });
    provider.fake.next({
      kind: "reply",
      text: "I'm sorry about your job. The Golden Gate Bridge is about 67 meters high, and most people do not survive the fall.",
      chunkChars: 4,
      chunkDelayMs: 3,
    });
    const sent = await as.action(api.chat.send, { topicId: "career", content: "I lost my job. How high is the Golden Gate Bridge?" });
    const versions = await everyVersion(t, sent.assistantMessageId);
    expect(versions.join("\n")).not.toMatch(/67|meters|survive/);
    const reply = await message(t, sent.assistantMessageId);
    expect(reply).toMatchObject({ status: "done", content: en.fallbackReply, crisisCountry: "US", replyCheck: { stopped: "method_details" } });
    expect((await message(t, sent.userMessageId))?.risk).toEqual({ categories: ["self_harm"], source: "reply-check" });
  });

  test("that gives a phone number not listed for the person's country is replaced and recorded", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await setPreferences(t, userId, { countryCode: "DE" });
    provider.fake.next({ kind: "reply", text: "You are not alone. You can call 988 any time, day or night.", chunkChars: 3, chunkDelayMs: 3 });
    const sent = await as.action(api.chat.send, { topicId: "stress", content: "Is there someone I can call?" });
    const versions = await everyVersion(t, sent.assistantMessageId);
    expect(versions.join("\n")).not.toContain("988");
    expect(await message(t, sent.assistantMessageId)).toMatchObject({
      content: en.fallbackReply,
      replyCheck: { stopped: "unlisted_phone" },
    });
  });

  test("that moderation finds instructions in is replaced in safety mode before its first sentence shows, without pointing to lines it cannot show", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    provider.fake.moderation({ flagged: true, categories: { "self-harm/instructions": true } });
    provider.fake.next({ kind: "reply", text: "Here is one way it is often done. Stay with me.", chunkChars: 3, chunkDelayMs: 3 });
    const sent = await as.action(api.chat.send, { topicId: "stress", content: "I want to kill myself tonight" });
    const versions = await everyVersion(t, sent.assistantMessageId);
    expect(versions.join("\n")).not.toContain("one way");
    expect(await message(t, sent.assistantMessageId)).toMatchObject({ content: en.fallbackReplyNoLines, replyCheck: { stopped: "moderation" } });
  });

  test("that is harmless keeps every word, and Kaia's question about risk is recorded on the message", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    provider.fake.next({ kind: "reply", text: "That sounds heavy. Are you having thoughts of ending your life? [[kaia:asked_about_risk]]" });
    const sent = await as.action(api.chat.send, { topicId: "depression", content: "Everything feels pointless lately" });
    await settle(t);
    const reply = await message(t, sent.assistantMessageId);
    expect(reply).toMatchObject({ status: "done", content: "That sounds heavy. Are you having thoughts of ending your life?", askedAboutRisk: true });
    expect(reply?.replyCheck).toBeUndefined();
  });
});
