import { describe, expect, test, vi } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { newTest, signedInUser, type TestConvex } from "./test.setup";
import { DAY_MS } from "./shared/time";
import { code, setSubscription, stripePaid, subscriptionRow, withFakeStripe } from "./test.plans";
import { postSignedEvent, stripeEvent, TEST_STRIPE, type StripeEventJson } from "../tests/fakes/stripe";

const stripe = withFakeStripe();
const SITE = "http://127.0.0.1:5173";

const webhook = (t: TestConvex, event: StripeEventJson, secret = TEST_STRIPE.webhookSecret) =>
  postSignedEvent((url, init) => t.fetch(url, init), "/stripe/webhook", event, secret);

/** A user who went through checkout and paid; returns their Stripe ids and the events Stripe sends. */
async function paidThroughCheckout(t: TestConvex, plan = "monthly") {
  const user = await signedInUser(t);
  const { url } = await user.as.action(api.billing.createCheckout, { plan });
  const sessionId = url.split("/").at(-1)!;
  const paid = stripe.fake.completeCheckout(sessionId);
  return { ...user, ...paid };
}

const retrieves = (subscriptionId: string) =>
  stripe.fake.requests.filter((r) => r.method === "GET" && r.path === `/v1/subscriptions/${subscriptionId}`).length;

describe("checkout", () => {
  test("monthly: a Checkout session for the monthly price, returning to success=true or canceled=true", async () => {
    const t = newTest();
    const { userId, email, as } = await signedInUser(t);
    const { url } = await as.action(api.billing.createCheckout, { plan: "monthly" });
    expect(url).toMatch(new RegExp(`^${stripe.fake.baseUrl}/checkout/cs_`));
    const body = stripe.fake.lastRequest("POST", "/v1/checkout/sessions")!.body;
    expect(body).toMatchObject({
      mode: "subscription",
      line_items: [{ price: TEST_STRIPE.priceMonthly, quantity: "1" }],
      client_reference_id: userId,
      subscription_data: { metadata: { userId, tier: "premium" } },
      success_url: `${SITE}/settings?success=true`,
      cancel_url: `${SITE}/settings?canceled=true`,
    });
    const customer = stripe.fake.customers.get(String(body.customer));
    expect(customer).toMatchObject({ email, metadata: { userId } });
    expect((await subscriptionRow(t, userId))?.stripeCustomerId).toBe(customer?.id);
  });

  test("yearly: the yearly price", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    await as.action(api.billing.createCheckout, { plan: "yearly" });
    expect(stripe.fake.lastRequest("POST", "/v1/checkout/sessions")!.body.line_items).toEqual([
      { price: TEST_STRIPE.priceYearly, quantity: "1" },
    ]);
  });

  test.each(["Yearly", "annual", "", "premium"])("anything other than 'yearly' (%j) is monthly", async (plan) => {
    const t = newTest();
    const { as } = await signedInUser(t);
    await as.action(api.billing.createCheckout, { plan });
    expect(stripe.fake.lastRequest("POST", "/v1/checkout/sessions")!.body.line_items).toEqual([
      { price: TEST_STRIPE.priceMonthly, quantity: "1" },
    ]);
  });

  test("a second checkout reuses the user's Stripe customer", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    const before = stripe.fake.customers.size;
    await as.action(api.billing.createCheckout, { plan: "monthly" });
    await as.action(api.billing.createCheckout, { plan: "yearly" });
    expect(stripe.fake.customers.size).toBe(before + 1);
  });

  test("someone already paying is sent to the customer portal instead of a second subscription", async () => {
    const t = newTest();
    const { as, events } = await paidThroughCheckout(t);
    for (const event of events) await webhook(t, event);
    const { url } = await as.action(api.billing.createCheckout, { plan: "yearly" });
    expect(url).toMatch(new RegExp(`^${stripe.fake.baseUrl}/portal/bps_`));
  });

  test("a refusal from Stripe is PAYMENT_PROVIDER_ERROR", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    stripe.fake.failNext(1);
    await expect(as.action(api.billing.createCheckout, { plan: "monthly" })).rejects.toSatisfy(code("PAYMENT_PROVIDER_ERROR"));
  });

  test("a signed-out visitor cannot check out", async () => {
    const t = newTest();
    await expect(t.action(api.billing.createCheckout, { plan: "monthly" })).rejects.toSatisfy(code("NOT_AUTHENTICATED"));
  });

  test("the token of a session that has signed out opens neither checkout nor the portal", async () => {
    const t = newTest();
    const { as, events, sessionId } = await paidThroughCheckout(t);
    for (const event of events) await webhook(t, event);
    await t.run((ctx) => ctx.db.delete(sessionId));
    const calls = stripe.fake.requests.length;
    await expect(as.action(api.billing.createCheckout, { plan: "monthly" })).rejects.toSatisfy(code("NOT_AUTHENTICATED"));
    await expect(as.action(api.billing.createPortal, {})).rejects.toSatisfy(code("NOT_AUTHENTICATED"));
    expect(stripe.fake.requests).toHaveLength(calls);
  });

  test("the token of a deleted account cannot start a checkout that would write a subscription for it", async () => {
    const t = newTest();
    const { as, userId } = await signedInUser(t);
    await t.run((ctx) => ctx.db.delete(userId));
    await expect(as.action(api.billing.createCheckout, { plan: "monthly" })).rejects.toSatisfy(code("NOT_AUTHENTICATED"));
    expect(await t.run((ctx) => ctx.db.query("subscriptions").take(1))).toHaveLength(0);
  });
});

describe("customer portal", () => {
  test("opens the portal for a subscriber, returning to settings", async () => {
    const t = newTest();
    const { as, events } = await paidThroughCheckout(t);
    for (const event of events) await webhook(t, event);
    const { url } = await as.action(api.billing.createPortal, {});
    expect(url).toMatch(new RegExp(`^${stripe.fake.baseUrl}/portal/bps_`));
    expect(stripe.fake.lastRequest("POST", "/v1/billing_portal/sessions")!.body.return_url).toBe(`${SITE}/settings`);
  });

  test("someone who never subscribed gets NO_SUBSCRIPTION", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    await expect(as.action(api.billing.createPortal, {})).rejects.toSatisfy(code("NO_SUBSCRIPTION"));
  });
});

describe("payments not configured", () => {
  test.each(["STRIPE_SECRET_KEY", "STRIPE_PRICE_MONTHLY", "STRIPE_PRICE_YEARLY"])(
    "without %s, checkout and portal fail with PAYMENTS_NOT_CONFIGURED",
    async (name) => {
      vi.stubEnv(name, "");
      const t = newTest();
      const { as } = await signedInUser(t);
      await expect(as.action(api.billing.createCheckout, { plan: "monthly" })).rejects.toSatisfy(code("PAYMENTS_NOT_CONFIGURED"));
      await expect(as.action(api.billing.createPortal, {})).rejects.toSatisfy(code("PAYMENTS_NOT_CONFIGURED"));
    },
  );

  test("the webhook answers 503 and stores nothing", async () => {
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", "");
    const t = newTest();
    const response = await webhook(t, stripeEvent("customer.subscription.updated", stripe.fake.addSubscription({})));
    expect(response.status).toBe(503);
    expect(await t.run((ctx) => ctx.db.query("stripeEvents").take(1))).toHaveLength(0);
  });
});

describe("the webhook", () => {
  test("checkout completion makes the user premium until the period end", async () => {
    const t = newTest();
    const { as, subscription, events } = await paidThroughCheckout(t, "yearly");
    for (const event of events) expect((await webhook(t, event)).status).toBe(200);
    const end = subscription.items.data[0].current_period_end * 1000;
    expect(await as.query(api.plans.status, {})).toMatchObject({
      plan: "premium",
      tier: "premium",
      isPremium: true,
      subscriptionEnd: end,
      cancelAtPeriodEnd: false,
      hasStripeSubscription: true,
      dailyLimit: null,
    });
  });

  test("a bad signature is refused and changes nothing", async () => {
    const t = newTest();
    const { userId, as, events } = await paidThroughCheckout(t);
    for (const event of events) {
      expect((await webhook(t, event, "whsec_not_the_secret")).status).toBe(400);
    }
    expect((await as.query(api.plans.status, {})).plan).toBe("free");
    expect((await subscriptionRow(t, userId))?.stripeSubscriptionId).toBeUndefined();
    expect(await t.run((ctx) => ctx.db.query("stripeEvents").take(1))).toHaveLength(0);
  });

  test("a missing signature or an altered body is refused", async () => {
    const t = newTest();
    const event = stripeEvent("customer.subscription.updated", stripe.fake.addSubscription({}));
    const unsigned = await t.fetch("/stripe/webhook", { method: "POST", body: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
    const altered = await postSignedEvent(
      (url, init) => t.fetch(url, { ...init, body: String(init.body).replace('"active"', '"trialing"') }),
      "/stripe/webhook",
      event,
      TEST_STRIPE.webhookSecret,
    );
    expect(altered.status).toBe(400);
  });

  test("a repeated event changes nothing", async () => {
    const t = newTest();
    const { userId, subscription, events } = await paidThroughCheckout(t);
    for (const event of events) await webhook(t, event);
    const before = await subscriptionRow(t, userId);
    const readsBefore = retrieves(subscription.id);
    // Even if Stripe's state moved on, the same event id is not applied twice.
    stripe.fake.updateSubscription(subscription.id, { status: "canceled" });
    for (const event of events) expect((await webhook(t, event)).status).toBe(200);
    expect(await subscriptionRow(t, userId)).toEqual(before);
    expect(retrieves(subscription.id)).toBe(readsBefore);
    expect(await t.run((ctx) => ctx.db.query("stripeEvents").take(10))).toHaveLength(events.length);
  });

  test("out-of-order events end in the right state: created, updated and deleted arriving backwards", async () => {
    const t = newTest();
    const { as, subscription } = await paidThroughCheckout(t);
    const t0 = Math.floor(Date.now() / 1000);
    const created = stripeEvent("customer.subscription.created", subscription, { created: t0 });
    stripe.fake.updateSubscription(subscription.id, { cancelAtPeriodEnd: true });
    const updated = stripeEvent("customer.subscription.updated", subscription, { created: t0 + 60 });
    stripe.fake.updateSubscription(subscription.id, { status: "canceled" });
    const deleted = stripeEvent("customer.subscription.deleted", subscription, { created: t0 + 120 });
    for (const event of [deleted, updated, created]) expect((await webhook(t, event)).status).toBe(200);
    expect(await as.query(api.plans.status, {})).toMatchObject({ plan: "free", isPremium: false, hasStripeSubscription: false });
  });

  test("a late event about an old, ended subscription does not undo a newer live one", async () => {
    const t = newTest();
    const first = await paidThroughCheckout(t);
    for (const event of first.events) await webhook(t, event);
    stripe.fake.updateSubscription(first.subscription.id, { status: "canceled" });
    const oldDeleted = stripeEvent("customer.subscription.deleted", first.subscription);
    // Resubscribed: a second subscription for the same customer.
    const second = stripe.fake.addSubscription({ customer: first.subscription.customer, metadata: { userId: first.userId } });
    await webhook(t, stripeEvent("customer.subscription.created", second));
    await webhook(t, oldDeleted);
    expect(await first.as.query(api.plans.status, {})).toMatchObject({ plan: "premium", hasStripeSubscription: true });
    expect((await subscriptionRow(t, first.userId))?.stripeSubscriptionId).toBe(second.id);
  });

  test("cancel at period end from the portal shows, and the user stays premium until then", async () => {
    const t = newTest();
    const { as, subscription, events } = await paidThroughCheckout(t);
    for (const event of events) await webhook(t, event);
    stripe.fake.updateSubscription(subscription.id, { cancelAtPeriodEnd: true });
    await webhook(t, stripeEvent("customer.subscription.updated", subscription));
    expect(await as.query(api.plans.status, {})).toMatchObject({ plan: "premium", cancelAtPeriodEnd: true });
  });

  test("events the product does not use are acknowledged and recorded once", async () => {
    const t = newTest();
    const event = stripeEvent("invoice.paid", { id: "in_test_1", object: "invoice" });
    expect((await webhook(t, event)).status).toBe(200);
    expect((await webhook(t, event)).status).toBe(200);
    expect(await t.run((ctx) => ctx.db.query("stripeEvents").take(10))).toHaveLength(1);
  });

  test("an event for a customer the product does not know is acknowledged and ignored", async () => {
    const t = newTest();
    const stranger = stripe.fake.addSubscription({});
    expect((await webhook(t, stripeEvent("customer.subscription.created", stranger))).status).toBe(200);
    expect(await t.run((ctx) => ctx.db.query("subscriptions").take(1))).toHaveLength(0);
  });
});

describe("cancelling a subscription (account deletion, admin removal)", () => {
  async function cancel(t: TestConvex, userId: Id<"users">) {
    await t.action(internal.billing.cancelSubscription, { userId });
  }

  test("cancels a running Stripe subscription now and records it", async () => {
    const t = newTest();
    const { userId, as, subscription, events } = await paidThroughCheckout(t);
    for (const event of events) await webhook(t, event);
    await cancel(t, userId);
    expect(stripe.fake.subscriptions.get(subscription.id)?.status).toBe("canceled");
    expect((await subscriptionRow(t, userId))?.stripeStatus).toBe("canceled");
    expect((await as.query(api.plans.status, {})).isPremium).toBe(false);
  });

  test("a subscription already canceled at Stripe counts as done", async () => {
    const t = newTest();
    const { userId, subscription, events } = await paidThroughCheckout(t);
    for (const event of events) await webhook(t, event);
    stripe.fake.updateSubscription(subscription.id, { status: "canceled" });
    await cancel(t, userId);
    expect((await subscriptionRow(t, userId))?.stripeStatus).toBe("canceled");
  });

  test("nothing to cancel makes no Stripe call", async () => {
    const t = newTest();
    const { userId } = await signedInUser(t);
    await setSubscription(t, userId, stripePaid(Date.now() - DAY_MS, { stripeStatus: "canceled" }));
    const calls = stripe.fake.requests.length;
    await cancel(t, userId);
    expect(stripe.fake.requests.length).toBe(calls);
  });
});

describe("account deletion", () => {
  test("cancels the user's Stripe subscription, then removes the account", async () => {
    const t = newTest();
    const { userId, as, subscription, events } = await paidThroughCheckout(t);
    for (const event of events) await webhook(t, event);
    await as.action(api.account.deleteAccount, {});
    expect(stripe.fake.subscriptions.get(subscription.id)?.status).toBe("canceled");
    expect(await t.run((ctx) => ctx.db.get(userId))).toBeNull();
    expect(await subscriptionRow(t, userId)).toBeNull();
  });

  test("stops, keeping the account, when Stripe cannot cancel, so it can be tried again", async () => {
    const t = newTest();
    const { userId, as, subscription, events } = await paidThroughCheckout(t);
    for (const event of events) await webhook(t, event);
    stripe.fake.failNext(2);
    await expect(as.action(api.account.deleteAccount, {})).rejects.toSatisfy(code("PAYMENT_PROVIDER_ERROR"));
    expect(stripe.fake.subscriptions.get(subscription.id)?.status).toBe("active");
    expect(await t.run((ctx) => ctx.db.get(userId))).not.toBeNull();
  });
});
