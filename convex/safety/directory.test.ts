import { describe, expect, test } from "vitest";
import { crisisResourcesFor, DIRECTORY_COUNTRIES } from "./directory";
import { COUNTRIES, EMERGENCY_112, INTERNATIONAL_DIRECTORY } from "./directoryData";

// The main markets of the 13 interface languages.
const MAIN_MARKETS = [
  "US", "GB", "CA", "AU", "IE", "ES", "MX", "AR", "CO", "FR", "BE", "CH", "DE", "AT", "IT", "PT", "BR",
  "RU", "CN", "TW", "HK", "JP", "SA", "EG", "AE", "IN", "RO", "MD", "KE", "TZ",
];
const DIALABLE = /^[+*]?[0-9][0-9 -]*[0-9]$|^[0-9]{3,5}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const lines = Object.entries(COUNTRIES).flatMap(([country, entry]) => entry.lines.map((line) => [country, line.name, line] as const));

describe("the directory data", () => {
  test.each(MAIN_MARKETS)("%s has at least an emergency number", (country) => {
    expect(COUNTRIES[country]?.emergencyNumber).toMatch(DIALABLE);
  });

  test.each(Object.entries(COUNTRIES))("%s: every number is dialable and the entry has a source and a check date", (_, entry) => {
    expect(entry.source).toMatch(/^https:\/\//);
    expect(entry.checked).toMatch(DAY);
    for (const number of [entry.emergencyNumber, ...(entry.otherEmergencyNumbers ?? [])]) expect(number).toMatch(DIALABLE);
    for (const line of entry.lines) {
      expect(line.phone ?? line.sms ?? line.chatUrl).toBeDefined();
      if (line.phone) expect(line.phone).toMatch(DIALABLE);
      if (line.sms) expect(line.sms).toMatch(DIALABLE);
      for (const url of [line.source, line.url, line.chatUrl]) if (url) expect(url).toMatch(/^https:\/\//);
      expect(line.languages.length).toBeGreaterThan(0);
    }
  });

  test.each(lines)("%s, %s: the line has the page it was checked against and the date", (_, __, line) => {
    expect(line.source).toMatch(/^https:\/\//);
    expect(line.checked).toMatch(DAY);
    expect(Date.parse(line.checked)).toBeLessThanOrEqual(Date.now());
  });

  test.each(lines.filter(([, , line]) => typeof line.hours === "object"))("%s, %s: limited hours are two times of day", (_, __, line) => {
    expect(line.hours).toEqual({ from: expect.stringMatching(/^\d{2}:\d{2}$/), to: expect.stringMatching(/^\d{2}:\d{2}$/) });
  });

  test("the corrections of the second check", () => {
    // Portugal: the national suicide-prevention line leads; SNS 24 needs option 4.
    expect(COUNTRIES.PT.lines[0]).toMatchObject({ phone: "1411", hours: "24/7" });
    expect(COUNTRIES.PT.lines[1]).toMatchObject({ phone: "808 24 24 24", menuOption: 4 });
    // Puerto Rico: 988 reaches Línea PAS; Línea PAS itself.
    expect(COUNTRIES.PR.lines.map((l) => l.phone)).toEqual(["988", "1 800 981 0023"]);
    // Hong Kong: the government's 24-hour line.
    expect(COUNTRIES.HK.lines[0]).toMatchObject({ phone: "18111", hours: "24/7" });
    // Russia: a line for children, teens and parents, round the clock in most regions only.
    expect(COUNTRIES.RU.lines[0]).toMatchObject({ phone: "8 800 2000 122", audience: "youth", hours: "regional" });
    // Mexico: run by CONASAMA.
    expect(COUNTRIES.MX.lines[0].name).toMatch(/CONASAMA/);
    // Germany: both TelefonSeelsorge numbers.
    expect(COUNTRIES.DE.lines.map((l) => l.phone)).toEqual(["0800 111 0 111", "0800 111 0 222", "116 123"]);
  });

  test("the additions of the second check, with hours wherever a line is not open around the clock", () => {
    expect(COUNTRIES.AR.lines[0]).toMatchObject({ phone: "0800 999 0091", hours: "24/7" });
    expect(COUNTRIES.CO.lines.map((l) => l.phone)).toEqual(["192", "106"]);
    expect(COUNTRIES.CO.lines[0].menuOption).toBe(4);
    expect(COUNTRIES.CO.lines[1].area).toBe("Bogotá");
    expect(COUNTRIES.CL.lines[0]).toMatchObject({ phone: "*4141", hours: "24/7" });
    expect(COUNTRIES.IT.lines[0]).toMatchObject({ phone: "02 2327 2327", hours: { from: "10:00", to: "24:00" } });
    expect(COUNTRIES.CN.lines[0]).toMatchObject({ phone: "12356", hours: "regional" });
    expect(COUNTRIES.KE.lines[0]).toMatchObject({ phone: "1199" });
    expect(COUNTRIES.TZ.lines[0]).toMatchObject({ phone: "199" });
    expect(COUNTRIES.AE.lines[0]).toMatchObject({ phone: "800 4673", hours: { from: "08:00", to: "20:00" } });
  });

  test("a country whose line could not be checked lists none, so the app says so and gives the emergency number", () => {
    expect(COUNTRIES.RO.lines).toEqual([]);
    expect(crisisResourcesFor("RO")).toMatchObject({ emergencyNumber: "112", fallback: true });
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
    expect(us).toMatchObject({ countryCode: "US", emergencyNumber: "911", fallback: false, directoryUrl: `${INTERNATIONAL_DIRECTORY.url}/countries/us` });
    expect(us.lines.map((l) => l.phone)).toContain("988");
  });

  test("a listed country without checked lines shows its emergency number and its page in the directory", () => {
    expect(crisisResourcesFor("EG")).toMatchObject({ countryCode: "EG", emergencyNumber: "123", lines: [], fallback: true, directoryUrl: `${INTERNATIONAL_DIRECTORY.url}/countries/eg` });
  });

  test("an unlisted 112 country gets 112", () => {
    expect(crisisResourcesFor("PL")).toMatchObject({ countryCode: "PL", emergencyNumber: "112", lines: [], fallback: true });
  });

  test("an unlisted country outside the 112 list gets its directory page and no guessed number", () => {
    const result = crisisResourcesFor("BD");
    expect(result).toMatchObject({ countryCode: "BD", lines: [], fallback: true, directoryUrl: `${INTERNATIONAL_DIRECTORY.url}/countries/bd` });
    expect(result.emergencyNumber).toBeUndefined();
  });

  test.each([undefined, "", "ZZ", "usa", "12"])("an unknown or missing country (%s) gets the generic fallback: no number, the directory's home", (code) => {
    const result = crisisResourcesFor(code);
    expect(result).toMatchObject({ lines: [], fallback: true, directoryUrl: INTERNATIONAL_DIRECTORY.url });
    expect(result.countryCode).toBeUndefined();
    expect(result.emergencyNumber).toBeUndefined();
  });

  test("callers cannot change the directory through a result", () => {
    crisisResourcesFor("US").lines[0].languages.push("xx");
    expect(COUNTRIES.US.lines[0].languages).not.toContain("xx");
  });
});
