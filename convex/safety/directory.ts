// Crisis resources for a country: its checked entry, or the fallback (the emergency number when
// the country is known, and a worldwide directory, on the country's own page when it has one).
// tel: and sms: links are built in the UI.
import { v, type Infer } from "convex/values";
import { normalizeCountry } from "../shared/crisisCountry";
import { COUNTRIES, EMERGENCY_112, INTERNATIONAL_DIRECTORY, type CountryEntry } from "./directoryData";

export const vLineHours = v.union(v.literal("24/7"), v.literal("regional"), v.object({ from: v.string(), to: v.string() }));

export const vCrisisLine = v.object({
  name: v.string(),
  phone: v.optional(v.string()),
  sms: v.optional(v.string()),
  chatUrl: v.optional(v.string()),
  url: v.optional(v.string()),
  hours: v.optional(vLineHours),
  audience: v.optional(v.literal("youth")),
  menuOption: v.optional(v.number()),
  area: v.optional(v.string()),
  languages: v.array(v.string()),
  source: v.string(),
  checked: v.string(),
});

export const vCrisisResources = v.object({
  /** The country the numbers are for; absent when the country is unknown. */
  countryCode: v.optional(v.string()),
  /** Absent when the country is unknown: no number works everywhere, so none is offered. */
  emergencyNumber: v.optional(v.string()),
  otherEmergencyNumbers: v.optional(v.array(v.string())),
  lines: v.array(vCrisisLine),
  /** A worldwide directory of crisis lines: the country's page when the country is known. */
  directoryUrl: v.string(),
  /** True when this country has no checked line of its own. */
  fallback: v.boolean(),
  source: v.optional(v.string()),
  checked: v.optional(v.string()),
});
export type CrisisResources = Infer<typeof vCrisisResources>;

/** The 112 number of the countries that use it without an entry of their own. */
const EU_EMERGENCY = "112";

/** The directory's page for a country, or its home page when the country is unknown. */
export function directoryUrlFor(countryCode: string | undefined): string {
  return countryCode ? `${INTERNATIONAL_DIRECTORY.url}/countries/${countryCode.toLowerCase()}` : INTERNATIONAL_DIRECTORY.url;
}

function fromEntry(countryCode: string, entry: CountryEntry): CrisisResources {
  return {
    countryCode,
    emergencyNumber: entry.emergencyNumber,
    ...(entry.otherEmergencyNumbers ? { otherEmergencyNumbers: [...entry.otherEmergencyNumbers] } : {}),
    lines: entry.lines.map((line) => ({
      ...line,
      languages: [...line.languages],
      ...(typeof line.hours === "object" ? { hours: { ...line.hours } } : {}),
    })),
    directoryUrl: directoryUrlFor(countryCode),
    fallback: entry.lines.length === 0,
    source: entry.source,
    checked: entry.checked,
  };
}

export function crisisResourcesFor(countryCode?: string): CrisisResources {
  const code = normalizeCountry(countryCode);
  const entry = code ? COUNTRIES[code] : undefined;
  if (code && entry) return fromEntry(code, entry);
  if (code && EMERGENCY_112.includes(code)) {
    return { countryCode: code, emergencyNumber: EU_EMERGENCY, lines: [], directoryUrl: directoryUrlFor(code), fallback: true };
  }
  // A country we know nothing of still gets its page in the directory; no number is guessed.
  return { ...(code ? { countryCode: code } : {}), lines: [], directoryUrl: directoryUrlFor(code), fallback: true };
}

/** Every country with a checked entry (for pickers and tests). */
export const DIRECTORY_COUNTRIES: readonly string[] = Object.keys(COUNTRIES);
