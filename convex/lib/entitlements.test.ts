import { expect, test } from "vitest";
import { newTest, signedInUser } from "../test.setup";
import { grantSubscription, grantTrial } from "../test.chat";
import { DAY_MS } from "../shared/time";
import { isPremiumUser } from "./entitlements";

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
