// The product's Stripe client: the official SDK over fetch, so it runs in the default Convex
// runtime; STRIPE_API_HOST/PORT/PROTOCOL point it elsewhere when set.
import Stripe from "stripe";
import type { BillingInterval, PaidTier } from "../shared/plans";
import { PAID_TIERS } from "../shared/plans";
import { appError } from "./errors";
import { env } from "./env";

export function isPaymentsConfigured(): boolean {
  return Boolean(env.stripeSecretKey && env.stripePriceMonthly && env.stripePriceYearly);
}

/** A client, or PAYMENTS_NOT_CONFIGURED when the keys are missing. */
export function stripeClient(): Stripe {
  const key = env.stripeSecretKey;
  if (!key || !isPaymentsConfigured()) throw appError("PAYMENTS_NOT_CONFIGURED", "Payments are not configured");
  const { host, port, protocol } = env.stripeApi;
  return new Stripe(key, {
    httpClient: Stripe.createFetchHttpClient(),
    ...(host ? { host } : {}),
    ...(port ? { port } : {}),
    ...(protocol ? { protocol } : {}),
  });
}

export function priceFor(interval: BillingInterval): string {
  const price = interval === "yearly" ? env.stripePriceYearly : env.stripePriceMonthly;
  if (!price) throw appError("PAYMENTS_NOT_CONFIGURED", "Payments are not configured");
  return price;
}

/** Verifies the signature with SubtleCrypto (no Node crypto in the default runtime). */
export async function verifiedEvent(payload: string, signature: string, secret: string): Promise<Stripe.Event> {
  return Stripe.webhooks.constructEventAsync(payload, signature, secret, undefined, Stripe.createSubtleCryptoProvider());
}

/** The state the product keeps of a Stripe subscription. */
export type SubscriptionSnapshot = {
  stripeSubscriptionId: string;
  stripeCustomerId: string;
  stripeStatus: string;
  stripeTier: PaidTier;
  interval?: BillingInterval;
  currentPeriodEnd?: number;
  cancelAtPeriodEnd: boolean;
};

export function snapshotOf(sub: Stripe.Subscription): SubscriptionSnapshot {
  const item = sub.items.data[0];
  const priceId = item?.price.id;
  const interval: BillingInterval | undefined =
    priceId === env.stripePriceYearly || item?.price.recurring?.interval === "year"
      ? "yearly"
      : priceId === env.stripePriceMonthly || item?.price.recurring?.interval === "month"
        ? "monthly"
        : undefined;
  const tier = sub.metadata?.tier;
  return {
    stripeSubscriptionId: sub.id,
    stripeCustomerId: typeof sub.customer === "string" ? sub.customer : sub.customer.id,
    stripeStatus: sub.status,
    stripeTier: (PAID_TIERS as readonly string[]).includes(tier ?? "") ? (tier as PaidTier) : "premium",
    interval,
    currentPeriodEnd: item ? item.current_period_end * 1000 : undefined,
    cancelAtPeriodEnd: sub.cancel_at_period_end || Boolean(sub.cancel_at),
  };
}

/** Stripe's own refusals and outages, as the product's code the UI can show. */
export function providerError(error: unknown) {
  if (error instanceof Stripe.errors.StripeError) {
    console.error(`Stripe request failed: ${error.type}${error.code ? ` (${error.code})` : ""}`);
    return appError("PAYMENT_PROVIDER_ERROR", "The payment provider refused the request");
  }
  return error;
}
