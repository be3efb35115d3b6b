import { describe, expect, test } from "vitest";
import { crisisResourcesFor, DIRECTORY_COUNTRIES } from "./directory";
import { COUNTRIES, EMERGENCY_112, INTERNATIONAL_DIRECTORY } from "./directoryData";

// The main markets of the 13 interface languages.
const MAIN_MARKETS = [
  "US", "GB", "CA", "AU", "IE", "ES", "MX", "AR", "CO", "FR", "BE", "CH", "DE", "AT", "IT", "PT", "BR",
  "RU", "CN", "TW", "HK", "JP", "SA", "EG", "AE", "IN", "RO", "MD", "KE", "TZ",
];
const DIALABLE = /^\+?[0-9][0-9 -]*[0-9]$|^[0-9]{3,5}$/;

describe("the directory data", () => {
  test.each(MAIN_MARKETS)("%s has at least an emergency number", (country) => {
    expect(COUNTRIES[country]?.emergencyNumber).toMatch(DIALABLE);
  });

  test.each(Object.entries(COUNTRIES))("%s: every number is dialable and every entry has a source and a check date", (_, entry) => {
    expect(entry.source).toMatch(/^https:\/\//);
    expect(entry.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const number of [entry.emergencyNumber, ...(entry.otherEmergencyNumbers ?? [])]) expect(number).toMatch(DIALABLE);
    for (const line of entry.lines) {
      expect(line.phone ?? line.sms ?? line.chatUrl).toBeDefined();
      if (line.phone) expect(line.phone).toMatch(DIALABLE);
      if (line.sms) expect(line.sms).toMatch(DIALABLE);
      for (const url of [line.source, line.url, line.chatUrl]) if (url) expect(url).toMatch(/^https:\/\//);
      expect(line.languages.length).toBeGreaterThan(0);
    }
  });

  test("the best-known lines are listed with call and text where they exist", () => {
    expect(COUNTRIES.US.lines[0]).toMatchObject({ phone: "988", sms: "988", hours: "24/7" });
    expect(COUNTRIES.GB.lines[0]).toMatchObject({ name: "Samaritans", phone: "116 123" });
    expect(COUNTRIES.CA.lines[0]).toMatchObject({ phone: "988", sms: "988" });
    expect(COUNTRIES.FR.lines[0]).toMatchObject({ phone: "3114" });
    expect(COUNTRIES.BR.lines[0]).toMatchObject({ phone: "188" });
  });

  test("no country is both listed and in the 112 fallback list", () => {
    for (const code of EMERGENCY_112) expect(DIRECTORY_COUNTRIES).not.toContain(code);
  });
});

describe("crisisResourcesFor", () => {
  test("a listed country gets its own numbers and the international directory", () => {
    const us = crisisResourcesFor("us");
    expect(us).toMatchObject({ countryCode: "US", emergencyNumber: "911", fallback: false, directoryUrl: INTERNATIONAL_DIRECTORY.url });
    expect(us.lines.map((l) => l.phone)).toContain("988");
  });

  test("a listed country without checked lines shows its emergency number, marked as fallback", () => {
    expect(crisisResourcesFor("IT")).toMatchObject({ countryCode: "IT", emergencyNumber: "112", lines: [], fallback: true });
  });

  test("an unlisted 112 country gets 112", () => {
    expect(crisisResourcesFor("PL")).toMatchObject({ countryCode: "PL", emergencyNumber: "112", lines: [], fallback: true });
  });

  test.each([undefined, "", "ZZ", "usa", "12"])("an unknown or missing country (%s) gets the generic fallback", (code) => {
    const result = crisisResourcesFor(code);
    expect(result).toMatchObject({ emergencyNumber: "112", lines: [], fallback: true, directoryUrl: INTERNATIONAL_DIRECTORY.url });
    expect(result.countryCode).toBeUndefined();
  });

  test("callers cannot change the directory through a result", () => {
    crisisResourcesFor("US").lines[0].languages.push("xx");
    expect(COUNTRIES.US.lines[0].languages).not.toContain("xx");
  });
});
