import type { LanguageCode } from "@shared/languages";

// Which interface language a visitor from a country most likely reads (ISO 3166-1 alpha-2).
const COUNTRIES_BY_LANGUAGE: Record<Exclude<LanguageCode, "en">, readonly string[]> = {
  es: ["ES", "GQ", "MX", "AR", "CO", "PE", "VE", "CL", "EC", "GT", "CU", "BO", "DO", "HN", "PY", "SV", "NI", "CR", "PA", "UY", "PR"],
  fr: [
    "FR", "BE", "CA", "LU", "MC", "SN", "CI", "CM", "ML", "BF", "NE", "TD", "GN", "BJ", "TG", "CF", "CG", "CD", "GA", "DJ",
    "KM", "MG", "HT", "BI", "SC", "VU", "RE", "GP", "MQ", "GF", "PF", "NC", "WF", "PM", "BL", "MF",
  ],
  de: ["DE", "AT", "CH", "LI"],
  it: ["IT", "SM", "VA"],
  pt: ["PT", "BR", "AO", "CV", "GW", "ST", "TL"],
  ru: ["RU", "BY", "KZ", "KG"],
  zh: ["CN", "TW", "HK", "MO", "SG"],
  ja: ["JP"],
  ar: ["SA", "AE", "EG", "DZ", "MA", "TN", "LY", "SD", "IQ", "SY", "JO", "LB", "PS", "KW", "QA", "BH", "OM", "YE", "MR"],
  hi: ["IN"],
  ro: ["RO", "MD"],
  sw: ["KE", "TZ", "UG", "SO", "ET", "MW", "ZM", "MZ", "YT"],
};

export const COUNTRY_LANGUAGE: ReadonlyMap<string, LanguageCode> = new Map(
  Object.entries(COUNTRIES_BY_LANGUAGE).flatMap(([lang, countries]) =>
    countries.map((country) => [country, lang as LanguageCode] as const),
  ),
);

/** The interface language for a country code; English when the country is unknown. */
export function languageForCountry(countryCode: string | null | undefined): LanguageCode {
  return (countryCode && COUNTRY_LANGUAGE.get(countryCode.trim().toUpperCase())) || "en";
}
