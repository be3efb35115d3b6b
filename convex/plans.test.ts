import { describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { freezeDateAt, newTest, signedInUser, type TestConvex } from "./test.setup";
import { DAY_MS } from "./shared/time";
import { code, manualGrant, setSubscription, stripePaid } from "./test.plans";
import { FREE_DAILY_MESSAGE_LIMIT, TRIAL_DURATION_MS } from "./shared/plans";
import { TOPIC_IDS, type TopicId } from "./shared/topics";

const NOW = Date.UTC(2026, 2, 10, 12, 0, 0);

freezeDateAt(NOW);

const every = (n: number) => Object.fromEntries(TOPIC_IDS.map((t) => [t, n])) as Record<TopicId, number>;

async function count(t: TestConvex, userId: Id<"users">, day: string, topicId: TopicId, n: number) {
  await t.run((ctx) => ctx.db.insert("messageCounts", { userId, day, topicId, count: n }));
}

async function insertTrial(t: TestConvex, userId: Id<"users">, endsAt: number, ended = false) {
  await t.run((ctx) => ctx.db.insert("trials", { userId, startedAt: endsAt - TRIAL_DURATION_MS, endsAt, ended }));
}

describe("the plan query", () => {
  test("a free user: free plan, daily limit 5, today's counts and messages left per topic", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await count(t, userId, "2026-03-10", "anxiety", 2);
    await count(t, userId, "2026-03-09", "stress", 4);
    expect(await as.query(api.plans.status, {})).toEqual({
      plan: "free",
      tier: "free",
      isPremium: false,
      inTrial: false,
      trialUsed: false,
      cancelAtPeriodEnd: false,
      hasStripeSubscription: false,
      dailyLimit: FREE_DAILY_MESSAGE_LIMIT,
      counts: { ...every(0), anxiety: 2 },
      messagesLeft: { ...every(FREE_DAILY_MESSAGE_LIMIT), anxiety: FREE_DAILY_MESSAGE_LIMIT - 2 },
      crisisSupport: false,
    });
  });

  test("a user in trial: trial plan, unlimited, with the trial's end", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await as.mutation(api.plans.startTrial, {});
    await count(t, userId, "2026-03-10", "career", 7);
    expect(await as.query(api.plans.status, {})).toEqual({
      plan: "trial",
      tier: "free",
      isPremium: true,
      inTrial: true,
      trialEndsAt: NOW + TRIAL_DURATION_MS,
      trialUsed: true,
      cancelAtPeriodEnd: false,
      hasStripeSubscription: false,
      dailyLimit: null,
      counts: { ...every(0), career: 7 },
      messagesLeft: null,
      crisisSupport: false,
    });
  });

  test("a paying premium user: premium plan, active until the period end, manageable subscription", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await setSubscription(t, userId, stripePaid(NOW + 30 * DAY_MS, { cancelAtPeriodEnd: true }));
    expect(await as.query(api.plans.status, {})).toEqual({
      plan: "premium",
      tier: "premium",
      isPremium: true,
      inTrial: false,
      trialUsed: false,
      subscriptionEnd: NOW + 30 * DAY_MS,
      cancelAtPeriodEnd: true,
      hasStripeSubscription: true,
      dailyLimit: null,
      counts: every(0),
      messagesLeft: null,
      crisisSupport: false,
    });
  });

  test("a manually granted user: premium plan with the granted tier until the grant's end", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await setSubscription(t, userId, manualGrant(NOW + 10 * DAY_MS, "pro"));
    expect(await as.query(api.plans.status, {})).toEqual({
      plan: "premium",
      tier: "pro",
      isPremium: true,
      inTrial: false,
      trialUsed: false,
      subscriptionEnd: NOW + 10 * DAY_MS,
      cancelAtPeriodEnd: false,
      hasStripeSubscription: false,
      dailyLimit: null,
      counts: every(0),
      messagesLeft: null,
      crisisSupport: false,
    });
  });

  test("an expired user (trial over, grant and subscription ended): free again, with the last end date", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await insertTrial(t, userId, NOW - 20 * DAY_MS, true);
    await setSubscription(t, userId, {
      ...stripePaid(NOW - 2 * DAY_MS, { stripeStatus: "canceled" }),
      ...manualGrant(NOW - 5 * DAY_MS),
    });
    expect(await as.query(api.plans.status, {})).toEqual({
      plan: "free",
      tier: "free",
      isPremium: false,
      inTrial: false,
      trialEndsAt: NOW - 20 * DAY_MS,
      trialUsed: true,
      subscriptionEnd: NOW - 2 * DAY_MS,
      cancelAtPeriodEnd: false,
      hasStripeSubscription: false,
      dailyLimit: FREE_DAILY_MESSAGE_LIMIT,
      counts: every(0),
      messagesLeft: every(FREE_DAILY_MESSAGE_LIMIT),
      crisisSupport: false,
    });
  });

  test("a trial whose end has passed counts as over even before the job has run", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await insertTrial(t, userId, NOW - 1000);
    const status = await as.query(api.plans.status, {});
    expect(status).toMatchObject({ plan: "free", inTrial: false, trialUsed: true, isPremium: false });
  });

  test("an active subscription whose period end has passed is not premium", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await setSubscription(t, userId, stripePaid(NOW - 1000));
    expect(await as.query(api.plans.status, {})).toMatchObject({ plan: "free", isPremium: false, subscriptionEnd: NOW - 1000 });
  });

  test("messages left never go below zero", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await count(t, userId, "2026-03-10", "stress", FREE_DAILY_MESSAGE_LIMIT + 3);
    const status = await as.query(api.plans.status, {});
    expect(status.messagesLeft?.stress).toBe(0);
  });

  test("today is the user's own calendar day in their time zone", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    // 12:00 UTC on 10 March is already 01:00 on 11 March in Auckland.
    await t.run((ctx) => ctx.db.insert("preferences", { userId, timeZone: "Pacific/Auckland", updatedAt: NOW }));
    await count(t, userId, "2026-03-10", "anxiety", 3);
    await count(t, userId, "2026-03-11", "anxiety", 1);
    expect((await as.query(api.plans.status, {})).counts.anxiety).toBe(1);
  });

  test("a signed-out visitor has no plan", async () => {
    const t = newTest();
    await expect(t.query(api.plans.status, {})).rejects.toSatisfy(code("NOT_AUTHENTICATED"));
  });
});

describe("display precedence", () => {
  test("trial shows over premium", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await insertTrial(t, userId, NOW + DAY_MS);
    await setSubscription(t, userId, stripePaid(NOW + 30 * DAY_MS));
    expect(await as.query(api.plans.status, {})).toMatchObject({
      plan: "trial",
      inTrial: true,
      isPremium: true,
      tier: "premium",
      subscriptionEnd: NOW + 30 * DAY_MS,
      hasStripeSubscription: true,
    });
  });

  test("a manual grant takes precedence over Stripe: its tier and its end date", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await setSubscription(t, userId, { ...stripePaid(NOW + 30 * DAY_MS, { cancelAtPeriodEnd: true }), ...manualGrant(NOW + 5 * DAY_MS, "enterprise") });
    expect(await as.query(api.plans.status, {})).toMatchObject({
      plan: "premium",
      tier: "enterprise",
      subscriptionEnd: NOW + 5 * DAY_MS,
      cancelAtPeriodEnd: false,
      hasStripeSubscription: true,
    });
  });

  test("an expired manual grant falls back to a live Stripe subscription", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await setSubscription(t, userId, { ...stripePaid(NOW + 30 * DAY_MS), ...manualGrant(NOW - DAY_MS, "enterprise") });
    expect(await as.query(api.plans.status, {})).toMatchObject({ plan: "premium", tier: "premium", subscriptionEnd: NOW + 30 * DAY_MS });
  });
});

describe("starting a trial", () => {
  test("starts a 3-day trial for a free user", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    expect(await as.mutation(api.plans.startTrial, {})).toEqual({ trialStarted: true, expiresAt: NOW + TRIAL_DURATION_MS });
  });

  test("does not start again while in trial, and reports the running trial's end", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await as.mutation(api.plans.startTrial, {});
    vi.setSystemTime(NOW + DAY_MS);
    expect(await as.mutation(api.plans.startTrial, {})).toEqual({ trialStarted: false, expiresAt: NOW + TRIAL_DURATION_MS });
    expect(await t.run((ctx) => ctx.db.query("trials").withIndex("by_userId", (q) => q.eq("userId", userId)).take(5))).toHaveLength(1);
  });

  test("is once per user ever: not again after the trial ended", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    await as.mutation(api.plans.startTrial, {});
    vi.setSystemTime(NOW + TRIAL_DURATION_MS + DAY_MS);
    expect(await as.mutation(api.plans.startTrial, {})).toEqual({ trialStarted: false });
    expect((await as.query(api.plans.status, {})).inTrial).toBe(false);
  });

  test("never starts for a paying premium user", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await setSubscription(t, userId, stripePaid(NOW + 30 * DAY_MS));
    expect(await as.mutation(api.plans.startTrial, {})).toEqual({ trialStarted: false });
    expect((await as.query(api.plans.status, {})).trialUsed).toBe(false);
  });

  test("never starts for a manually granted user", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await setSubscription(t, userId, manualGrant(NOW + DAY_MS));
    expect(await as.mutation(api.plans.startTrial, {})).toEqual({ trialStarted: false });
  });

  test("parallel starts create one trial", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    const results = await Promise.all(Array.from({ length: 5 }, () => as.mutation(api.plans.startTrial, {})));
    expect(results.filter((r) => r.trialStarted)).toHaveLength(1);
    expect(await t.run((ctx) => ctx.db.query("trials").withIndex("by_userId", (q) => q.eq("userId", userId)).take(5))).toHaveLength(1);
  });

  test("a signed-out visitor cannot start one", async () => {
    const t = newTest();
    await expect(t.mutation(api.plans.startTrial, {})).rejects.toSatisfy(code("NOT_AUTHENTICATED"));
  });
});
