import type { FakeStripe } from "./server";

export { startFakeStripe, type FakeStripe, type FakeSubscription } from "./server";
export { stripeEvent, signedWebhookRequest, postSignedEvent, type StripeEventJson } from "./webhooks";

export const TEST_STRIPE = {
  secretKey: "sk_test_kaia",
  webhookSecret: "whsec_test_kaia",
  priceMonthly: "price_monthly",
  priceYearly: "price_yearly",
};

/** The product's environment for talking to `fake`, as the backend would read it. */
export function productStripeEnv(fake: FakeStripe): Record<string, string> {
  return {
    ...fake.env,
    STRIPE_SECRET_KEY: TEST_STRIPE.secretKey,
    STRIPE_WEBHOOK_SECRET: TEST_STRIPE.webhookSecret,
    STRIPE_PRICE_MONTHLY: TEST_STRIPE.priceMonthly,
    STRIPE_PRICE_YEARLY: TEST_STRIPE.priceYearly,
  };
}
