// Crisis resources for a country: its checked entry, or the fallback (an emergency number
// and the international directory of crisis centres). tel: and sms: links are built in the UI.
import { v, type Infer } from "convex/values";
import { COUNTRIES, EMERGENCY_112, INTERNATIONAL_DIRECTORY, type CountryEntry } from "./directoryData";

export const vCrisisLine = v.object({
  name: v.string(),
  phone: v.optional(v.string()),
  sms: v.optional(v.string()),
  chatUrl: v.optional(v.string()),
  url: v.optional(v.string()),
  hours: v.optional(v.literal("24/7")),
  languages: v.array(v.string()),
  source: v.string(),
});

export const vCrisisResources = v.object({
  /** The country the numbers are for; absent when the country is unknown. */
  countryCode: v.optional(v.string()),
  emergencyNumber: v.string(),
  otherEmergencyNumbers: v.optional(v.array(v.string())),
  lines: v.array(vCrisisLine),
  /** The international directory of crisis centres, shown with every entry. */
  directoryUrl: v.string(),
  /** True when this country has no checked entry of its own. */
  fallback: v.boolean(),
  source: v.optional(v.string()),
  checked: v.optional(v.string()),
});
export type CrisisResources = Infer<typeof vCrisisResources>;

/** 112 reaches emergency services from mobile phones in most countries. */
const GENERIC_EMERGENCY = "112";

export function normalizeCountry(countryCode: string | undefined): string | undefined {
  const code = countryCode?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : undefined;
}

function fromEntry(countryCode: string, entry: CountryEntry): CrisisResources {
  return {
    countryCode,
    emergencyNumber: entry.emergencyNumber,
    ...(entry.otherEmergencyNumbers ? { otherEmergencyNumbers: entry.otherEmergencyNumbers } : {}),
    lines: entry.lines.map((line) => ({ ...line, languages: [...line.languages] })),
    directoryUrl: INTERNATIONAL_DIRECTORY.url,
    fallback: entry.lines.length === 0,
    source: entry.source,
    checked: entry.checked,
  };
}

export function crisisResourcesFor(countryCode?: string): CrisisResources {
  const code = normalizeCountry(countryCode);
  const entry = code ? COUNTRIES[code] : undefined;
  if (code && entry) return fromEntry(code, entry);
  return {
    ...(code && EMERGENCY_112.includes(code) ? { countryCode: code } : {}),
    emergencyNumber: GENERIC_EMERGENCY,
    lines: [],
    directoryUrl: INTERNATIONAL_DIRECTORY.url,
    fallback: true,
  };
}

/** Every country with a checked entry (for pickers and tests). */
export const DIRECTORY_COUNTRIES: readonly string[] = Object.keys(COUNTRIES);
