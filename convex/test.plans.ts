/// <reference types="vite/client" />
// Shared by the plans, billing and admin tests: the fake Stripe per file, and small ways to
// give a user a subscription row. (Two dots in the name keep it out of the deployed functions.)
import { productStripeEnv, startFakeStripe, type FakeStripe } from "../tests/fakes/stripe";
import { fakeServiceForFile, type TestConvex } from "./test.setup";
import type { Doc, Id } from "./_generated/dataModel";
import { isAppError } from "./lib/errors";
import type { ErrorCode } from "./shared/errors";

/** Matches a ConvexError carrying `expected` as its code. */
export const code = (expected: ErrorCode) => (e: unknown) => isAppError(e, expected);

/** Starts the fake Stripe for this file and points the backend at it before each test. */
export function withFakeStripe(): { readonly fake: FakeStripe } {
  const fake = fakeServiceForFile(startFakeStripe, productStripeEnv);
  return {
    get fake() {
      return fake();
    },
  };
}

type SubscriptionFields = Partial<Omit<Doc<"subscriptions">, "_id" | "_creationTime" | "userId">>;

/** Writes the user's subscription row as billing or the admin tool would have left it. */
export async function setSubscription(t: TestConvex, userId: Id<"users">, fields: SubscriptionFields) {
  await t.run(async (ctx) => {
    const row = await ctx.db
      .query("subscriptions")
      .withIndex("by_userId", (q) => q.eq("userId", userId))
      .first();
    if (row) await ctx.db.patch(row._id, { ...fields, updatedAt: Date.now() });
    else await ctx.db.insert("subscriptions", { userId, updatedAt: Date.now(), ...fields });
  });
}

export async function subscriptionRow(t: TestConvex, userId: Id<"users">) {
  return await t.run((ctx) =>
    ctx.db
      .query("subscriptions")
      .withIndex("by_userId", (q) => q.eq("userId", userId))
      .first(),
  );
}

/** A paid Stripe subscription running until `end`. */
export const stripePaid = (end: number, extra: SubscriptionFields = {}): SubscriptionFields => ({
  stripeCustomerId: "cus_test_row",
  stripeSubscriptionId: "sub_test_row",
  stripeStatus: "active",
  stripeTier: "premium",
  interval: "monthly",
  currentPeriodEnd: end,
  cancelAtPeriodEnd: false,
  ...extra,
});

/** A manual (admin) grant until `until`. */
export const manualGrant = (until: number, tier: "premium" | "pro" | "enterprise" = "premium"): SubscriptionFields => ({
  manualOverride: true,
  manualUntil: until,
  manualTier: tier,
});
