import { describe, expect, test } from "vitest";
import { countryForLanguages, countryForTimeZone, crisisCountry } from "./crisisCountry";
import { TIME_ZONES_BY_COUNTRY } from "./timeZoneCountries";

describe("the country of a time zone", () => {
  test.each([
    ["Asia/Kolkata", "IN"],
    ["Asia/Calcutta", "IN"],
    ["America/Mexico_City", "MX"],
    ["Africa/Nairobi", "KE"],
    ["Europe/Dublin", "IE"],
    ["America/Puerto_Rico", "PR"],
    ["Asia/Hong_Kong", "HK"],
    ["Asia/Shanghai", "CN"],
    ["Africa/Dar_es_Salaam", "TZ"],
    ["America/Argentina/Buenos_Aires", "AR"],
    ["America/Buenos_Aires", "AR"],
    ["Europe/Kiev", "UA"],
    ["US/Eastern", "US"],
  ])("%s is in %s", (zone, country) => {
    expect(countryForTimeZone(zone)).toBe(country);
  });

  test.each(["UTC", "Etc/UTC", "Etc/GMT+3", "CET", "EST5EDT", "Not/AZone", "", undefined])("%s names no country", (zone) => {
    expect(countryForTimeZone(zone)).toBeUndefined();
  });

  test("the table covers every country code once and every zone once", () => {
    const zones = Object.values(TIME_ZONES_BY_COUNTRY).flatMap((list) => list.split(" "));
    expect(new Set(zones).size).toBe(zones.length);
    for (const country of Object.keys(TIME_ZONES_BY_COUNTRY)) expect(country).toMatch(/^[A-Z]{2}$/);
    expect(zones.length).toBeGreaterThan(400);
  });
});

describe("the country of a language tag", () => {
  test.each([
    [["en-IN"], "IN"],
    [["en_GB"], "GB"],
    [["zh-Hant-TW"], "TW"],
    [["es-419", "es-MX"], "MX"],
  ])("%j names %s", (tags, country) => {
    expect(countryForLanguages(tags)).toBe(country);
  });

  test.each([[["en"]], [["es"]], [["ar-001"]], [["es-419"]], [[]]])("%j names no country (a language is not a place)", (tags) => {
    expect(countryForLanguages(tags)).toBeUndefined();
  });
});

describe("which country's lines to show", () => {
  test("a saved country always wins", () => {
    expect(crisisCountry({ saved: "de", timeZone: "Asia/Kolkata", languages: ["en-US"] })).toEqual({ code: "DE", source: "saved" });
  });

  test("then the browser's time zone: an English-speaking person in India gets India", () => {
    expect(crisisCountry({ timeZone: "Asia/Calcutta", languages: ["en-US", "en"] })).toEqual({ code: "IN", source: "timeZone" });
    expect(crisisCountry({ timeZone: "America/Mexico_City", languages: ["es"] })).toEqual({ code: "MX", source: "timeZone" });
  });

  test("then the region of the language tag", () => {
    expect(crisisCountry({ timeZone: "UTC", languages: ["en-GB"] })).toEqual({ code: "GB", source: "language" });
  });

  test("else none: the generic fallback, never a guess from a bare language", () => {
    expect(crisisCountry({ timeZone: "UTC", languages: ["en"] })).toBeUndefined();
    expect(crisisCountry({ saved: "usa", languages: ["ar-001"] })).toBeUndefined();
  });
});
