import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import { newTest, signedInUser, type TestConvex } from "./test.setup";
import { EXPORT_KEPT_MS, EXPORT_PAGE } from "./dataExport";
import { SAFETY_PLAN_SECTIONS } from "./shared/safety";

/** An account with something in every table the product keeps about a person, and a long conversation. */
async function fullAccount(t: TestConvex) {
  const person = await signedInUser(t, { email: "ana@example.com", fullName: "Ana Pop" });
  const { userId } = person;
  const long = EXPORT_PAGE * 2 + 37;
  await t.run(async (ctx) => {
    await ctx.db.patch(userId, { birthYear: 1990 });
    await ctx.db.insert("authAccounts", { userId, provider: "password", providerAccountId: "ana@example.com", secret: "$hash-that-must-not-leave" });
    await ctx.db.insert("preferences", { userId, languageCode: "ro", timeZone: "Europe/Bucharest", theme: "dark", countryCode: "RO", updatedAt: 5 });
    await ctx.db.insert("safetyPlans", { userId, ...Object.fromEntries(SAFETY_PLAN_SECTIONS.map((s) => [s, `my ${s}`])), updatedAt: 6 } as never);
    await ctx.db.insert("trials", { userId, startedAt: 1, endsAt: 2, ended: true });
    await ctx.db.insert("subscriptions", { userId, stripeCustomerId: "cus_1", stripeStatus: "active", stripeTier: "premium", interval: "monthly", currentPeriodEnd: 9, updatedAt: 7 });
    await ctx.db.insert("contactMessages", { name: "Ana", email: "ana@example.com", message: "Hello support", createdAt: 8 });
    await ctx.db.insert("messageCounts", { userId, topicId: "stress", day: "2026-11-28", count: 3 });
    await ctx.db.insert("memoryItems", { userId, topicId: "career", text: "Exam on 12 March", updatedAt: 10 });
    for (const [n, topicId] of [[long, "stress"], [2, "anxiety"], [3, "career"]] as const) {
      const conversationId = await ctx.db.insert("conversations", { userId, topicId, title: `About ${topicId}`, lastActivity: n });
      if (topicId === "career") await ctx.db.insert("conversationMemory", { conversationId, userId, summary: "Worried about the exam" });
      for (let i = 0; i < n; i++) {
        const role = i % 2 === 0 ? "user" : "assistant";
        await ctx.db.insert("messages", { conversationId, userId, role, content: `${topicId} message ${i}`, status: "done", searchText: "x" });
      }
    }
  });
  return person;
}

type Person = Awaited<ReturnType<typeof signedInUser>>;

/** Asks for the export as the person does, and reads the file its link points to. */
async function download(t: TestConvex, as: Person["as"]): Promise<{ url: string; text: string }> {
  const url = await as.action(api.dataExport.exportMyData, {});
  const text = await t.run(async (ctx) => {
    const [newest] = await ctx.db.system.query("_storage").order("desc").take(1);
    expect(await ctx.storage.getUrl(newest._id)).toBe(url);
    return await (await ctx.storage.get(newest._id))!.text();
  });
  return { url, text };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("downloading my data", () => {
  test("the export holds everything the account holds: profile, preferences, plan history, safety plan, contact messages, memory, every conversation and message", async () => {
    const t = newTest();
    const { userId, as } = await fullAccount(t);
    // Someone else's data never appears.
    const other = await signedInUser(t, { email: "ben@example.com" });
    await t.run((ctx) => ctx.db.insert("conversations", { userId: other.userId, topicId: "stress", title: "Ben's", lastActivity: 1 }));

    const { text } = await download(t, as);
    const data = JSON.parse(text);

    const held = await t.run(async (ctx) => {
      const conversations = await ctx.db.query("conversations").withIndex("by_userId_and_lastActivity", (q) => q.eq("userId", userId)).collect();
      const messages: Record<string, string[]> = {};
      for (const c of conversations) {
        const rows = await ctx.db.query("messages").withIndex("by_conversationId", (q) => q.eq("conversationId", c._id)).collect();
        messages[c._id] = rows.map((m) => `${m.role}:${m.content}`);
      }
      return { conversations, messages };
    });
    expect(data.conversations.map((c: { id: string }) => c.id)).toEqual(held.conversations.map((c) => c._id));
    for (const c of data.conversations) {
      expect(c.messages.map((m: { role: string; content: string }) => `${m.role}:${m.content}`)).toEqual(held.messages[c.id]);
    }
    // The long conversation needed three pages of messages.
    expect(data.conversations.find((c: { topic: string }) => c.topic === "stress").messages).toHaveLength(EXPORT_PAGE * 2 + 37);
    expect(data.conversations.map((c: { title: string }) => c.title)).not.toContain("Ben's");

    expect(data.profile).toMatchObject({ email: "ana@example.com", fullName: "Ana Pop", birthYear: 1990, passwordSet: true });
    expect(data.signInMethods).toEqual([{ provider: "password", account: "ana@example.com" }]);
    expect(data.preferences).toMatchObject({ language: "ro", timeZone: "Europe/Bucharest", theme: "dark", country: "RO" });
    expect(data.plan.trials).toEqual([{ startedAt: new Date(1).toISOString(), endsAt: new Date(2).toISOString(), ended: true }]);
    expect(data.plan.subscriptions).toMatchObject([{ tier: "premium", status: "active", interval: "monthly" }]);
    for (const section of SAFETY_PLAN_SECTIONS) expect(data.safetyPlan[section]).toBe(`my ${section}`);
    expect(data.contactMessages).toEqual([{ name: "Ana", message: "Hello support", sentAt: new Date(8).toISOString() }]);
    expect(data.dailyMessageCounts).toEqual([{ day: "2026-11-28", topic: "stress", messages: 3 }]);
    expect(data.memory.items).toEqual([{ topicId: "career", text: "Exam on 12 March", updatedAt: 10 }]);
    expect(data.conversations.find((c: { topic: string }) => c.topic === "career").summary).toBe("Worried about the exam");

    // Secrets are not data about the person.
    expect(text).not.toContain("$hash-that-must-not-leave");
    expect(text).not.toContain("cus_1");
  });

  test("a new account exports its profile and empty lists", async () => {
    const t = newTest();
    const { as } = await signedInUser(t, { email: "new@example.com" });
    const { text } = await download(t, as);
    expect(JSON.parse(text)).toMatchObject({ product: "Kaia", format: 1, profile: { email: "new@example.com" }, conversations: [], preferences: null, safetyPlan: null });
  });

  test("the export is one indented JSON document, handed over as a link to a stored file rather than as the function's answer, which Convex caps at 16 MiB", async () => {
    const t = newTest();
    const { as } = await fullAccount(t);
    const { url, text } = await download(t, as);
    expect(url.length).toBeLessThan(500);
    expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
  });

  test("the stored export can be downloaded for an hour, then it is deleted", async () => {
    vi.useFakeTimers();
    const t = newTest();
    const { as } = await signedInUser(t, { email: "new@example.com" });
    await download(t, as);
    const files = () => t.run(async (ctx) => (await ctx.db.system.query("_storage").take(10)).length);
    vi.advanceTimersByTime(EXPORT_KEPT_MS - 1000);
    expect(await files()).toBe(1);
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(await files()).toBe(0);
  });

  test("only a signed-in person can export, and only their own data", async () => {
    const t = newTest();
    await expect(t.action(api.dataExport.exportMyData, {})).rejects.toThrow(/NOT_AUTHENTICATED|signed in/i);
  });
});
