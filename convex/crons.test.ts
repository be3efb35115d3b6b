import { describe, expect, test } from "vitest";
import { internal } from "./_generated/api";
import { freezeDateAt, newTest, signedInUser } from "./test.setup";
import { COUNTER_RETENTION_DAYS } from "./shared/plans";
import crons from "./crons";

const NOW = Date.UTC(2026, 2, 10, 12, 0, 0);

freezeDateAt(NOW);

describe("message counter cleanup", () => {
  test(`removes counters older than ${COUNTER_RETENTION_DAYS} days and keeps the rest`, async () => {
    const t = newTest();
    const { userId } = await signedInUser(t);
    const days = ["2026-02-01", "2026-03-02", "2026-03-03", "2026-03-09", "2026-03-10", "2026-03-11"];
    await t.run(async (ctx) => {
      for (const day of days) await ctx.db.insert("messageCounts", { userId, topicId: "stress", day, count: 1 });
    });
    expect(await t.mutation(internal.crons.removeOldCounters, {})).toBe(2);
    const left = await t.run((ctx) => ctx.db.query("messageCounts").take(10));
    expect(left.map((row) => row.day).sort()).toEqual(["2026-03-03", "2026-03-09", "2026-03-10", "2026-03-11"]);
  });
});

describe("verification code cleanup", () => {
  test("removes expired one-time codes and keeps valid ones", async () => {
    const t = newTest();
    const { userId } = await signedInUser(t);
    await t.run(async (ctx) => {
      const accountId = await ctx.db.insert("authAccounts", { userId, provider: "resend", providerAccountId: "a@example.com" });
      await ctx.db.insert("authVerificationCodes", { accountId, provider: "resend", code: "expired", expirationTime: NOW - 1 });
      await ctx.db.insert("authVerificationCodes", { accountId, provider: "resend", code: "valid", expirationTime: NOW + 60_000 });
    });
    expect(await t.mutation(internal.crons.removeExpiredCodes, {})).toBe(1);
    const left = await t.run((ctx) => ctx.db.query("authVerificationCodes").take(10));
    expect(left.map((row) => row.code)).toEqual(["valid"]);
  });
});

test("the jobs are scheduled: trial expiry, counter cleanup, code cleanup, replies whose worker died", () => {
  const jobs = Object.values(crons.crons).map((job) => job.name);
  expect(jobs.sort()).toEqual([
    "crons:removeExpiredCodes",
    "crons:removeOldCounters",
    "messages:failStaleReplies",
    "trials:endExpired",
  ]);
});
