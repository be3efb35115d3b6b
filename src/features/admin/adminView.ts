import type { FunctionReturnType } from "convex/server";
import { premiumLastDay } from "@shared/plans";
import type { api } from "../../../convex/_generated/api";

export type Subscriber = FunctionReturnType<typeof api.admin.listSubscribers>[number];

/**
 * A new grant runs one month from the admin's today (YYYY-MM-DD); Jan 31 gives the last day of
 * February rather than spilling into March.
 */
export function defaultUntil(today: Date = new Date()): string {
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  const lastOfNextMonth = new Date(year, month + 1, 0).getDate();
  const until = new Date(year, month, Math.min(today.getDate(), lastOfNextMonth));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${until.getFullYear()}-${pad(until.getMonth() + 1)}-${pad(until.getDate())}`;
}
export const DEFAULT_TIER = "premium";
export const ADMIN_TIERS = ["free", "premium", "pro", "enterprise"] as const;

/** Remove is offered only to users who are subscribed or have a manual grant. */
export function canRemove(s: Pick<Subscriber, "subscribed" | "manualOverride">): boolean {
  return s.subscribed || s.manualOverride;
}

/**
 * The last day of premium (YYYY-MM-DD): the manual grant's when there is one (it takes precedence),
 * else the subscription's; read as the user's own screen reads it.
 */
export function shownUntil(s: Pick<Subscriber, "manualOverride" | "manualUntil" | "subscriptionEnd">): string | undefined {
  const end = s.manualOverride ? s.manualUntil : s.subscriptionEnd;
  return end === undefined ? undefined : premiumLastDay(end);
}

/** Manual tier, else subscription tier, else premium. */
export function shownTier(s: Pick<Subscriber, "manualOverride" | "manualTier" | "subscriptionTier">): string {
  return (s.manualOverride ? s.manualTier : undefined) ?? s.subscriptionTier ?? s.manualTier ?? DEFAULT_TIER;
}
