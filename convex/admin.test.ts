import { beforeEach, describe, expect, test, vi } from "vitest";
import { exportPKCS8, generateKeyPair } from "jose";
import { api } from "./_generated/api";
import { freezeDateAt, newTest, signedInUser, type TestConvex } from "./test.setup";
import { DAY_MS } from "./shared/time";
import { RATE_LIMITS } from "./lib/rateLimit";
import { code, manualGrant, setSubscription, stripePaid, subscriptionRow, withFakeStripe } from "./test.plans";

const stripe = withFakeStripe();
const KEY = "admin-key-for-tests-0123456789";
const NOW = Date.UTC(2026, 2, 10, 12, 0, 0);

freezeDateAt(NOW);
beforeEach(() => {
  vi.stubEnv("ADMIN_KEY", KEY);
});

const STRONG_PASSWORD = "Sunrise2026";

/** Signs in through Convex Auth's own password flow, as the SPA does. */
async function signsIn(t: TestConvex, email: string, password: string): Promise<boolean> {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  vi.stubEnv("JWT_PRIVATE_KEY", await exportPKCS8(privateKey));
  vi.stubEnv("CONVEX_SITE_URL", "http://127.0.0.1:3211");
  try {
    const result = await t.action(api.auth.signIn, { provider: "password", params: { email, password, flow: "signIn" } });
    return Boolean(result.tokens?.token);
  } catch {
    return false;
  }
}

async function listed(t: TestConvex) {
  return await t.action(api.admin.listSubscribers, { adminKey: KEY });
}

describe("the admin key", () => {
  test(`after ${RATE_LIMITS.adminKey.max} wrong keys in a minute every key waits, so guessing it is hopeless`, async () => {
    const t = newTest();
    for (let i = 0; i < RATE_LIMITS.adminKey.max; i++) {
      await expect(t.action(api.admin.test, { adminKey: `guess-${i}` })).rejects.toSatisfy(code("UNAUTHORIZED"));
    }
    await expect(t.action(api.admin.test, { adminKey: "guess-next" })).rejects.toSatisfy(code("TOO_MANY_REQUESTS"));
    await expect(t.action(api.admin.test, { adminKey: KEY })).rejects.toSatisfy(code("TOO_MANY_REQUESTS"));
    vi.setSystemTime(NOW + RATE_LIMITS.adminKey.windowMs);
    expect(await t.action(api.admin.test, { adminKey: KEY })).toEqual({ ok: true });
  });

  test("right keys are not counted against the limit", async () => {
    const t = newTest();
    for (let i = 0; i < RATE_LIMITS.adminKey.max + 2; i++) {
      expect(await t.action(api.admin.test, { adminKey: KEY })).toEqual({ ok: true });
    }
  });

  test("the right key is accepted", async () => {
    const t = newTest();
    expect(await t.action(api.admin.test, { adminKey: KEY })).toEqual({ ok: true });
  });

  test.each([
    ["a wrong key", "admin-key-for-tests-0123456780"],
    ["an empty key", ""],
    ["a prefix of the key", KEY.slice(0, 10)],
  ])("%s is refused with UNAUTHORIZED by every action", async (_label, adminKey) => {
    const t = newTest();
    const { email } = await signedInUser(t);
    // Started one at a time, so no refusal goes unhandled while another is awaited.
    const calls = [
      () => t.action(api.admin.test, { adminKey }),
      () => t.action(api.admin.listSubscribers, { adminKey }),
      () => t.action(api.admin.createUser, { adminKey, email: "new@example.com", password: STRONG_PASSWORD, premiumUntil: "2026-12-31", tier: "premium" }),
      () => t.action(api.admin.setSubscription, { adminKey, email, premiumUntil: "2026-12-31", tier: "premium" }),
      () => t.action(api.admin.removeSubscription, { adminKey, email }),
    ];
    for (const call of calls) await expect(call()).rejects.toSatisfy(code("UNAUTHORIZED"));
    expect(await t.run((ctx) => ctx.db.query("subscriptions").take(1))).toHaveLength(0);
  });

  test("without ADMIN_KEY configured the tool is disabled, whatever key is sent", async () => {
    vi.stubEnv("ADMIN_KEY", "");
    const t = newTest();
    await expect(t.action(api.admin.test, { adminKey: KEY })).rejects.toSatisfy(code("ADMIN_DISABLED"));
    await expect(t.action(api.admin.test, { adminKey: "" })).rejects.toSatisfy(code("ADMIN_DISABLED"));
    await expect(t.action(api.admin.listSubscribers, { adminKey: KEY })).rejects.toSatisfy(code("ADMIN_DISABLED"));
  });
});

describe("subscriber statuses", () => {
  test("derives the spec's five statuses, manual first, with the shown tier", async () => {
    const t = newTest();
    const users = {
      free: await signedInUser(t, { email: "free@example.com" }),
      premiumManual: await signedInUser(t, { email: "manual@example.com" }),
      expiredManual: await signedInUser(t, { email: "manual-expired@example.com" }),
      premium: await signedInUser(t, { email: "paid@example.com" }),
      expired: await signedInUser(t, { email: "paid-expired@example.com" }),
      manualOverStripe: await signedInUser(t, { email: "both@example.com" }),
    };
    await setSubscription(t, users.free.userId, { stripeCustomerId: "cus_never_paid" });
    await setSubscription(t, users.premiumManual.userId, manualGrant(NOW + DAY_MS, "pro"));
    await setSubscription(t, users.expiredManual.userId, manualGrant(NOW - DAY_MS, "enterprise"));
    await setSubscription(t, users.premium.userId, stripePaid(NOW + 30 * DAY_MS, { stripeSubscriptionId: "sub_a", stripeCustomerId: "cus_a" }));
    await setSubscription(t, users.expired.userId, stripePaid(NOW - DAY_MS, { stripeSubscriptionId: "sub_b", stripeCustomerId: "cus_b", stripeStatus: "canceled" }));
    await setSubscription(t, users.manualOverStripe.userId, {
      ...stripePaid(NOW + 30 * DAY_MS, { stripeSubscriptionId: "sub_c", stripeCustomerId: "cus_c" }),
      ...manualGrant(NOW - DAY_MS),
    });

    const byEmail = Object.fromEntries((await listed(t)).map((s) => [s.email, s]));
    expect(byEmail["free@example.com"]).toMatchObject({ status: "free", subscribed: false, manualOverride: false, tier: "premium" });
    expect(byEmail["manual@example.com"]).toMatchObject({ status: "premium_manual", manualUntil: NOW + DAY_MS, manualTier: "pro", tier: "pro" });
    expect(byEmail["manual-expired@example.com"]).toMatchObject({ status: "expired_manual", tier: "enterprise" });
    expect(byEmail["paid@example.com"]).toMatchObject({
      status: "premium",
      subscribed: true,
      subscriptionEnd: NOW + 30 * DAY_MS,
      subscriptionTier: "premium",
      tier: "premium",
    });
    expect(byEmail["paid-expired@example.com"]).toMatchObject({ status: "expired", subscribed: true, subscriptionEnd: NOW - DAY_MS });
    expect(byEmail["both@example.com"]).toMatchObject({ status: "expired_manual", subscribed: true });
    expect(byEmail["free@example.com"].id).toBe(users.free.userId);
  });
});

describe("creating a user", () => {
  test("creates a real password account with the password set and premium until the end of that day", async () => {
    const t = newTest();
    const { message } = await t.action(api.admin.createUser, {
      adminKey: KEY,
      email: " New.Person@Example.com ",
      password: STRONG_PASSWORD,
      premiumUntil: "2026-12-31",
      tier: "premium",
    });
    expect(message).toContain("new.person@example.com");
    const { user, account } = await t.run(async (ctx) => {
      const user = await ctx.db.query("users").withIndex("email", (q) => q.eq("email", "new.person@example.com")).unique();
      const account = await ctx.db
        .query("authAccounts")
        .withIndex("providerAndAccountId", (q) => q.eq("provider", "password").eq("providerAccountId", "new.person@example.com"))
        .unique();
      return { user, account };
    });
    expect(user?.passwordSet).toBe(true);
    expect(account?.userId).toBe(user?._id);
    expect(await signsIn(t, "new.person@example.com", STRONG_PASSWORD)).toBe(true);
    expect(await signsIn(t, "new.person@example.com", "Wrong-password-1")).toBe(false);
    expect(await subscriptionRow(t, user!._id)).toMatchObject({ manualOverride: true, manualUntil: Date.UTC(2027, 0, 1), manualTier: "premium" });
    const entry = (await listed(t)).find((s) => s.email === "new.person@example.com");
    expect(entry?.status).toBe("premium_manual");
  });

  test("refuses an email that already has an account", async () => {
    const t = newTest();
    const { email } = await signedInUser(t);
    await expect(
      t.action(api.admin.createUser, { adminKey: KEY, email, password: STRONG_PASSWORD, premiumUntil: "2026-12-31", tier: "premium" }),
    ).rejects.toSatisfy(code("USER_ALREADY_REGISTERED"));
  });

  test.each([
    ["a weak password", { password: "short" }, "WEAK_PASSWORD"],
    ["an impossible date", { premiumUntil: "2026-02-30" }, "INVALID_INPUT"],
    ["a date in another format", { premiumUntil: "31/12/2026" }, "INVALID_INPUT"],
    ["an unknown tier", { tier: "gold" }, "INVALID_INPUT"],
    ["an invalid email", { email: "not-an-email" }, "INVALID_EMAIL"],
  ] as const)("refuses %s", async (_label, change, expected) => {
    const t = newTest();
    const args = { adminKey: KEY, email: "x@example.com", password: STRONG_PASSWORD, premiumUntil: "2026-12-31", tier: "premium", ...change };
    await expect(t.action(api.admin.createUser, args)).rejects.toSatisfy(code(expected));
    expect(await t.run((ctx) => ctx.db.query("authAccounts").take(1))).toHaveLength(0);
  });
});

describe("granting and removing", () => {
  test("set_subscription grants manual premium with the tier, which the user's plan shows", async () => {
    const t = newTest();
    const { email, as } = await signedInUser(t);
    const { message } = await t.action(api.admin.setSubscription, { adminKey: KEY, email, premiumUntil: "2026-04-01", tier: "enterprise" });
    expect(message).toContain(email);
    expect(await as.query(api.plans.status, {})).toMatchObject({
      plan: "premium",
      tier: "enterprise",
      subscriptionEnd: Date.UTC(2026, 3, 2),
    });
  });

  test("set_subscription for an unknown email is NOT_FOUND", async () => {
    const t = newTest();
    await expect(
      t.action(api.admin.setSubscription, { adminKey: KEY, email: "nobody@example.com", premiumUntil: "2026-04-01", tier: "premium" }),
    ).rejects.toSatisfy(code("NOT_FOUND"));
  });

  test("a grant runs out on its date and the user is free again", async () => {
    const t = newTest();
    const { email, as } = await signedInUser(t);
    await t.action(api.admin.setSubscription, { adminKey: KEY, email, premiumUntil: "2026-03-11", tier: "premium" });
    vi.setSystemTime(Date.UTC(2026, 2, 12, 0, 0, 1));
    expect((await as.query(api.plans.status, {})).plan).toBe("free");
    expect((await listed(t)).find((s) => s.email === email)?.status).toBe("expired_manual");
  });

  test("remove_subscription ends a manual grant immediately", async () => {
    const t = newTest();
    const { userId, email, as } = await signedInUser(t);
    await setSubscription(t, userId, manualGrant(NOW + 30 * DAY_MS, "pro"));
    await t.action(api.admin.removeSubscription, { adminKey: KEY, email });
    expect((await as.query(api.plans.status, {})).isPremium).toBe(false);
    expect((await listed(t)).find((s) => s.email === email)?.status).toBe("free");
  });

  test("remove_subscription cancels a running Stripe subscription at Stripe", async () => {
    const t = newTest();
    const { userId, email, as } = await signedInUser(t);
    const sub = stripe.fake.addSubscription({ metadata: { userId } });
    await setSubscription(t, userId, stripePaid(sub.items.data[0].current_period_end * 1000, { stripeSubscriptionId: sub.id, stripeCustomerId: sub.customer }));
    await t.action(api.admin.removeSubscription, { adminKey: KEY, email });
    expect(stripe.fake.subscriptions.get(sub.id)?.status).toBe("canceled");
    expect((await as.query(api.plans.status, {})).isPremium).toBe(false);
  });
});
