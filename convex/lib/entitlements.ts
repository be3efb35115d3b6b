// Who gets premium features: a running trial, a manual (admin) grant, or a live Stripe
// subscription. Shared by chat and plans so both always agree.
import type { QueryCtx } from "./functions";
import type { Doc, Id } from "../_generated/dataModel";

const LIVE_STRIPE_STATUSES = ["active", "trialing"];

export function trialIsRunning(trial: Doc<"trials"> | null, now: number): boolean {
  return trial !== null && !trial.ended && trial.endsAt > now;
}

export function subscriptionIsLive(sub: Doc<"subscriptions"> | null, now: number): boolean {
  if (sub === null) return false;
  if (sub.manualOverride && sub.manualUntil !== undefined && sub.manualUntil > now) return true;
  return (
    sub.stripeStatus !== undefined &&
    LIVE_STRIPE_STATUSES.includes(sub.stripeStatus) &&
    sub.currentPeriodEnd !== undefined &&
    sub.currentPeriodEnd > now
  );
}

/** True for a user in a running trial or with a live manual grant or paid subscription. */
export async function isPremiumUser(ctx: QueryCtx, userId: Id<"users">, now = Date.now()): Promise<boolean> {
  const trial = await ctx.db
    .query("trials")
    .withIndex("by_userId", (q) => q.eq("userId", userId))
    .first();
  if (trialIsRunning(trial, now)) return true;
  const sub = await ctx.db
    .query("subscriptions")
    .withIndex("by_userId", (q) => q.eq("userId", userId))
    .first();
  return subscriptionIsLive(sub, now);
}
