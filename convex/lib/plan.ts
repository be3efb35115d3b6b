// The one home for what a user's trial and subscription rows mean: who gets premium, the plan
// and tier they see, and the status the admin tool shows. Chat, plans, billing and admin all
// ask here, so every screen agrees.
import type { QueryCtx } from "./functions";
import type { Doc, Id } from "../_generated/dataModel";
import type { PaidTier, Plan, Tier } from "../shared/plans";

export type AdminStatus = "free" | "premium_manual" | "expired_manual" | "premium" | "expired";

type StripeStatusMeaning = {
  /** Gives premium until the current period ends. */
  live: boolean;
  /** A payment was taken at some point, so the user did subscribe. */
  paid: boolean;
  /** The customer portal can still manage or renew it. */
  manageable: boolean;
};

/** Every Stripe subscription status and what it means here; an unknown one is treated as past_due. */
const STRIPE_STATUSES: Record<string, StripeStatusMeaning> = {
  active: { live: true, paid: true, manageable: true },
  trialing: { live: true, paid: true, manageable: true },
  past_due: { live: false, paid: true, manageable: true },
  unpaid: { live: false, paid: true, manageable: true },
  paused: { live: false, paid: true, manageable: true },
  canceled: { live: false, paid: true, manageable: false },
  incomplete: { live: false, paid: false, manageable: true },
  incomplete_expired: { live: false, paid: false, manageable: false },
};

function stripeMeaning(sub: Doc<"subscriptions"> | null): StripeStatusMeaning | null {
  if (!sub?.stripeStatus) return null;
  return STRIPE_STATUSES[sub.stripeStatus] ?? STRIPE_STATUSES.past_due;
}

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

export function trialIsRunning(trial: Doc<"trials"> | null, now: number): boolean {
  return trial !== null && !trial.ended && trial.endsAt > now;
}

/** A live Stripe subscription on its own, whatever a manual grant says. */
export function stripeIsLive(sub: Doc<"subscriptions"> | null, now: number): boolean {
  return stripeMeaning(sub)?.live === true && sub?.currentPeriodEnd !== undefined && sub.currentPeriodEnd > now;
}

/** A live manual (admin) grant on its own; it takes precedence over Stripe. */
export function manualIsLive(sub: Doc<"subscriptions"> | null, now: number): boolean {
  return sub?.manualOverride === true && sub.manualUntil !== undefined && sub.manualUntil > now;
}

/** True for a user in a running trial or with a live manual grant or paid subscription. */
export async function isPremiumUser(ctx: QueryCtx, userId: Id<"users">, now = Date.now()): Promise<boolean> {
  return planState(await trialOf(ctx, userId), await subscriptionOf(ctx, userId), now).isPremium;
}

/** A Stripe subscription the customer portal can still manage. */
export function hasStripeSubscription(sub: Doc<"subscriptions"> | null): boolean {
  return Boolean(sub?.stripeSubscriptionId && stripeMeaning(sub)?.manageable);
}

/** Ever paid through Stripe (the admin list's "subscribed"). */
export function isSubscribed(sub: Doc<"subscriptions"> | null): boolean {
  return Boolean(sub?.stripeSubscriptionId && stripeMeaning(sub)?.paid);
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
  const manual = manualIsLive(sub, now);
  const stripeLive = stripeIsLive(sub, now);
  const paid = manual || stripeLive;
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

/** When the last paid access ended (an expired or removed grant, or a subscription), if there was one. */
function lastPaidEnd(sub: Doc<"subscriptions"> | null): number | undefined {
  const ends = [sub?.manualUntil, isSubscribed(sub) ? sub?.currentPeriodEnd : undefined];
  const known = ends.filter((end): end is number => end !== undefined);
  return known.length > 0 ? Math.max(...known) : undefined;
}
