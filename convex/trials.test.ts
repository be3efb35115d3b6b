import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { newTest, signedInUser, type TestConvex } from "./test.setup";
import { DAY_MS } from "./shared/time";
import { TRIAL_DURATION_MS } from "./shared/plans";

const NOW = Date.UTC(2026, 2, 10, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

async function trialOf(t: TestConvex, userId: Id<"users">) {
  return await t.run((ctx) =>
    ctx.db
      .query("trials")
      .withIndex("by_userId", (q) => q.eq("userId", userId))
      .first(),
  );
}

describe("the trial-expiry job", () => {
  test("ends the trial exactly at its end time, not before", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await as.mutation(api.plans.startTrial, {});

    vi.advanceTimersByTime(TRIAL_DURATION_MS - 60_000);
    await t.finishInProgressScheduledFunctions();
    expect((await trialOf(t, userId))?.ended).toBe(false);
    expect((await as.query(api.plans.status, {})).inTrial).toBe(true);

    vi.advanceTimersByTime(60_000);
    await t.finishInProgressScheduledFunctions();
    expect((await trialOf(t, userId))?.ended).toBe(true);
    expect(await as.query(api.plans.status, {})).toMatchObject({ plan: "free", inTrial: false, trialUsed: true, isPremium: false });
  });

  test("run early, it waits for the end time instead of ending the trial", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await as.mutation(api.plans.startTrial, {});
    const trial = await trialOf(t, userId);
    await t.mutation(internal.trials.end, { trialId: trial!._id });
    expect((await trialOf(t, userId))?.ended).toBe(false);

    vi.advanceTimersByTime(TRIAL_DURATION_MS);
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect((await trialOf(t, userId))?.ended).toBe(true);
  });
});

describe("the trial-expiry cron (safety net)", () => {
  test("ends every trial whose time is up and leaves running ones alone", async () => {
    const t = newTest();
    const late = await signedInUser(t);
    const running = await signedInUser(t);
    await t.run(async (ctx) => {
      await ctx.db.insert("trials", { userId: late.userId, startedAt: NOW - 4 * DAY_MS, endsAt: NOW - DAY_MS, ended: false });
      await ctx.db.insert("trials", { userId: running.userId, startedAt: NOW - DAY_MS, endsAt: NOW + 2 * DAY_MS, ended: false });
    });
    expect(await t.mutation(internal.trials.endExpired, {})).toBe(1);
    expect((await trialOf(t, late.userId))?.ended).toBe(true);
    expect((await trialOf(t, running.userId))?.ended).toBe(false);
  });
});
