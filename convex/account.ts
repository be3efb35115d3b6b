// Account deletion: after a paid subscription is cancelled, every row and file of the user
// goes, across all tables, in bounded batches. Sessions go first, so every device is signed
// out at once; the user document goes last.
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { authedAction, internalMutation, internalQuery, type ActionCtx, type MutationCtx } from "./lib/functions";
import type { Id, TableNames } from "./_generated/dataModel";
import { hasStripeSubscription, subscriptionOf } from "./lib/plan";
import { RATE_LIMITS, rateLimitKey, type RateLimitName } from "./lib/rateLimit";
import { endSessions } from "./lib/sessions";
import { removeStoredFile } from "./lib/storage";
import { memoryRowsOf } from "./memory";
import { clearReplyStream } from "./replyStream";

const BATCH = 200;

export const deleteAccount = authedAction({
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    const { userId, email } = ctx.user;
    await cancelPaidSubscription(ctx, userId);
    await ctx.runMutation(internal.account.erase, { userId, email });
    return null;
  },
});

/**
 * Where deletion stops billing: a running Stripe subscription is cancelled at Stripe while its
 * row still says which one it is. A failure stops the deletion, so it can be tried again
 * rather than leaving someone charged for an account that is gone.
 */
export async function cancelPaidSubscription(ctx: ActionCtx, userId: Id<"users">) {
  if (await ctx.runQuery(internal.account.hasPaidSubscription, { userId })) {
    await ctx.runAction(internal.billing.cancelSubscription, { userId });
  }
}

export const hasPaidSubscription = internalQuery({
  args: { userId: v.id("users") },
  returns: v.boolean(),
  handler: async (ctx, { userId }) => hasStripeSubscription(await subscriptionOf(ctx, userId)),
});

type Target = { userId: Id<"users">; email: string | null };
/** Deletes at most `limit` documents and returns how many; fewer than `limit` means it is done. */
type Step = (ctx: MutationCtx, target: Target, limit: number) => Promise<number>;

async function removeAll(ctx: MutationCtx, docs: Array<{ _id: Id<TableNames> }>): Promise<number> {
  for (const doc of docs) await ctx.db.delete(doc._id);
  return docs.length;
}

const sessions: Step = (ctx, { userId }, limit) => endSessions(ctx, userId, limit);

/** Sign-in methods, with their pending codes and failed-attempt counters. */
const accounts: Step = async (ctx, { userId }, limit) => {
  let used = 0;
  const rows = await ctx.db
    .query("authAccounts")
    .withIndex("userIdAndProvider", (q) => q.eq("userId", userId))
    .take(limit);
  for (const account of rows) {
    const codes = await ctx.db
      .query("authVerificationCodes")
      .withIndex("accountId", (q) => q.eq("accountId", account._id))
      .take(limit - used);
    used += await removeAll(ctx, codes);
    if (used >= limit) return used;
    const attempts = await ctx.db
      .query("authRateLimits")
      .withIndex("identifier", (q) => q.eq("identifier", account._id))
      .take(limit - used);
    used += await removeAll(ctx, attempts);
    if (used >= limit) return used;
    await ctx.db.delete(account._id);
    if (++used >= limit) return used;
  }
  return used;
};

const conversations: Step = async (ctx, { userId }, limit) => {
  let used = 0;
  while (used < limit) {
    const conversation = await ctx.db
      .query("conversations")
      .withIndex("by_userId_and_lastActivity", (q) => q.eq("userId", userId))
      .first();
    if (conversation === null) break;
    const messages = await ctx.db
      .query("messages")
      .withIndex("by_conversationId", (q) => q.eq("conversationId", conversation._id))
      .take(limit - used);
    // A reply still streaming has its pieces in their own table.
    for (const message of messages) if (message.status === "pending" || message.status === "streaming") await clearReplyStream(ctx, message._id);
    used += await removeAll(ctx, messages);
    if (used >= limit) break;
    await ctx.db.delete(conversation._id);
    used++;
  }
  return used;
};

const perUserRows: Step = async (ctx, { userId }, limit) => {
  const queries = [
    () => ctx.db.query("messageCounts").withIndex("by_userId_and_day_and_topicId", (q) => q.eq("userId", userId)),
    () => ctx.db.query("trials").withIndex("by_userId", (q) => q.eq("userId", userId)),
    () => ctx.db.query("subscriptions").withIndex("by_userId", (q) => q.eq("userId", userId)),
    () => ctx.db.query("safetyPlans").withIndex("by_userId", (q) => q.eq("userId", userId)),
    () => ctx.db.query("preferences").withIndex("by_userId", (q) => q.eq("userId", userId)),
    ...memoryRowsOf(ctx, userId),
  ];
  let used = 0;
  for (const rows of queries) {
    used += await removeAll(ctx, await rows().take(limit - used));
    if (used >= limit) return used;
  }
  return used;
};

/** Avatar uploads that never became the avatar, with their files. */
const avatarUploads: Step = async (ctx, { userId }, limit) => {
  const uploads = await ctx.db
    .query("avatarUploads")
    .withIndex("by_userId", (q) => q.eq("userId", userId))
    .take(limit);
  for (const upload of uploads) await removeStoredFile(ctx, upload.storageId);
  return await removeAll(ctx, uploads);
};

/** Rows keyed by the address rather than the user: rate limits and contact-form messages. */
const byAddress: Step = async (ctx, { email }, limit) => {
  if (email === null) return 0;
  const addresses = [...new Set([email, email.toLowerCase()])];
  let used = 0;
  for (const name of Object.keys(RATE_LIMITS) as RateLimitName[]) {
    const key = rateLimitKey(name, email);
    const row = await ctx.db
      .query("rateLimits")
      .withIndex("by_key", (q) => q.eq("key", key))
      .unique();
    if (row !== null) used += await removeAll(ctx, [row]);
  }
  for (const address of addresses) {
    if (used >= limit) return used;
    const attempts = await ctx.db
      .query("authRateLimits")
      .withIndex("identifier", (q) => q.eq("identifier", address))
      .take(limit - used);
    used += await removeAll(ctx, attempts);
    if (used >= limit) return used;
    const messages = await ctx.db
      .query("contactMessages")
      .withIndex("by_email", (q) => q.eq("email", address))
      .take(limit - used);
    used += await removeAll(ctx, messages);
  }
  return used;
};

/** In order; every table of schema.ts that can hold a user's data is covered (account.test.ts checks). */
const STEPS: Step[] = [sessions, accounts, conversations, perUserRows, avatarUploads, byAddress];

export const erase = internalMutation({
  args: { userId: v.id("users"), email: v.union(v.string(), v.null()) },
  returns: v.null(),
  handler: async (ctx, target) => {
    let budget = BATCH;
    for (const step of STEPS) {
      budget -= await step(ctx, target, budget);
      if (budget <= 0) {
        await ctx.scheduler.runAfter(0, internal.account.erase, target);
        return null;
      }
    }
    const user = await ctx.db.get(target.userId);
    if (user !== null) {
      await removeStoredFile(ctx, user.avatarStorageId);
      await ctx.db.delete(user._id);
    }
    return null;
  },
});
