// A local stand-in for the Stripe API calls the product makes: customers, checkout and
// billing-portal sessions, subscription retrieve and cancel. The product reaches it through
// the SDK's own host/port/protocol options (STRIPE_API_HOST/PORT/PROTOCOL). It also serves
// tiny checkout and portal pages so a browser can "pay" or cancel without the internet.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import { parseStripeForm, type FormObject } from "./form";
import { postSignedEvent, stripeEvent, type StripeEventJson } from "./webhooks";

type Json = Record<string, unknown>;
export type FakeSubscription = Json & {
  id: string;
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: { object: "list"; data: Array<Json & { current_period_end: number; price: Json & { id: string } }> };
};
export type RecordedRequest = { method: string; path: string; body: FormObject };

export type FakeStripeOptions = {
  /** Where the pages post events, as Stripe would (dev and browser tests). */
  webhook?: { url: string; secret: string };
};

const DAY_S = 24 * 60 * 60;
const nowS = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_test_${randomBytes(8).toString("hex")}`;

export async function startFakeStripe(options: FakeStripeOptions = {}) {
  const customers = new Map<string, Json & { id: string }>();
  const subscriptions = new Map<string, FakeSubscription>();
  const checkoutSessions = new Map<string, Json & { id: string; customer: string; success_url: string; cancel_url: string }>();
  const checkoutPrices = new Map<string, string>();
  const portalSessions = new Map<string, Json & { id: string; customer: string; return_url: string }>();
  const requests: RecordedRequest[] = [];
  let failuresLeft = 0;

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => send(res, 500, apiError("api_error", String(error))));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const baseUrl = `http://127.0.0.1:${port}`;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", baseUrl);
    const raw = await readBody(req);
    const path = url.pathname;
    if (path.startsWith("/v1/")) return handleApi(req, res, path, raw);
    return handlePage(req.method ?? "GET", res, path);
  }

  function handleApi(req: IncomingMessage, res: ServerResponse, path: string, raw: string) {
    const method = req.method ?? "GET";
    const body = parseStripeForm(raw);
    requests.push({ method, path, body });
    if (!/^Bearer sk_/.test(req.headers.authorization ?? "")) {
      return send(res, 401, apiError("invalid_request_error", "Invalid API Key provided"));
    }
    if (failuresLeft > 0) {
      failuresLeft--;
      return send(res, 400, apiError("invalid_request_error", "Injected failure"));
    }
    const [, , resource, id] = path.split("/");
    const key = `${method} ${resource}${id && resource !== "checkout" && resource !== "billing_portal" ? "/:id" : ""}`;
    switch (key) {
      case "POST customers":
        return send(res, 200, createCustomer(body));
      case "GET customers/:id":
        return found(res, customers.get(id), id);
      case "POST checkout":
        return createCheckout(res, body);
      case "POST billing_portal":
        return createPortal(res, body);
      case "GET subscriptions/:id":
        return found(res, subscriptions.get(id), id);
      case "DELETE subscriptions/:id":
        return cancelSubscription(res, id);
      default:
        return send(res, 404, apiError("invalid_request_error", `Unrecognized request URL (${method}: ${path})`));
    }
  }

  function createCustomer(body: FormObject) {
    const customer = { id: newId("cus"), object: "customer", created: nowS(), email: body.email ?? null, metadata: body.metadata ?? {} };
    customers.set(customer.id, customer);
    return customer;
  }

  function createCheckout(res: ServerResponse, body: FormObject) {
    const customer = typeof body.customer === "string" ? body.customer : undefined;
    const lineItems = Array.isArray(body.line_items) ? (body.line_items as FormObject[]) : [];
    const price = lineItems[0]?.price;
    if (!customer || !customers.has(customer)) return send(res, 400, apiError("invalid_request_error", "No such customer", "resource_missing"));
    if (typeof price !== "string" || body.mode !== "subscription") return send(res, 400, apiError("invalid_request_error", "Missing subscription price"));
    const id = newId("cs");
    const session = {
      id,
      object: "checkout.session",
      created: nowS(),
      mode: "subscription",
      status: "open",
      customer,
      client_reference_id: body.client_reference_id ?? null,
      metadata: body.metadata ?? {},
      subscription_data: body.subscription_data ?? {},
      subscription: null as string | null,
      success_url: String(body.success_url),
      cancel_url: String(body.cancel_url),
      url: `${baseUrl}/checkout/${id}`,
    };
    checkoutSessions.set(id, session);
    checkoutPrices.set(id, price);
    return send(res, 200, session);
  }

  function createPortal(res: ServerResponse, body: FormObject) {
    const customer = String(body.customer ?? "");
    if (!customers.has(customer)) return send(res, 400, apiError("invalid_request_error", "No such customer", "resource_missing"));
    const id = newId("bps");
    const session = { id, object: "billing_portal.session", created: nowS(), customer, return_url: String(body.return_url), url: `${baseUrl}/portal/${id}` };
    portalSessions.set(id, session);
    return send(res, 200, session);
  }

  function cancelSubscription(res: ServerResponse, id: string) {
    const sub = subscriptions.get(id);
    if (!sub) return found(res, undefined, id);
    if (sub.status === "canceled") return send(res, 400, apiError("invalid_request_error", "This subscription is already canceled"));
    Object.assign(sub, { status: "canceled", canceled_at: nowS(), ended_at: nowS() });
    return send(res, 200, sub);
  }

  /** Adds a subscription as Stripe would hold it; period end in unix seconds. */
  function addSubscription(input: {
    customer?: string;
    price?: string;
    status?: string;
    currentPeriodEnd?: number;
    cancelAtPeriodEnd?: boolean;
    metadata?: Record<string, string>;
  }): FakeSubscription {
    const customer = input.customer ?? createCustomer({}).id;
    const price = input.price ?? "price_monthly";
    const interval = /year/.test(price) ? "year" : "month";
    const end = input.currentPeriodEnd ?? nowS() + (interval === "year" ? 365 : 30) * DAY_S;
    const id = newId("sub");
    const sub: FakeSubscription = {
      id,
      object: "subscription",
      created: nowS(),
      customer,
      status: input.status ?? "active",
      cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
      canceled_at: null,
      ended_at: null,
      metadata: input.metadata ?? {},
      items: {
        object: "list",
        data: [
          {
            id: newId("si"),
            object: "subscription_item",
            current_period_start: nowS(),
            current_period_end: end,
            price: { id: price, object: "price", recurring: { interval } },
            quantity: 1,
          },
        ],
      },
    };
    subscriptions.set(id, sub);
    return sub;
  }

  function updateSubscription(id: string, patch: Partial<{ status: string; cancelAtPeriodEnd: boolean; currentPeriodEnd: number }>) {
    const sub = subscriptions.get(id);
    if (!sub) throw new Error(`No such subscription: ${id}`);
    if (patch.status !== undefined) sub.status = patch.status;
    if (patch.cancelAtPeriodEnd !== undefined) sub.cancel_at_period_end = patch.cancelAtPeriodEnd;
    if (patch.currentPeriodEnd !== undefined) sub.items.data[0].current_period_end = patch.currentPeriodEnd;
    return sub;
  }

  /** What paying on the checkout page does; returns the events Stripe would send. */
  function completeCheckout(sessionId: string) {
    const session = checkoutSessions.get(sessionId);
    if (!session) throw new Error(`No such checkout session: ${sessionId}`);
    const subscriptionData = (session.subscription_data ?? {}) as { metadata?: Record<string, string> };
    const subscription = addSubscription({
      customer: session.customer,
      price: checkoutPrices.get(sessionId),
      metadata: subscriptionData.metadata ?? {},
    });
    Object.assign(session, { status: "complete", subscription: subscription.id });
    const events: StripeEventJson[] = [
      stripeEvent("checkout.session.completed", session),
      stripeEvent("customer.subscription.created", subscription),
    ];
    return { session, subscription, events };
  }

  async function deliver(events: StripeEventJson[]) {
    if (!options.webhook) return;
    for (const event of events) await postSignedEvent(fetch, options.webhook.url, event, options.webhook.secret);
  }

  async function handlePage(method: string, res: ServerResponse, path: string) {
    const [, kind, id, act] = path.split("/");
    if (kind === "checkout" && checkoutSessions.has(id)) {
      const session = checkoutSessions.get(id)!;
      if (method === "POST" && act === "pay") {
        await deliver(completeCheckout(id).events);
        return redirect(res, session.success_url);
      }
      if (method === "POST" && act === "cancel") return redirect(res, session.cancel_url);
      return page(res, "Checkout", [`<form method="post" action="/checkout/${id}/pay"><button>Pay</button></form>`, `<form method="post" action="/checkout/${id}/cancel"><button>Cancel</button></form>`]);
    }
    if (kind === "portal" && portalSessions.has(id)) {
      const session = portalSessions.get(id)!;
      if (method === "POST" && act === "cancel") {
        const active = [...subscriptions.values()].filter((s) => s.customer === session.customer && s.status === "active");
        for (const sub of active) {
          updateSubscription(sub.id, { cancelAtPeriodEnd: true });
          await deliver([stripeEvent("customer.subscription.updated", sub)]);
        }
        return redirect(res, session.return_url);
      }
      return page(res, "Billing portal", [`<form method="post" action="/portal/${id}/cancel"><button>Cancel subscription</button></form>`, `<a href="${session.return_url}">Return</a>`]);
    }
    return send(res, 404, apiError("invalid_request_error", "Not found"));
  }

  return {
    baseUrl,
    port,
    /** Environment that points the product's Stripe client here. */
    env: { STRIPE_API_HOST: "127.0.0.1", STRIPE_API_PORT: String(port), STRIPE_API_PROTOCOL: "http" },
    customers,
    subscriptions,
    checkoutSessions,
    portalSessions,
    requests,
    /** The body of the last request to `path` with `method`. */
    lastRequest: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path).at(-1),
    /** The next `count` API calls fail with a 400, as a refused request would. */
    failNext: (count = 1) => {
      failuresLeft = count;
    },
    addSubscription,
    updateSubscription,
    completeCheckout,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

function apiError(type: string, message: string, code?: string) {
  return { error: { type, message, ...(code ? { code } : {}) } };
}

function found(res: ServerResponse, value: Json | undefined, id: string) {
  if (value) return send(res, 200, value);
  return send(res, 404, apiError("invalid_request_error", `No such object: '${id}'`, "resource_missing"));
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json", "request-id": `req_${randomBytes(6).toString("hex")}` });
  res.end(JSON.stringify(body));
}

function redirect(res: ServerResponse, location: string) {
  res.writeHead(303, { location });
  res.end();
}

function page(res: ServerResponse, title: string, parts: string[]) {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  res.end(`<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>${parts.join("")}</body></html>`);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}
