import { TRIAL_DURATION_MS, TRIAL_WARNING_DAYS } from "@shared/plans";
import { DAY_MS, HOUR_MS } from "@shared/time";
import { useNow } from "./useNow";

/** The spec's countdown refresh. */
export const TRIAL_TICK_MS = 60_000;

export type TrialTimeLeft =
  | { unit: "days"; value: number; expiringSoon: boolean }
  | { unit: "hours"; value: number; expiringSoon: boolean }
  | { unit: "expired"; value: 0; expiringSoon: false };

/** Whole days left while more than a day remains, else whole hours (rounded up); warns inside the last 3 days. */
export function trialTimeLeft(endsAt: number, now: number): TrialTimeLeft {
  const left = endsAt - now;
  if (left <= 0) return { unit: "expired", value: 0, expiringSoon: false };
  const expiringSoon = left <= TRIAL_WARNING_DAYS * DAY_MS;
  // Never more days than a whole trial: this clock may lag the server's, or the last tick.
  if (left > DAY_MS) return { unit: "days", value: Math.ceil(Math.min(left, TRIAL_DURATION_MS) / DAY_MS), expiringSoon };
  return { unit: "hours", value: Math.max(1, Math.ceil(left / HOUR_MS)), expiringSoon };
}

/** The trial countdown, refreshed every 60 s; null when there is no running trial. */
export function useTrialCountdown(endsAt: number | undefined): TrialTimeLeft | null {
  const now = useNow(TRIAL_TICK_MS);
  return endsAt === undefined ? null : trialTimeLeft(endsAt, now);
}
