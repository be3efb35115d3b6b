import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id, TableNames } from "./_generated/dataModel";
import schema from "./schema";
import { isAppError } from "./lib/errors";
import { newTest, type TestConvex } from "./test.setup";
import { DAY_MS } from "./shared/time";
import {
  CONVEX_SITE_URL,
  STRONG_PASSWORD,
  followLink,
  registerUser,
  signInWithPassword,
  withAccountsEnv,
  type SignedIn,
} from "./test.accounts";
import { productStripeEnv, startFakeStripe, type FakeStripe } from "../tests/fakes/stripe";
import { JPEG_3X2 } from "../tests/fixtures/images";

const env = withAccountsEnv();
/** Tables that never hold anything of a person (Stripe event ids only). */
const IMPERSONAL_TABLES: TableNames[] = ["stripeEvents"];

const settle = (t: TestConvex) => t.finishAllScheduledFunctions(() => {});

async function uploadAvatar(t: TestConvex, user: SignedIn) {
  const url = await user.as.mutation(api.users.generateAvatarUploadUrl, {});
  const response = await t.fetch(url.slice(CONVEX_SITE_URL.length), { method: "POST", body: JPEG_3X2 });
  return ((await response.json()) as { storageId: Id<"_storage"> }).storageId;
}

/** A user with something in every table that can hold a user's data, through the product where it can. */
async function busyUser(t: TestConvex, email: string) {
  const user = await registerUser(t, env.resend, email);
  await signInWithPassword(t, email, STRONG_PASSWORD);
  await signInWithPassword(t, email, "Wrong-pass-1").catch(() => null);
  await t.action(api.users.requestMagicLink, { email, language: "en" });
  await user.as.mutation(api.preferences.update, { languageCode: "de", timeZone: "Europe/Berlin" });
  const avatar = await uploadAvatar(t, user);
  await user.as.mutation(api.users.updateProfile, { fullName: "Someone", avatarStorageId: avatar });
  const pendingAvatar = await uploadAvatar(t, user);
  await t.mutation(api.contact.submit, { name: "Someone", email, message: "Hello there", honey: "" });
  const { userId, sessionId } = user;
  await t.run(async (ctx) => {
    const conversationId = await ctx.db.insert("conversations", { userId, topicId: "stress", title: "Work", lastActivity: Date.now() });
    await ctx.db.insert("messages", { conversationId, userId, role: "user", content: "So much work", status: "done" });
    const streaming = await ctx.db.insert("messages", { conversationId, userId, role: "assistant", content: "", status: "pending" });
    await ctx.db.insert("replyChunks", { messageId: streaming, index: 0, text: "That sounds like a lot" });
    await ctx.db.insert("conversationMemory", { conversationId, userId, summary: "Work keeps piling up", summaryThrough: Date.now() });
    await ctx.db.insert("memoryItems", { userId, topicId: "stress", text: "Deadline on Friday", updatedAt: Date.now() });
    await ctx.db.insert("messageCounts", { userId, topicId: "stress", day: "2025-01-01", count: 1 });
    await ctx.db.insert("trials", { userId, startedAt: Date.now(), endsAt: Date.now() + DAY_MS, ended: false });
    await ctx.db.insert("subscriptions", { userId, manualOverride: true, manualTier: "premium", manualUntil: Date.now() + DAY_MS, updatedAt: Date.now() });
    const plan = { warningSigns: "a", copingStrategies: "b", distractions: "c", peopleToAsk: "d", professionals: "e", safeEnvironment: "f" };
    await ctx.db.insert("safetyPlans", { userId, ...plan, updatedAt: Date.now() });
    await ctx.db.insert("authVerifiers", { sessionId });
  });
  await settle(t);
  return { ...user, email, files: [avatar, pendingAvatar] };
}

/** Every document of every table (and every stored file), as JSON text, per table. */
async function everything(t: TestConvex): Promise<Record<string, string[]>> {
  return await t.run(async (ctx) => {
    const all: Record<string, string[]> = {};
    for (const table of Object.keys(schema.tables) as TableNames[]) {
      all[table] = (await ctx.db.query(table).take(1000)).map((doc) => JSON.stringify(doc));
    }
    all._storage = (await ctx.db.system.query("_storage").take(1000)).map((doc) => JSON.stringify(doc));
    return all;
  });
}

/** Ids and the address that mark a document as the user's. */
async function markersOf(t: TestConvex, user: { userId: Id<"users">; email: string; files: Id<"_storage">[] }) {
  const ids = await t.run(async (ctx) => {
    const sessions = await ctx.db.query("authSessions").withIndex("userId", (q) => q.eq("userId", user.userId)).take(50);
    const accounts = await ctx.db.query("authAccounts").withIndex("userIdAndProvider", (q) => q.eq("userId", user.userId)).take(50);
    const messages = (await ctx.db.query("messages").take(1000)).filter((m) => m.userId === user.userId);
    return [...sessions, ...accounts, ...messages].map((doc) => doc._id as string);
  });
  return [user.userId, user.email, ...user.files, ...ids];
}

const holding = (all: Record<string, string[]>, markers: string[]) =>
  Object.fromEntries(
    Object.entries(all)
      .map(([table, docs]) => [table, docs.filter((doc) => markers.some((marker) => doc.includes(marker))).length] as const)
      .filter(([, count]) => count > 0),
  );

describe("deleting the account", () => {
  test("removes every row and file of the user across all tables, and nothing of anyone else", async () => {
    const t = newTest();
    const lena = await busyUser(t, "lena@example.com");
    const sam = await busyUser(t, "sam@example.com");
    const lenaMarkers = await markersOf(t, lena);
    const samMarkers = await markersOf(t, sam);
    const before = await everything(t);

    // Lena has something in every table that can hold a person's data, so each one is put to the test.
    const personal = [...Object.keys(schema.tables), "_storage"].filter((table) => !IMPERSONAL_TABLES.includes(table as TableNames));
    expect(Object.keys(holding(before, lenaMarkers)).sort()).toEqual(personal.sort());

    await lena.as.action(api.account.deleteAccount, {});
    await settle(t);

    const after = await everything(t);
    expect(holding(after, lenaMarkers)).toEqual({});
    expect(holding(after, samMarkers)).toEqual(holding(before, samMarkers));
    expect(await signInWithPassword(t, "sam@example.com", STRONG_PASSWORD)).not.toBeNull();
  });

  test("signs every device out at once, and the account cannot be used again", async () => {
    const t = newTest();
    const lena = await registerUser(t, env.resend, "lena@example.com");
    const phone = (await signInWithPassword(t, "lena@example.com", STRONG_PASSWORD))!;
    await t.action(api.users.requestMagicLink, { email: "lena@example.com", language: "en" });
    const pendingLink = env.resend.emails.at(-1)!;

    await lena.as.action(api.account.deleteAccount, {});
    for (const device of [lena, phone]) {
      expect(await device.as.query(api.users.viewer, {})).toBeNull();
      expect(await t.action(api.auth.signIn, { refreshToken: device.refreshToken })).toEqual({ tokens: null });
    }
    expect(await followLink(t, pendingLink)).toBeNull();
    await expect(signInWithPassword(t, "lena@example.com", STRONG_PASSWORD)).rejects.toSatisfy((e) =>
      isAppError(e, "INVALID_CREDENTIALS"),
    );
    // The address is free again: signing up starts a new, empty account.
    expect(await t.action(api.users.startSignUp, { email: "lena@example.com", language: "en" })).toBeNull();
  });

  test("a long history is erased in batches, to the last message", async () => {
    const t = newTest();
    const lena = await registerUser(t, env.resend, "lena@example.com");
    await t.run(async (ctx) => {
      for (let c = 0; c < 3; c++) {
        const conversationId = await ctx.db.insert("conversations", {
          userId: lena.userId,
          topicId: "anxiety",
          title: `Talk ${c}`,
          lastActivity: Date.now() + c,
        });
        for (let m = 0; m < 150; m++) {
          await ctx.db.insert("messages", { conversationId, userId: lena.userId, role: "user", content: `${m}`, status: "done" });
        }
      }
    });
    await lena.as.action(api.account.deleteAccount, {});
    await settle(t);
    expect(await t.run((ctx) => ctx.db.query("messages").take(1))).toEqual([]);
    expect(await t.run((ctx) => ctx.db.query("conversations").take(1))).toEqual([]);
    expect(await t.run((ctx) => ctx.db.get(lena.userId))).toBeNull();
  });

  test("needs a session", async () => {
    const t = newTest();
    await expect(t.action(api.account.deleteAccount, {})).rejects.toSatisfy((e) => isAppError(e, "NOT_AUTHENTICATED"));
  });
});

describe("deleting an account that pays through Stripe", () => {
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(async () => {
    await stripe.close();
  });

  async function payingUser(t: TestConvex) {
    for (const [name, value] of Object.entries(productStripeEnv(stripe))) vi.stubEnv(name, value);
    const lena = await registerUser(t, env.resend, "lena@example.com");
    const subscription = stripe.addSubscription({});
    await t.run((ctx) =>
      ctx.db.insert("subscriptions", {
        userId: lena.userId,
        stripeCustomerId: subscription.customer,
        stripeSubscriptionId: subscription.id,
        stripeStatus: "active",
        stripeTier: "premium",
        currentPeriodEnd: Date.now() + 30 * DAY_MS,
        updatedAt: Date.now(),
      }),
    );
    return { lena, subscription };
  }

  test("cancels the running subscription at Stripe, then deletes everything", async () => {
    const t = newTest();
    const { lena, subscription } = await payingUser(t);
    await lena.as.action(api.account.deleteAccount, {});
    await settle(t);
    expect(stripe.subscriptions.get(subscription.id)?.status).toBe("canceled");
    expect(await t.run((ctx) => ctx.db.query("subscriptions").take(1))).toEqual([]);
    expect(await t.run((ctx) => ctx.db.get(lena.userId))).toBeNull();
  });

  test("when Stripe refuses, nothing is deleted and the user can try again", async () => {
    const t = newTest();
    const { lena, subscription } = await payingUser(t);
    stripe.failNext(2);
    await expect(lena.as.action(api.account.deleteAccount, {})).rejects.toSatisfy((e) => isAppError(e, "PAYMENT_PROVIDER_ERROR"));
    expect(await lena.as.query(api.users.viewer, {})).not.toBeNull();
    expect(stripe.subscriptions.get(subscription.id)?.status).toBe("active");

    await lena.as.action(api.account.deleteAccount, {});
    expect(stripe.subscriptions.get(subscription.id)?.status).toBe("canceled");
    expect(await lena.as.query(api.users.viewer, {})).toBeNull();
  });

  test("an account without a running Stripe subscription is deleted without calling Stripe", async () => {
    const t = newTest();
    const lena = await registerUser(t, env.resend, "lena@example.com");
    await t.run((ctx) =>
      ctx.db.insert("subscriptions", {
        userId: lena.userId,
        stripeSubscriptionId: "sub_ended",
        stripeStatus: "canceled",
        updatedAt: Date.now(),
      }),
    );
    const calls = stripe.requests.length;
    await lena.as.action(api.account.deleteAccount, {});
    expect(stripe.requests.length).toBe(calls);
    expect(await t.run((ctx) => ctx.db.get(lena.userId))).toBeNull();
  });
});
