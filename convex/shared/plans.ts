// Plans, tiers, limits and prices: the one place these numbers live.
import { DAY_MS } from "./time";

export const TIERS = ["free", "premium", "pro", "enterprise"] as const;
export type Tier = (typeof TIERS)[number];
export const PAID_TIERS = ["premium", "pro", "enterprise"] as const satisfies readonly Tier[];
export type PaidTier = (typeof PAID_TIERS)[number];

/** What the subscription view shows: trial takes precedence over premium. */
export const PLANS = ["free", "trial", "premium"] as const;
export type Plan = (typeof PLANS)[number];

export const BILLING_INTERVALS = ["monthly", "yearly"] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export const FREE_DAILY_MESSAGE_LIMIT = 5;
export const TRIAL_DURATION_MS = 3 * DAY_MS;
export const TRIAL_WARNING_DAYS = 1;
export const COUNTER_RETENTION_DAYS = 7;

/** Prices in US dollars, formatted per locale in the SPA. */
export const PRICES_USD: Record<BillingInterval, number> = { monthly: 4.99, yearly: 36.99 };
export const YEARLY_SAVING_PERCENT = 23;
export const CURRENCY = "USD";

/**
 * What a premium end date means, on every screen: premium "until 2027-06-30" covers that whole
 * day, so it ends at the instant after it (2027-07-01T00:00Z); the day shown is the UTC calendar
 * day of the last covered moment. The admin list and the user's own screen both name it.
 */
export function premiumLastDay(end: number): string {
  return new Date(end - 1).toISOString().slice(0, 10);
}

/** The instant a premium "until" that day (YYYY-MM-DD, a real date) ends. */
export function premiumEndOf(day: string): number {
  const [y, m, d] = day.split("-").map(Number);
  return Date.UTC(y, m - 1, d) + DAY_MS;
}

/** Anything other than exactly "yearly" is monthly. */
export function billingIntervalFrom(value: unknown): BillingInterval {
  return value === "yearly" ? "yearly" : "monthly";
}
