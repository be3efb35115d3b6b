import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";

export type Subscriber = FunctionReturnType<typeof api.admin.listSubscribers>[number];

/** The spec's defaults for a grant: premium until 2024-12-31. */
export const DEFAULT_UNTIL = "2024-12-31";
export const DEFAULT_TIER = "premium";
export const ADMIN_TIERS = ["free", "premium", "pro", "enterprise"] as const;

/** Remove is offered only to users who are subscribed or have a manual grant. */
export function canRemove(s: Pick<Subscriber, "subscribed" | "manualOverride">): boolean {
  return s.subscribed || s.manualOverride;
}

/**
 * The end date shown: the manual grant's when there is one (it takes precedence), else the subscription's.
 * A grant "until 2030-01-01" ends as that UTC day ends, so its last covered instant is shown, in UTC.
 */
export function shownUntil(
  s: Pick<Subscriber, "manualOverride" | "manualUntil" | "subscriptionEnd">,
): { at: number; timeZone?: "UTC" } | undefined {
  if (s.manualOverride) return s.manualUntil === undefined ? undefined : { at: s.manualUntil - 1, timeZone: "UTC" };
  return s.subscriptionEnd === undefined ? undefined : { at: s.subscriptionEnd };
}

/** Manual tier, else subscription tier, else premium. */
export function shownTier(s: Pick<Subscriber, "manualOverride" | "manualTier" | "subscriptionTier">): string {
  return (s.manualOverride ? s.manualTier : undefined) ?? s.subscriptionTier ?? s.manualTier ?? DEFAULT_TIER;
}
