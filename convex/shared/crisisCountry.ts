// Where a person is, for the crisis lines to show: a country they saved always wins; else the
// browser's time zone (mapped offline); else the region of their language tag ("en-IN"); else
// none, and the honest generic fallback is shown. A bare language ("en", "es") names no country.
import { TIME_ZONES_BY_COUNTRY } from "./timeZoneCountries";

const COUNTRY_OF_TIME_ZONE: ReadonlyMap<string, string> = new Map(
  Object.entries(TIME_ZONES_BY_COUNTRY).flatMap(([country, zones]) => zones.split(" ").map((zone) => [zone, country] as const)),
);

const COUNTRY_CODE = /^[A-Z]{2}$/;

/** Every country and territory with a time zone of its own (ISO 3166-1 alpha-2), for pickers. */
export const COUNTRY_CODES: readonly string[] = Object.keys(TIME_ZONES_BY_COUNTRY);

/** A country's ISO 3166-1 alpha-2 code in capitals, or undefined for anything that is not one ("ZZ", "usa"). */
export function normalizeCountry(code: string | null | undefined): string | undefined {
  const upper = code?.trim().toUpperCase();
  return upper && COUNTRY_CODE.test(upper) && upper in TIME_ZONES_BY_COUNTRY ? upper : undefined;
}

/** The country of an IANA time zone ("Asia/Kolkata" and its old name "Asia/Calcutta" -> "IN"); none for UTC and offsets. */
export function countryForTimeZone(timeZone: string | null | undefined): string | undefined {
  return timeZone ? COUNTRY_OF_TIME_ZONE.get(timeZone.trim()) : undefined;
}

/** The first country a language tag names ("en-GB" -> "GB"); "es-419" and "ar-001" name regions, not countries. */
export function countryForLanguages(tags: readonly string[]): string | undefined {
  for (const tag of tags) {
    const region = tag.split(/[-_]/).slice(1).map(normalizeCountry).find(Boolean);
    if (region) return region;
  }
  return undefined;
}

export type CrisisCountrySource = "saved" | "timeZone" | "language";

export type CrisisCountryClues = {
  saved?: string | null;
  timeZone?: string | null;
  languages?: readonly string[];
};

/** The country whose lines to show and what it was told by; undefined when nothing names one. */
export function crisisCountry({ saved, timeZone, languages = [] }: CrisisCountryClues): { code: string; source: CrisisCountrySource } | undefined {
  const chosen = normalizeCountry(saved);
  if (chosen) return { code: chosen, source: "saved" };
  const zoned = countryForTimeZone(timeZone);
  if (zoned) return { code: zoned, source: "timeZone" };
  const spoken = countryForLanguages(languages);
  return spoken ? { code: spoken, source: "language" } : undefined;
}
