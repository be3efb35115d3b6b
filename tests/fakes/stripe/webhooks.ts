// Stripe-shaped events, signed with the SDK's own test-header helper and posted to the product.
import { randomBytes } from "node:crypto";
import Stripe from "stripe";

export type StripeEventJson = {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: unknown };
};

/** An event carrying a snapshot of `object`; `created` in unix seconds (default now). */
export function stripeEvent(type: string, object: unknown, options: { id?: string; created?: number } = {}): StripeEventJson {
  return {
    id: options.id ?? `evt_test_${randomBytes(8).toString("hex")}`,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: options.created ?? Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    // A snapshot: later changes to the fake's state must not alter an event already built.
    data: { object: structuredClone(object) },
  };
}

/** The body and headers Stripe would send for `event`, signed with `secret`. */
export function signedWebhookRequest(event: StripeEventJson, secret: string, timestamp?: number) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return { body: payload, headers: { "content-type": "application/json", "stripe-signature": signature } };
}

type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Posts a correctly signed event; `fetchFn` is global fetch or convex-test's `t.fetch`. */
export async function postSignedEvent(fetchFn: FetchLike, url: string, event: StripeEventJson, secret: string) {
  const { body, headers } = signedWebhookRequest(event, secret);
  return fetchFn(url, { method: "POST", body, headers });
}
