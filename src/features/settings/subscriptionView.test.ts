import { describe, expect, it } from "vitest";
import { subscriptionView } from "./subscriptionView";

const base = { plan: "free" as const, hasStripeSubscription: false, cancelAtPeriodEnd: false };

describe("the subscription card", () => {
  it("shows a free user the Free Plan with Basic and Upgrade to Premium", () => {
    expect(subscriptionView(base)).toEqual({ plan: "free", badge: "basic", expiry: null, action: "upgrade", willNotRenew: false });
  });

  it("shows a trial with its expiry and upgrade-to-continue", () => {
    const view = subscriptionView({ ...base, plan: "trial", trialEndsAt: 1000 });
    expect(view).toMatchObject({ plan: "trial", badge: "trial", action: "upgradeToContinue" });
    expect(view.expiry).toEqual({ kind: "trialExpires", at: 1000 });
  });

  it("shows paying premium users Active until the period end and Manage Subscription", () => {
    const view = subscriptionView({ ...base, plan: "premium", subscriptionEnd: 5000, hasStripeSubscription: true });
    expect(view).toMatchObject({ plan: "premium", badge: "active", action: "manage" });
    expect(view.expiry).toEqual({ kind: "activeUntil", at: 5000 });
  });

  it("shows a manual grant without an end as No expiration, with nothing to manage", () => {
    expect(subscriptionView({ ...base, plan: "premium" })).toMatchObject({ expiry: { kind: "noExpiration" }, action: null });
  });

  it("says a cancelled subscription will not renew", () => {
    const view = subscriptionView({ ...base, plan: "premium", subscriptionEnd: 1, hasStripeSubscription: true, cancelAtPeriodEnd: true });
    expect(view.willNotRenew).toBe(true);
  });
});
