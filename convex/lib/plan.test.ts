import { expect, test } from "vitest";
import { newTest, signedInUser } from "../test.setup";
import { grantSubscription, grantTrial } from "../test.chat";
import { DAY_MS } from "../shared/time";
import type { Doc } from "../_generated/dataModel";
import { hasStripeSubscription, isPremiumUser, isSubscribed, stripeIsLive } from "./plan";

async function premium(setup: (t: ReturnType<typeof newTest>, userId: Parameters<typeof grantTrial>[1]) => Promise<void>) {
  const t = newTest();
  const { userId } = await signedInUser(t);
  await setup(t, userId);
  return await t.run((ctx) => isPremiumUser(ctx, userId));
}

test("a user with nothing is free", async () => {
  expect(await premium(async () => {})).toBe(false);
});

test("a running trial counts as premium; an ended or expired one does not", async () => {
  expect(await premium((t, id) => grantTrial(t, id))).toBe(true);
  expect(await premium((t, id) => grantTrial(t, id, Date.now() + DAY_MS, true))).toBe(false);
  expect(await premium((t, id) => grantTrial(t, id, Date.now() - 1))).toBe(false);
});

test("a manual grant counts until its end date", async () => {
  expect(await premium((t, id) => grantSubscription(t, id, { manualUntil: Date.now() + DAY_MS }))).toBe(true);
  expect(await premium((t, id) => grantSubscription(t, id, { manualUntil: Date.now() - 1 }))).toBe(false);
});

test("a Stripe subscription counts while active or trialing within its period", async () => {
  const end = Date.now() + DAY_MS;
  expect(await premium((t, id) => grantSubscription(t, id, { stripeStatus: "active", currentPeriodEnd: end }))).toBe(true);
  expect(await premium((t, id) => grantSubscription(t, id, { stripeStatus: "trialing", currentPeriodEnd: end }))).toBe(true);
  expect(await premium((t, id) => grantSubscription(t, id, { stripeStatus: "past_due", currentPeriodEnd: end }))).toBe(false);
  expect(await premium((t, id) => grantSubscription(t, id, { stripeStatus: "active", currentPeriodEnd: Date.now() - 1 }))).toBe(
    false,
  );
});

test("each Stripe status has one meaning: live gives premium, paid counts as subscribed, ended cannot be managed", async () => {
  const end = Date.now() + DAY_MS;
  const sub = (stripeStatus: string) =>
    ({ stripeStatus, stripeSubscriptionId: "sub_1", currentPeriodEnd: end }) as Doc<"subscriptions">;
  const meaning = (status: string) => ({
    live: stripeIsLive(sub(status), Date.now()),
    subscribed: isSubscribed(sub(status)),
    manageable: hasStripeSubscription(sub(status)),
  });
  expect(meaning("active")).toEqual({ live: true, subscribed: true, manageable: true });
  expect(meaning("past_due")).toEqual({ live: false, subscribed: true, manageable: true });
  expect(meaning("canceled")).toEqual({ live: false, subscribed: true, manageable: false });
  expect(meaning("incomplete")).toEqual({ live: false, subscribed: false, manageable: true });
  expect(meaning("incomplete_expired")).toEqual({ live: false, subscribed: false, manageable: false });
  expect(meaning("a_status_stripe_adds_later")).toEqual(meaning("past_due"));
});
