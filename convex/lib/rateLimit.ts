// Fixed-window rate limits per key (e.g. "signIn:<email>"), checked and counted in one mutation.
// A limit on failures only takes a use before the attempt and gives it back when it succeeds,
// so parallel attempts cannot slip past the count.
import { v } from "convex/values";
import { internalMutation, type MutationCtx } from "./functions";
import { appError } from "./errors";
import { normalizeEmail } from "../shared/limits";
import { HOUR_MS } from "../shared/time";

export type RateLimitRule = { max: number; windowMs: number };

export const RATE_LIMITS = {
  signIn: { max: 10, windowMs: 15 * 60 * 1000 },
  email: { max: 5, windowMs: HOUR_MS },
  contact: { max: 3, windowMs: HOUR_MS },
  /** Wrong admin keys from anyone, together: guessing the key is hopeless. */
  adminKey: { max: 10, windowMs: 60 * 1000 },
} satisfies Record<string, RateLimitRule>;
export type RateLimitName = keyof typeof RATE_LIMITS;

/** The row key of one limit for one subject (an email address, case-insensitive). */
export function rateLimitKey(name: RateLimitName, subject: string): string {
  return `${name}:${normalizeEmail(subject)}`;
}

/** Counts one use of `name` for `subject`; throws TOO_MANY_REQUESTS past the limit. */
export async function consumeRateLimit(ctx: MutationCtx, name: RateLimitName, subject: string, now = Date.now()) {
  const rule = RATE_LIMITS[name];
  const key = rateLimitKey(name, subject);
  const row = await ctx.db
    .query("rateLimits")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
  if (row === null || now - row.windowStart >= rule.windowMs) {
    if (row) await ctx.db.patch(row._id, { windowStart: now, count: 1 });
    else await ctx.db.insert("rateLimits", { key, windowStart: now, count: 1 });
    return;
  }
  if (row.count >= rule.max) {
    const retryAfterMs = row.windowStart + rule.windowMs - now;
    throw appError("TOO_MANY_REQUESTS", "Too many attempts, try again later", { retryAfterMs });
  }
  await ctx.db.patch(row._id, { count: row.count + 1 });
}

/** Gives back one use of `name` for `subject` (the attempt succeeded). */
export async function refundRateLimit(ctx: MutationCtx, name: RateLimitName, subject: string) {
  const key = rateLimitKey(name, subject);
  const row = await ctx.db
    .query("rateLimits")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
  if (row !== null && row.count > 0) await ctx.db.patch(row._id, { count: row.count - 1 });
}

const vLimit = { name: v.union(...Object.keys(RATE_LIMITS).map((name) => v.literal(name as RateLimitName))), subject: v.string() };

/** For actions: counts one use, or throws TOO_MANY_REQUESTS with `retryAfterMs`. */
export const take = internalMutation({
  args: vLimit,
  returns: v.null(),
  handler: async (ctx, { name, subject }) => {
    await consumeRateLimit(ctx, name, subject);
    return null;
  },
});

/** For actions: gives back a use whose attempt succeeded. */
export const giveBack = internalMutation({
  args: vLimit,
  returns: v.null(),
  handler: async (ctx, { name, subject }) => {
    await refundRateLimit(ctx, name, subject);
    return null;
  },
});
