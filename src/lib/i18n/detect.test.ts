import { describe, expect, it, vi } from "vitest";
import { LANGUAGE_CODES } from "@shared/languages";
import { COUNTRY_LANGUAGE, languageForCountry } from "./countries";
import { detectLanguage, detectWithoutNetwork, lookupCountry, supportedLanguage } from "./detect";

const none = { pathname: "/", stored: null, browserLanguages: [] as string[] };

describe("language detection follows the spec's order", () => {
  it("takes the language of the path first", async () => {
    const lookup = vi.fn(async () => "DE");
    const found = await detectLanguage({ pathname: "/fr/auth", stored: "es", browserLanguages: ["ro-RO"], lookup });
    expect(found).toEqual({ language: "fr", source: "path" });
    expect(lookup).not.toHaveBeenCalled();
  });

  it("then the saved appLanguage", async () => {
    expect(await detectLanguage({ ...none, stored: "es", browserLanguages: ["ro-RO"] })).toEqual({ language: "es", source: "storage" });
  });

  it("ignores a saved value that is not one of the 13", () => {
    expect(detectWithoutNetwork({ ...none, stored: "xx", browserLanguages: ["de-AT"] })).toEqual({ language: "de", source: "browser" });
  });

  it("then the first supported browser language", async () => {
    expect(await detectLanguage({ ...none, browserLanguages: ["nl-NL", "pt-BR", "en"] })).toEqual({ language: "pt", source: "browser" });
  });

  it("asks for the IP location only when the first three give nothing", async () => {
    const lookup = vi.fn(async () => "KE");
    expect(await detectLanguage({ ...none, browserLanguages: ["nl"], lookup })).toEqual({ language: "sw", source: "ip" });
    expect(lookup).toHaveBeenCalledOnce();
  });

  it("falls back to English when the lookup fails or finds an English-speaking country", async () => {
    expect(await detectLanguage({ ...none, lookup: async () => null })).toEqual({ language: "en", source: "default" });
    expect(await detectLanguage({ ...none, lookup: async () => "US" })).toEqual({ language: "en", source: "default" });
    expect(await detectLanguage({ ...none, lookup: () => Promise.reject(new Error("down")) })).toEqual({ language: "en", source: "default" });
  });

  it("treats English in the path as no prefix", () => {
    expect(detectWithoutNetwork({ ...none, pathname: "/en/auth" })).toBeNull();
    expect(supportedLanguage("zh-Hant-TW")).toBe("zh");
  });
});

describe("the IP lookup", () => {
  const reply = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })) as unknown as typeof fetch;

  it("reads country_code and honours success: false", async () => {
    expect(await lookupCountry("http://geo.test", 3000, reply({ success: true, country_code: "ro" }))).toBe("RO");
    expect(await lookupCountry("http://geo.test", 3000, reply({ success: false, country_code: "RO" }))).toBeNull();
    expect(await lookupCountry("http://geo.test", 3000, reply({ country_code: 12 }))).toBeNull();
  });

  it("gives up after the timeout", async () => {
    vi.useFakeTimers();
    const hanging = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_, reject) => init?.signal?.addEventListener("abort", () => reject(new Error("aborted")))),
    ) as unknown as typeof fetch;
    const pending = lookupCountry("http://geo.test", 3000, hanging);
    await vi.advanceTimersByTimeAsync(3000);
    expect(await pending).toBeNull();
    vi.useRealTimers();
  });
});

describe("countries map to every one of the 13 languages", () => {
  it("covers each non-English language and the spec's examples", () => {
    const covered = new Set(COUNTRY_LANGUAGE.values());
    for (const lang of LANGUAGE_CODES.filter((l) => l !== "en")) expect(covered).toContain(lang);
    expect(["DE", "AT", "CH"].map(languageForCountry)).toEqual(["de", "de", "de"]);
    expect(["ES", "GQ", "MX"].map(languageForCountry)).toEqual(["es", "es", "es"]);
    expect(["FR", "BE", "CA"].map(languageForCountry)).toEqual(["fr", "fr", "fr"]);
    expect(["RO", "MD"].map(languageForCountry)).toEqual(["ro", "ro"]);
    expect(["CN", "TW", "HK", "MO", "SG"].map(languageForCountry)).toEqual(["zh", "zh", "zh", "zh", "zh"]);
    expect(["KE", "TZ", "UG", "SO", "ET", "MW", "ZM", "MZ", "YT"].every((c) => languageForCountry(c) === "sw")).toBe(true);
    expect(languageForCountry("gb")).toBe("en");
  });
});
