// What a user's trial and subscription rows mean: the plan they see and the status the admin
// tool shows. Premium itself is decided by ./entitlements, so every screen agrees.
import type { QueryCtx } from "./functions";
import type { Doc, Id } from "../_generated/dataModel";
import type { PaidTier, Plan, Tier } from "../shared/plans";
import { subscriptionIsLive, trialIsRunning } from "./entitlements";

export type AdminStatus = "free" | "premium_manual" | "expired_manual" | "premium" | "expired";

/** Stripe statuses after which the subscription can no longer be managed or renewed. */
const ENDED_STRIPE_STATUSES = ["canceled", "incomplete_expired"];
/** Stripe statuses that never took a payment, so the user never subscribed. */
const UNPAID_STRIPE_STATUSES = ["incomplete", "incomplete_expired"];

export async function trialOf(ctx: QueryCtx, userId: Id<"users">) {
  return await ctx.db
    .query("trials")
    .withIndex("by_userId", (q) => q.eq("userId", userId))
    .first();
}

export async function subscriptionOf(ctx: QueryCtx, userId: Id<"users">) {
  return await ctx.db
    .query("subscriptions")
    .withIndex("by_userId", (q) => q.eq("userId", userId))
    .first();
}

/** A live Stripe subscription on its own, whatever a manual grant says. */
export function stripeIsLive(sub: Doc<"subscriptions"> | null, now: number): boolean {
  return sub !== null && subscriptionIsLive({ ...sub, manualOverride: false }, now);
}

/** A live manual (admin) grant on its own; it takes precedence over Stripe. */
export function manualIsLive(sub: Doc<"subscriptions"> | null, now: number): boolean {
  return sub !== null && subscriptionIsLive({ ...sub, stripeStatus: undefined }, now);
}

/** A Stripe subscription the customer portal can still manage. */
export function hasStripeSubscription(sub: Doc<"subscriptions"> | null): boolean {
  return Boolean(sub?.stripeSubscriptionId && sub.stripeStatus && !ENDED_STRIPE_STATUSES.includes(sub.stripeStatus));
}

/** Ever paid through Stripe (the admin list's "subscribed"). */
export function isSubscribed(sub: Doc<"subscriptions"> | null): boolean {
  return Boolean(sub?.stripeSubscriptionId && sub.stripeStatus && !UNPAID_STRIPE_STATUSES.includes(sub.stripeStatus));
}

/** The spec's admin statuses; the manual case takes precedence. */
export function adminStatus(sub: Doc<"subscriptions"> | null, now: number): AdminStatus {
  if (sub?.manualOverride) return manualIsLive(sub, now) ? "premium_manual" : "expired_manual";
  if (isSubscribed(sub)) return stripeIsLive(sub, now) ? "premium" : "expired";
  return "free";
}

/** Tier shown: the manual tier or the subscription tier, default premium. */
export function paidTierOf(sub: Doc<"subscriptions"> | null): PaidTier {
  return (sub?.manualOverride ? sub.manualTier : sub?.stripeTier) ?? "premium";
}

export type PlanState = {
  plan: Plan;
  tier: Tier;
  isPremium: boolean;
  inTrial: boolean;
  trialEndsAt?: number;
  trialUsed: boolean;
  subscriptionEnd?: number;
  cancelAtPeriodEnd: boolean;
  hasStripeSubscription: boolean;
};

/** The subscription view: trial shows over premium; a paid end date is kept after it passes. */
export function planState(trial: Doc<"trials"> | null, sub: Doc<"subscriptions"> | null, now: number): PlanState {
  const inTrial = trialIsRunning(trial, now);
  const paid = subscriptionIsLive(sub, now);
  const manual = manualIsLive(sub, now);
  const stripeLive = stripeIsLive(sub, now);
  const subscriptionEnd = manual ? sub?.manualUntil : stripeLive ? sub?.currentPeriodEnd : lastPaidEnd(sub);
  return {
    plan: inTrial ? "trial" : paid ? "premium" : "free",
    tier: paid ? (manual ? sub?.manualTier : sub?.stripeTier) ?? "premium" : "free",
    isPremium: inTrial || paid,
    inTrial,
    ...(trial ? { trialEndsAt: trial.endsAt } : {}),
    trialUsed: trial !== null,
    ...(subscriptionEnd !== undefined ? { subscriptionEnd } : {}),
    cancelAtPeriodEnd: stripeLive && !manual && sub?.cancelAtPeriodEnd === true,
    hasStripeSubscription: hasStripeSubscription(sub),
  };
}

/** When the last paid access ended (an expired grant or subscription), if there was one. */
function lastPaidEnd(sub: Doc<"subscriptions"> | null): number | undefined {
  const ends = [sub?.manualOverride ? sub.manualUntil : undefined, isSubscribed(sub) ? sub?.currentPeriodEnd : undefined];
  const known = ends.filter((end): end is number => end !== undefined);
  return known.length > 0 ? Math.max(...known) : undefined;
}
