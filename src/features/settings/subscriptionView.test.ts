import { describe, expect, it } from "vitest";
import { premiumEndOf } from "@shared/plans";
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
    const view = subscriptionView({ ...base, plan: "premium", subscriptionEnd: Date.UTC(2027, 6, 1, 14, 23), hasStripeSubscription: true });
    expect(view).toMatchObject({ plan: "premium", badge: "active", action: "manage" });
    expect(view.expiry).toEqual({ kind: "activeUntil", day: "2027-07-01" });
  });

  it("shows an admin's grant until 2027-06-30 as active until June 30, as the admin list does", () => {
    const view = subscriptionView({ ...base, plan: "premium", subscriptionEnd: premiumEndOf("2027-06-30") });
    expect(view.expiry).toEqual({ kind: "activeUntil", day: "2027-06-30" });
  });

  it("shows a manual grant without an end as No expiration, with nothing to manage", () => {
    expect(subscriptionView({ ...base, plan: "premium" })).toMatchObject({ expiry: { kind: "noExpiration" }, action: null });
  });

  it("says a cancelled subscription will not renew", () => {
    const view = subscriptionView({ ...base, plan: "premium", subscriptionEnd: 1, hasStripeSubscription: true, cancelAtPeriodEnd: true });
    expect(view.willNotRenew).toBe(true);
  });
});
