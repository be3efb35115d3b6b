// The hidden admin tool: anyone holding ADMIN_KEY may list subscribers, create users and grant
// or remove manual premium. No user role is involved; the key is checked on every call.
import { v, type Infer } from "convex/values";
import { createAccount } from "@convex-dev/auth/server";
import { internal } from "./_generated/api";
import { adminAction, internalMutation, internalQuery, type ActionCtx } from "./lib/functions";
import type { DataModel, Id } from "./_generated/dataModel";
import { appError } from "./lib/errors";
import { fillTemplate } from "./lib/template";
import { adminStatus, isSubscribed, paidTierOf, subscriptionOf } from "./lib/plan";
import { vPaidTier } from "./lib/validators";
import { isValidEmail, normalizeEmail, unmetPasswordRules } from "./shared/limits";
import { PAID_TIERS, premiumEndOf, premiumLastDay, type PaidTier } from "./shared/plans";
import texts from "../locales/en/admin-server.json";

const MAX_LISTED = 500;

const vStatus = v.union(
  v.literal("free"),
  v.literal("premium_manual"),
  v.literal("expired_manual"),
  v.literal("premium"),
  v.literal("expired"),
);
const vSubscriber = v.object({
  id: v.id("users"),
  email: v.string(),
  manualOverride: v.boolean(),
  manualUntil: v.optional(v.number()),
  manualTier: v.optional(vPaidTier),
  subscribed: v.boolean(),
  subscriptionEnd: v.optional(v.number()),
  subscriptionTier: v.optional(vPaidTier),
  updatedAt: v.number(),
  status: vStatus,
  tier: vPaidTier,
});
const vMessage = v.object({ message: v.string() });

/** "YYYY-MM-DD" to the end of that day (UTC), so the grant covers the whole day. */
function endOfDay(date: string): number {
  const day = date.trim();
  const end = /^\d{4}-\d{2}-\d{2}$/.test(day) ? premiumEndOf(day) : NaN;
  if (Number.isNaN(end) || premiumLastDay(end) !== day) {
    throw appError("INVALID_INPUT", "premiumUntil must be a date as YYYY-MM-DD");
  }
  return end;
}

function paidTier(tier: string): PaidTier {
  if (!(PAID_TIERS as readonly string[]).includes(tier)) throw appError("INVALID_INPUT", "tier must be a paid tier");
  return tier as PaidTier;
}

function normalizedEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (!isValidEmail(normalized)) throw appError("INVALID_EMAIL", "Invalid email address");
  return normalized;
}

const vGrantArgs = { email: v.string(), premiumUntil: v.string(), tier: v.string() };

/** Reads the address, the last day and the tier of a manual grant (in that order). */
function grantRequest(args: { email: string; premiumUntil: string; tier: string }) {
  const email = normalizedEmail(args.email);
  const until = endOfDay(args.premiumUntil);
  return { email, until, tier: paidTier(args.tier), date: args.premiumUntil.trim() };
}

export const test = adminAction({
  args: {},
  returns: v.object({ ok: v.literal(true) }),
  handler: async () => ({ ok: true as const }),
});

export const listSubscribers = adminAction({
  args: {},
  returns: v.array(vSubscriber),
  handler: async (ctx): Promise<Infer<typeof vSubscriber>[]> => {
    return await ctx.runQuery(internal.admin.subscribers, {});
  },
});

export const createUser = adminAction({
  args: { ...vGrantArgs, password: v.string() },
  returns: vMessage,
  handler: async (ctx, args) => {
    const { email, until, tier, date } = grantRequest(args);
    if (unmetPasswordRules(args.password).length > 0) throw appError("WEAK_PASSWORD", "Password does not meet the rules");
    if ((await ctx.runQuery(internal.admin.userIdByEmail, { email })) !== null) {
      throw appError("USER_ALREADY_REGISTERED", "A user with this email already exists");
    }
    // The admin vouches for the address, so the account counts as verified from the start.
    const profile = { email, passwordSet: true, emailVerified: true };
    const { user } = await createAccount<DataModel>(ctx, {
      provider: "password",
      account: { id: email, secret: args.password },
      profile,
    });
    await ctx.runMutation(internal.admin.grant, { userId: user._id, until, tier, passwordSet: true });
    return { message: fillTemplate(texts.userCreated, { email, tier, date }) };
  },
});

export const setSubscription = adminAction({
  args: vGrantArgs,
  returns: vMessage,
  handler: async (ctx, args) => {
    const { email, until, tier, date } = grantRequest(args);
    const userId = await existingUser(ctx, email);
    await ctx.runMutation(internal.admin.grant, { userId, until, tier });
    return { message: fillTemplate(texts.subscriptionSet, { email, tier, date }) };
  },
});

/** Immediate and irreversible: ends the manual grant and cancels a running Stripe subscription. */
export const removeSubscription = adminAction({
  args: { email: v.string() },
  returns: vMessage,
  handler: async (ctx, args) => {
    const email = normalizedEmail(args.email);
    const userId = await existingUser(ctx, email);
    await ctx.runMutation(internal.admin.revoke, { userId });
    await ctx.runAction(internal.billing.cancelSubscription, { userId });
    return { message: fillTemplate(texts.subscriptionRemoved, { email }) };
  },
});

async function existingUser(ctx: ActionCtx, email: string): Promise<Id<"users">> {
  const userId: Id<"users"> | null = await ctx.runQuery(internal.admin.userIdByEmail, { email });
  if (userId === null) throw appError("NOT_FOUND", "No user with this email");
  return userId;
}

export const userIdByEmail = internalQuery({
  args: { email: v.string() },
  returns: v.union(v.id("users"), v.null()),
  handler: async (ctx, { email }) => {
    const user = await ctx.db
      .query("users")
      .withIndex("email", (q) => q.eq("email", email))
      .first();
    return user?._id ?? null;
  },
});

export const subscribers = internalQuery({
  args: {},
  returns: v.array(vSubscriber),
  handler: async (ctx) => {
    const now = Date.now();
    const rows = await ctx.db.query("subscriptions").order("desc").take(MAX_LISTED);
    const listed = [];
    for (const sub of rows) {
      const user = await ctx.db.get(sub.userId);
      if (!user?.email) continue;
      listed.push({
        id: user._id,
        email: user.email,
        manualOverride: sub.manualOverride === true,
        ...(sub.manualOverride && sub.manualUntil !== undefined ? { manualUntil: sub.manualUntil } : {}),
        ...(sub.manualTier !== undefined ? { manualTier: sub.manualTier } : {}),
        subscribed: isSubscribed(sub),
        ...(sub.currentPeriodEnd !== undefined ? { subscriptionEnd: sub.currentPeriodEnd } : {}),
        ...(sub.stripeTier !== undefined ? { subscriptionTier: sub.stripeTier } : {}),
        updatedAt: sub.updatedAt,
        status: adminStatus(sub, now),
        tier: paidTierOf(sub),
      });
    }
    return listed.sort((a, b) => b.updatedAt - a.updatedAt);
  },
});

/** Grants manual premium until `until`; a job at that time refreshes everyone's live view. */
export const grant = internalMutation({
  args: { userId: v.id("users"), until: v.number(), tier: vPaidTier, passwordSet: v.optional(v.boolean()) },
  returns: v.null(),
  handler: async (ctx, { userId, until, tier, passwordSet }) => {
    if (passwordSet) await ctx.db.patch(userId, { passwordSet: true });
    const fields = { manualOverride: true, manualUntil: until, manualTier: tier, updatedAt: Date.now() };
    const sub = await subscriptionOf(ctx, userId);
    if (sub) await ctx.db.patch(sub._id, fields);
    else await ctx.db.insert("subscriptions", { userId, ...fields });
    if (until > Date.now()) await ctx.scheduler.runAt(until, internal.admin.grantEnded, { userId });
    return null;
  },
});

export const revoke = internalMutation({
  args: { userId: v.id("users") },
  returns: v.null(),
  handler: async (ctx, { userId }) => {
    const sub = await subscriptionOf(ctx, userId);
    const now = Date.now();
    // The grant's end is kept, moved to now, so the person is told their Premium ended (not a trial).
    const manualUntil = sub?.manualUntil === undefined ? undefined : Math.min(sub.manualUntil, now);
    if (sub) await ctx.db.patch(sub._id, { manualOverride: false, manualUntil, manualTier: undefined, updatedAt: now });
    return null;
  },
});

/** Touches the row when a grant runs out, so live plan queries re-run and show it ended. */
export const grantEnded = internalMutation({
  args: { userId: v.id("users") },
  returns: v.null(),
  handler: async (ctx, { userId }) => {
    const sub = await subscriptionOf(ctx, userId);
    const now = Date.now();
    if (sub?.manualOverride && sub.manualUntil !== undefined && sub.manualUntil <= now) {
      await ctx.db.patch(sub._id, { updatedAt: now });
    }
    return null;
  },
});
