import type { IntlShape } from "react-intl";
import { CURRENCY } from "@shared/plans";

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
  ["second", 1],
];

/** "5 minutes ago", "in 2 days", in the interface language; under a minute reads "now". */
export function formatRelative(intl: IntlShape, timestamp: number, now: number = Date.now()): string {
  const seconds = Math.round((timestamp - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return intl.formatRelativeTime(0, "second", { numeric: "auto" });
  for (const [unit, size] of UNITS) {
    if (abs >= size || unit === "second") {
      return intl.formatRelativeTime(Math.round(seconds / size), unit, { numeric: "auto" });
    }
  }
  return "";
}

/** A price in the product currency, per locale: "$4.99", "4,99 $US". */
export function formatPrice(intl: IntlShape, amount: number, currency: string = CURRENCY): string {
  return intl.formatNumber(amount, { style: "currency", currency });
}

/** A calendar day given as YYYY-MM-DD, such as "June 30, 2027", whatever the viewer's time zone. */
export function formatDay(intl: IntlShape, day: string): string {
  return intl.formatDate(`${day}T00:00:00Z`, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/** A calendar date such as "August 21, 2025". */
export function formatDate(intl: IntlShape, timestamp: number | Date): string {
  return intl.formatDate(timestamp, { year: "numeric", month: "long", day: "numeric" });
}
