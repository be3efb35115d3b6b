import { premiumLastDay, type Plan } from "@shared/plans";
import type { PlanStatus } from "@/hooks/usePlanStatus";

export type SubscriptionView = {
  plan: Plan;
  badge: "basic" | "trial" | "active";
  /** A trial ends at an instant; premium on a day (YYYY-MM-DD, the rule every screen shares). */
  expiry: { kind: "trialExpires"; at: number } | { kind: "activeUntil"; day: string } | { kind: "noExpiration" } | null;
  /** Upgrade for free users, upgrade-to-continue in trial, Manage for paying subscribers, nothing for manual grants. */
  action: "upgrade" | "upgradeToContinue" | "manage" | null;
  willNotRenew: boolean;
};

type StatusFields = Pick<
  PlanStatus,
  "plan" | "trialEndsAt" | "subscriptionEnd" | "hasStripeSubscription" | "cancelAtPeriodEnd"
>;

/** The Subscription card's content; the server's plan already puts trial before premium. */
export function subscriptionView(status: StatusFields): SubscriptionView {
  const action = status.hasStripeSubscription
    ? "manage"
    : status.plan === "free"
      ? "upgrade"
      : status.plan === "trial"
        ? "upgradeToContinue"
        : null;
  const willNotRenew = status.hasStripeSubscription && status.cancelAtPeriodEnd;
  switch (status.plan) {
    case "trial":
      return {
        plan: "trial",
        badge: "trial",
        expiry: status.trialEndsAt !== undefined ? { kind: "trialExpires", at: status.trialEndsAt } : null,
        action,
        willNotRenew,
      };
    case "premium":
      return {
        plan: "premium",
        badge: "active",
        expiry: status.subscriptionEnd !== undefined ? { kind: "activeUntil", day: premiumLastDay(status.subscriptionEnd) } : { kind: "noExpiration" },
        action,
        willNotRenew,
      };
    default:
      return { plan: "free", badge: "basic", expiry: null, action, willNotRenew };
  }
}
