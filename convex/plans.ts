// What the signed-in user may use: plan, trial, paid access and today's per-topic counters.
import { v } from "convex/values";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { authedMutation, authedQuery, type QueryCtx } from "./lib/functions";
import { vPlan, vTier } from "./lib/validators";
import { planState, subscriptionOf, trialOf } from "./lib/plan";
import { dayInTimeZone, userTimeZone } from "./lib/usage";
import { ownConversation } from "./lib/access";
import { TOPIC_IDS, type TopicId } from "./shared/topics";
import { FREE_DAILY_MESSAGE_LIMIT, TRIAL_DURATION_MS } from "./shared/plans";

const vTopicNumbers = v.record(v.string(), v.number());

export const status = authedQuery({
  /** The open conversation, if any: one that had a crisis today shows no upsell. */
  args: { conversationId: v.optional(v.id("conversations")) },
  returns: v.object({
    plan: vPlan,
    tier: vTier,
    isPremium: v.boolean(),
    inTrial: v.boolean(),
    trialEndsAt: v.optional(v.number()),
    trialUsed: v.boolean(),
    subscriptionEnd: v.optional(v.number()),
    cancelAtPeriodEnd: v.boolean(),
    hasStripeSubscription: v.boolean(),
    dailyLimit: v.union(v.number(), v.null()),
    counts: vTopicNumbers,
    messagesLeft: v.union(vTopicNumbers, v.null()),
    /**
     * The open conversation had a message screened as a crisis today: no trial banner, upgrade
     * button or limit block belongs beside it, and the server holds no message there to a limit.
     */
    crisisSupport: v.boolean(),
  }),
  handler: async (ctx, { conversationId }) => {
    const now = Date.now();
    const userId = ctx.user._id;
    const state = planState(await trialOf(ctx, userId), await subscriptionOf(ctx, userId), now);
    const day = dayInTimeZone(now, await userTimeZone(ctx, userId));
    const counts = await countsOn(ctx, userId, day);
    const messagesLeft = state.isPremium
      ? null
      : Object.fromEntries(TOPIC_IDS.map((t) => [t, Math.max(0, FREE_DAILY_MESSAGE_LIMIT - counts[t])]));
    const conversation = conversationId ? await ownConversation(ctx, userId, conversationId) : null;
    const crisisSupport = conversation?.crisisDay === day;
    return { ...state, dailyLimit: state.isPremium ? null : FREE_DAILY_MESSAGE_LIMIT, counts, messagesLeft, crisisSupport };
  },
});

/** Every topic's count on the user's own calendar day (zero when unused). */
async function countsOn(ctx: QueryCtx, userId: Id<"users">, day: string) {
  const rows = await ctx.db
    .query("messageCounts")
    .withIndex("by_userId_and_day_and_topicId", (q) => q.eq("userId", userId).eq("day", day))
    .take(TOPIC_IDS.length);
  const counts = Object.fromEntries(TOPIC_IDS.map((t) => [t, 0])) as Record<TopicId, number>;
  for (const row of rows) counts[row.topicId] = row.count;
  return counts;
}

/** Starts the 3-day trial: once per user ever, never while premium or already in trial. */
export const startTrial = authedMutation({
  args: {},
  returns: v.object({ trialStarted: v.boolean(), expiresAt: v.optional(v.number()) }),
  handler: async (ctx) => {
    const now = Date.now();
    const userId = ctx.user._id;
    const trial = await trialOf(ctx, userId);
    const state = planState(trial, await subscriptionOf(ctx, userId), now);
    if (trial !== null || state.isPremium) {
      return { trialStarted: false, ...(state.inTrial ? { expiresAt: state.trialEndsAt } : {}) };
    }
    const endsAt = now + TRIAL_DURATION_MS;
    const trialId = await ctx.db.insert("trials", { userId, startedAt: now, endsAt, ended: false });
    await ctx.scheduler.runAt(endsAt, internal.trials.end, { trialId });
    return { trialStarted: true, expiresAt: endsAt };
  },
});
