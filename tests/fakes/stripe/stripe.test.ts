import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { startFakeStripe, TEST_STRIPE, type FakeStripe } from ".";

/** A receiver that verifies signatures the way the product does. */
const received: Stripe.Event[] = [];
let receiver: Server;
let fake: FakeStripe;
let stripe: Stripe;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", async () => {
      try {
        const signature = String(req.headers["stripe-signature"]);
        received.push(await Stripe.webhooks.constructEventAsync(body, signature, TEST_STRIPE.webhookSecret, undefined, Stripe.createSubtleCryptoProvider()));
        res.writeHead(200).end();
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/stripe/webhook`;
  fake = await startFakeStripe({ webhook: { url: webhookUrl, secret: TEST_STRIPE.webhookSecret } });
  stripe = new Stripe(TEST_STRIPE.secretKey, {
    host: "127.0.0.1",
    port: fake.port,
    protocol: "http",
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 0,
  });
});
afterAll(async () => {
  await fake.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

describe("the fake Stripe", () => {
  test("speaks the SDK's customer, checkout, portal and subscription calls", async () => {
    const customer = await stripe.customers.create({ email: "a@example.com", metadata: { userId: "u1" } });
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      line_items: [{ price: TEST_STRIPE.priceYearly, quantity: 1 }],
      success_url: "http://127.0.0.1:5173/settings?success=true",
      cancel_url: "http://127.0.0.1:5173/settings?canceled=true",
    });
    expect(session.url).toBe(`${fake.baseUrl}/checkout/${session.id}`);
    const { subscription } = fake.completeCheckout(session.id);
    const retrieved = await stripe.subscriptions.retrieve(subscription.id);
    expect(retrieved.items.data[0].price.recurring?.interval).toBe("year");
    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: "http://127.0.0.1:5173/settings" });
    expect(portal.url).toMatch(/\/portal\/bps_/);
    expect((await stripe.subscriptions.cancel(subscription.id)).status).toBe("canceled");
  });

  test("answers unknown objects and a wrong key as Stripe does", async () => {
    await expect(stripe.subscriptions.retrieve("sub_missing")).rejects.toMatchObject({ code: "resource_missing", statusCode: 404 });
    const anonymous = new Stripe("pk_not_a_secret_key", { host: "127.0.0.1", port: fake.port, protocol: "http", maxNetworkRetries: 0 });
    await expect(anonymous.customers.create({})).rejects.toMatchObject({ statusCode: 401 });
  });

  test("paying on the checkout page sends signed events and returns to the success URL", async () => {
    const customer = await stripe.customers.create({});
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      line_items: [{ price: TEST_STRIPE.priceMonthly, quantity: 1 }],
      success_url: "http://127.0.0.1:5173/settings?success=true",
      cancel_url: "http://127.0.0.1:5173/settings?canceled=true",
    });
    const response = await fetch(`${session.url}/pay`, { method: "POST", redirect: "manual" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("http://127.0.0.1:5173/settings?success=true");
    expect(received.map((e) => e.type)).toEqual(["checkout.session.completed", "customer.subscription.created"]);
  });
});
