// The product's copy of each user's Stripe subscription, written only from verified events
// and from the product's own Stripe calls.
import { v } from "convex/values";
import { internalMutation, internalQuery, type MutationCtx, type QueryCtx } from "./lib/functions";
import type { Doc, Id } from "./_generated/dataModel";
import { vBillingInterval, vPaidTier } from "./lib/validators";
import { hasStripeSubscription, stripeIsLive, subscriptionOf } from "./lib/plan";

export const vSnapshot = v.object({
  stripeSubscriptionId: v.string(),
  stripeCustomerId: v.string(),
  stripeStatus: v.string(),
  stripeTier: vPaidTier,
  interval: v.optional(vBillingInterval),
  currentPeriodEnd: v.optional(v.number()),
  cancelAtPeriodEnd: v.boolean(),
});

/** What the billing actions need to know about a user. */
export const billingState = internalQuery({
  args: { userId: v.id("users") },
  returns: v.object({
    email: v.union(v.string(), v.null()),
    stripeCustomerId: v.union(v.string(), v.null()),
    stripeSubscriptionId: v.union(v.string(), v.null()),
    hasStripeSubscription: v.boolean(),
    stripeLive: v.boolean(),
  }),
  handler: async (ctx, { userId }) => {
    const user = await ctx.db.get(userId);
    const sub = await subscriptionOf(ctx, userId);
    return {
      email: user?.email ?? null,
      stripeCustomerId: sub?.stripeCustomerId ?? null,
      stripeSubscriptionId: sub?.stripeSubscriptionId ?? null,
      hasStripeSubscription: hasStripeSubscription(sub),
      stripeLive: stripeIsLive(sub, Date.now()),
    };
  },
});

/** Links a Stripe customer to the user; an existing link wins, so parallel checkouts agree. */
export const saveCustomer = internalMutation({
  args: { userId: v.id("users"), stripeCustomerId: v.string() },
  returns: v.string(),
  handler: async (ctx, { userId, stripeCustomerId }) => {
    const sub = await subscriptionOf(ctx, userId);
    if (sub?.stripeCustomerId) return sub.stripeCustomerId;
    if (sub) await ctx.db.patch(sub._id, { stripeCustomerId, updatedAt: Date.now() });
    else await ctx.db.insert("subscriptions", { userId, stripeCustomerId, updatedAt: Date.now() });
    return stripeCustomerId;
  },
});

export const eventSeen = internalQuery({
  args: { eventId: v.string() },
  returns: v.boolean(),
  handler: async (ctx, { eventId }) => (await findEvent(ctx, eventId)) !== null,
});

/** Marks an event handled, once; returns false when it already was. */
async function recordOnce(ctx: MutationCtx, eventId: string, type: string) {
  if ((await findEvent(ctx, eventId)) !== null) return false;
  await ctx.db.insert("stripeEvents", { eventId, type, processedAt: Date.now() });
  return true;
}

export const recordEvent = internalMutation({
  args: { eventId: v.string(), type: v.string() },
  returns: v.null(),
  handler: async (ctx, { eventId, type }) => {
    await recordOnce(ctx, eventId, type);
    return null;
  },
});

/**
 * Applies the subscription's current state for one event, once per event id. State is
 * never rolled back by an event older than the last one applied, and an ended subscription
 * never replaces a newer live one.
 */
export const applyStripeSubscription = internalMutation({
  args: {
    eventId: v.string(),
    type: v.string(),
    eventCreated: v.number(),
    userIdHint: v.optional(v.string()),
    snapshot: vSnapshot,
  },
  returns: v.null(),
  handler: async (ctx, { eventId, type, eventCreated, userIdHint, snapshot }) => {
    if (!(await recordOnce(ctx, eventId, type))) return null;
    const target = await targetRow(ctx, snapshot, userIdHint);
    if (target === null) {
      console.warn(`Stripe event ${type} for an unknown customer was ignored`);
      return null;
    }
    const row = target.row;
    if (row?.stripeEventCreated !== undefined && eventCreated < row.stripeEventCreated) return null;
    const otherSubscription = row?.stripeSubscriptionId !== undefined && row.stripeSubscriptionId !== snapshot.stripeSubscriptionId;
    if (otherSubscription && hasStripeSubscription(row) && !hasStripeSubscription({ ...row, ...snapshot })) return null;
    const fields = { ...snapshot, stripeEventCreated: Math.max(eventCreated, row?.stripeEventCreated ?? 0), updatedAt: Date.now() };
    if (row) await ctx.db.patch(row._id, fields);
    else await ctx.db.insert("subscriptions", { userId: target.userId, ...fields });
    return null;
  },
});

/** Stores the state Stripe returned to one of the product's own calls (e.g. a cancellation). */
export const storeSnapshot = internalMutation({
  args: { userId: v.id("users"), snapshot: vSnapshot },
  returns: v.null(),
  handler: async (ctx, { userId, snapshot }) => {
    const sub = await subscriptionOf(ctx, userId);
    if (sub && sub.stripeSubscriptionId === snapshot.stripeSubscriptionId) {
      await ctx.db.patch(sub._id, { ...snapshot, updatedAt: Date.now() });
    }
    return null;
  },
});

async function findEvent(ctx: QueryCtx, eventId: string) {
  return await ctx.db
    .query("stripeEvents")
    .withIndex("by_eventId", (q) => q.eq("eventId", eventId))
    .unique();
}

/** The row an event belongs to: by subscription, then customer, then the user named at checkout. */
async function targetRow(
  ctx: MutationCtx,
  snapshot: { stripeSubscriptionId: string; stripeCustomerId: string },
  userIdHint: string | undefined,
): Promise<{ userId: Id<"users">; row: Doc<"subscriptions"> | null } | null> {
  const bySubscription = await ctx.db
    .query("subscriptions")
    .withIndex("by_stripeSubscriptionId", (q) => q.eq("stripeSubscriptionId", snapshot.stripeSubscriptionId))
    .first();
  const row =
    bySubscription ??
    (await ctx.db
      .query("subscriptions")
      .withIndex("by_stripeCustomerId", (q) => q.eq("stripeCustomerId", snapshot.stripeCustomerId))
      .first());
  if (row) return { userId: row.userId, row };
  const userId = userIdHint ? ctx.db.normalizeId("users", userIdHint) : null;
  if (userId === null || (await ctx.db.get(userId)) === null) return null;
  return { userId, row: await subscriptionOf(ctx, userId) };
}
