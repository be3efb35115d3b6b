// Trials end on time: a job scheduled at each trial's end, and a cron as a safety net.
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation } from "./lib/functions";

const EXPIRY_BATCH = 200;

/** Ends one trial at its end time (scheduled by plans.startTrial). */
export const end = internalMutation({
  args: { trialId: v.id("trials") },
  returns: v.null(),
  handler: async (ctx, { trialId }) => {
    const trial = await ctx.db.get(trialId);
    if (trial === null || trial.ended) return null;
    if (trial.endsAt > Date.now()) {
      await ctx.scheduler.runAt(trial.endsAt, internal.trials.end, { trialId });
      return null;
    }
    await ctx.db.patch(trialId, { ended: true });
    return null;
  },
});

/** Ends every trial whose time is up; runs from the cron, continuing in batches. */
export const endExpired = internalMutation({
  args: {},
  returns: v.number(),
  handler: async (ctx) => {
    const expired = await ctx.db
      .query("trials")
      .withIndex("by_ended_and_endsAt", (q) => q.eq("ended", false).lte("endsAt", Date.now()))
      .take(EXPIRY_BATCH);
    for (const trial of expired) await ctx.db.patch(trial._id, { ended: true });
    if (expired.length === EXPIRY_BATCH) await ctx.scheduler.runAfter(0, internal.trials.endExpired, {});
    return expired.length;
  },
});
