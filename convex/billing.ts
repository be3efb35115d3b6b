// Stripe: checkout and customer portal for the signed-in user, cancellation for account
// deletion and the admin tool, and the webhook that keeps subscription state.
import { v } from "convex/values";
import type Stripe from "stripe";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { authedAction, httpAction, internalAction, type ActionCtx } from "./lib/functions";
import { appError } from "./lib/errors";
import { env } from "./lib/env";
import { priceFor, providerError, snapshotOf, stripeClient, verifiedEvent } from "./lib/stripe";
import { billingIntervalFrom } from "./shared/plans";

const vUrl = v.object({ url: v.string() });
type Url = { url: string };

/** Opens Stripe Checkout for the monthly or yearly price (anything but "yearly" is monthly). */
export const createCheckout = authedAction({
  args: { plan: v.string() },
  returns: vUrl,
  handler: async (ctx, { plan }): Promise<Url> => {
    const stripe = stripeClient();
    const interval = billingIntervalFrom(plan);
    const state = await ctx.runQuery(internal.subscriptions.billingState, { userId: ctx.user.userId });
    // Someone already paying manages that subscription instead of starting a second one.
    if (state.hasStripeSubscription && state.stripeCustomerId) return await portalUrl(stripe, state.stripeCustomerId);
    try {
      const customer = state.stripeCustomerId ?? (await createCustomer(ctx, stripe, ctx.user.userId, state.email));
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        customer,
        client_reference_id: ctx.user.userId,
        line_items: [{ price: priceFor(interval), quantity: 1 }],
        subscription_data: { metadata: { userId: ctx.user.userId, tier: "premium" } },
        metadata: { userId: ctx.user.userId, interval },
        success_url: `${env.siteUrl}/settings?success=true`,
        cancel_url: `${env.siteUrl}/settings?canceled=true`,
      });
      if (!session.url) throw appError("PAYMENT_PROVIDER_ERROR", "Checkout returned no URL");
      return { url: session.url };
    } catch (error) {
      throw providerError(error);
    }
  },
});

/** Opens the Stripe customer portal for someone who has subscribed. */
export const createPortal = authedAction({
  args: {},
  returns: vUrl,
  handler: async (ctx): Promise<Url> => {
    const stripe = stripeClient();
    const state = await ctx.runQuery(internal.subscriptions.billingState, { userId: ctx.user.userId });
    if (!state.stripeCustomerId || !state.stripeSubscriptionId) throw appError("NO_SUBSCRIPTION", "No subscription to manage");
    return await portalUrl(stripe, state.stripeCustomerId);
  },
});

async function portalUrl(stripe: Stripe, customer: string): Promise<Url> {
  try {
    const session = await stripe.billingPortal.sessions.create({ customer, return_url: `${env.siteUrl}/settings` });
    return { url: session.url };
  } catch (error) {
    throw providerError(error);
  }
}

async function createCustomer(ctx: ActionCtx, stripe: Stripe, userId: Id<"users">, email: string | null) {
  const customer = await stripe.customers.create({ ...(email ? { email } : {}), metadata: { userId } });
  return await ctx.runMutation(internal.subscriptions.saveCustomer, { userId, stripeCustomerId: customer.id });
}

/**
 * Cancels the user's Stripe subscription now, if one is still running (account deletion,
 * admin removal). Nothing to cancel is not an error.
 */
export const cancelSubscription = internalAction({
  args: { userId: v.id("users") },
  returns: v.null(),
  handler: async (ctx, { userId }) => {
    const state = await ctx.runQuery(internal.subscriptions.billingState, { userId });
    if (!state.hasStripeSubscription || !state.stripeSubscriptionId) return null;
    const canceled = await cancelAtStripe(stripeClient(), state.stripeSubscriptionId);
    await ctx.runMutation(internal.subscriptions.storeSnapshot, { userId, snapshot: snapshotOf(canceled) });
    return null;
  },
});

async function cancelAtStripe(stripe: Stripe, id: string): Promise<Stripe.Subscription> {
  try {
    return await stripe.subscriptions.cancel(id);
  } catch (error) {
    // Already canceled at Stripe (e.g. from the portal) counts as done.
    const current = await stripe.subscriptions.retrieve(id).catch(() => null);
    if (current?.status === "canceled") return current;
    throw providerError(error);
  }
}

/** POST /stripe/webhook: verified, idempotent per event id, order-safe. */
export const stripeWebhook = httpAction(async (ctx, request) => {
  const secret = env.stripeWebhookSecret;
  if (!secret || !env.stripeSecretKey) return new Response("Payments are not configured", { status: 503 });
  const signature = request.headers.get("stripe-signature");
  const payload = await request.text();
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error("missing signature");
    event = await verifiedEvent(payload, signature, secret);
  } catch {
    return new Response("Invalid signature", { status: 400 });
  }
  if (await ctx.runQuery(internal.subscriptions.eventSeen, { eventId: event.id })) return new Response(null, { status: 200 });
  const target = subscriptionTarget(event);
  if (target === null) {
    await ctx.runMutation(internal.subscriptions.recordEvent, { eventId: event.id, type: event.type });
    return new Response(null, { status: 200 });
  }
  let subscription: Stripe.Subscription;
  try {
    // The event may be stale or out of order; Stripe's current state is what counts.
    subscription = await stripeClient().subscriptions.retrieve(target.subscriptionId);
  } catch (error) {
    if (isMissing(error)) {
      await ctx.runMutation(internal.subscriptions.recordEvent, { eventId: event.id, type: event.type });
      return new Response(null, { status: 200 });
    }
    console.error(`Stripe webhook ${event.type}: could not read the subscription`);
    // A failed answer makes Stripe deliver the event again later.
    return new Response("Subscription unavailable", { status: 500 });
  }
  await ctx.runMutation(internal.subscriptions.applyStripeSubscription, {
    eventId: event.id,
    type: event.type,
    eventCreated: event.created * 1000,
    snapshot: snapshotOf(subscription),
    ...(target.userIdHint ? { userIdHint: target.userIdHint } : {}),
  });
  return new Response(null, { status: 200 });
});

/** The subscription an event is about, and the user the checkout named, if any. */
function subscriptionTarget(event: Stripe.Event): { subscriptionId: string; userIdHint?: string } | null {
  if (event.type === "checkout.session.completed") {
    const session = event.data.object;
    if (session.mode !== "subscription" || !session.subscription) return null;
    const subscriptionId = typeof session.subscription === "string" ? session.subscription : session.subscription.id;
    return { subscriptionId, userIdHint: session.client_reference_id ?? session.metadata?.userId };
  }
  if (event.type.startsWith("customer.subscription.")) {
    const sub = event.data.object as Stripe.Subscription;
    return { subscriptionId: sub.id, userIdHint: sub.metadata?.userId };
  }
  return null;
}

function isMissing(error: unknown) {
  return error instanceof Error && "code" in error && error.code === "resource_missing";
}
