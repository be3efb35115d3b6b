// Housekeeping jobs: trials end on time, old counters and expired sign-in codes go away.
import { cronJobs } from "convex/server";
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation } from "./lib/functions";
import { dayInTimeZone } from "./lib/usage";
import { COUNTER_RETENTION_DAYS } from "./shared/plans";
import { DAY_MS } from "./shared/time";

const BATCH = 500;

/** Removes daily counters of days older than the retention period. */
export const removeOldCounters = internalMutation({
  args: {},
  returns: v.number(),
  handler: async (ctx) => {
    const cutoff = dayInTimeZone(Date.now() - COUNTER_RETENTION_DAYS * DAY_MS, "UTC");
    const old = await ctx.db
      .query("messageCounts")
      .withIndex("by_day", (q) => q.lt("day", cutoff))
      .take(BATCH);
    for (const row of old) await ctx.db.delete(row._id);
    if (old.length === BATCH) await ctx.scheduler.runAfter(0, internal.crons.removeOldCounters, {});
    return old.length;
  },
});

/** Removes one-time sign-in and reset codes whose time has passed. */
export const removeExpiredCodes = internalMutation({
  args: {},
  returns: v.number(),
  handler: async (ctx) => {
    const expired = await ctx.db
      .query("authVerificationCodes")
      .withIndex("by_expirationTime", (q) => q.lt("expirationTime", Date.now()))
      .take(BATCH);
    for (const row of expired) await ctx.db.delete(row._id);
    if (expired.length === BATCH) await ctx.scheduler.runAfter(0, internal.crons.removeExpiredCodes, {});
    return expired.length;
  },
});

const crons = cronJobs();
crons.interval("end expired trials", { minutes: 10 }, internal.trials.endExpired, {});
crons.daily("remove old message counters", { hourUTC: 3, minuteUTC: 41 }, internal.crons.removeOldCounters, {});
crons.interval("end replies whose worker died", { minutes: 5 }, internal.messages.failStaleReplies, {});
crons.hourly("remove expired verification codes", { minuteUTC: 17 }, internal.crons.removeExpiredCodes, {});

export default crons;
