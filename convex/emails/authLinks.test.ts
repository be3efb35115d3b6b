import { afterEach, describe, expect, test, vi } from "vitest";
import en from "../../locales/en/email.json";
import de from "../../locales/de/email.json";
import { authLinkPath, composeAuthLinkEmail, readAuthLink, type AuthLinkKind } from "./authLinks";
import { emailTexts } from "./catalog";
import { LANGUAGE_CODES } from "../shared/languages";

const SITE = "https://kaia.example";
const KINDS: AuthLinkKind[] = ["welcome", "signIn", "existingAccount", "reset"];
const link = (path: string) => `${SITE}${path}${path.includes("?") ? "&" : "?"}code=Abc123`;

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("where emailed links lead", () => {
  test("English links have no prefix; every other language has its own", () => {
    expect(authLinkPath("welcome", "en")).toBe("/auth/callback?type=signup");
    expect(authLinkPath("reset", "ar")).toBe("/ar/auth/callback?reset=true");
    expect(authLinkPath("signIn", "zh")).toBe("/zh/auth/callback?type=magiclink");
  });

  test("every kind and language is read back from the link it produced", () => {
    vi.stubEnv("SITE_URL", SITE);
    for (const kind of KINDS) {
      for (const language of LANGUAGE_CODES) {
        expect(readAuthLink(link(authLinkPath(kind, language)))).toEqual({ kind, language });
      }
    }
  });

  test("a site served under a path still finds the language after it", () => {
    vi.stubEnv("SITE_URL", `${SITE}/app/`);
    expect(readAuthLink(`${SITE}/app/ro/auth/callback?reset=true&code=x`)).toEqual({ kind: "reset", language: "ro" });
  });

  test("an unknown prefix or a bare link means an English sign-in link", () => {
    vi.stubEnv("SITE_URL", SITE);
    expect(readAuthLink(`${SITE}/xx/auth/callback?code=x`)).toEqual({ kind: "signIn", language: "en" });
    expect(readAuthLink(`${SITE}/?code=x`)).toEqual({ kind: "signIn", language: "en" });
  });
});

describe("what the emails say", () => {
  test("the email is written in the link's language and carries the link in its text and HTML", async () => {
    const url = link(authLinkPath("reset", "de"));
    const email = await composeAuthLinkEmail({ kind: "reset", language: "de", url, minutes: 60 });
    expect(email.subject).toBe(de.resetSubject);
    expect(email.text).toContain(de.resetIntro);
    expect(email.text).toContain(url);
    expect(email.text).toContain("60 Minuten");
    expect(email.html).toContain('lang="de"');
    expect(email.html).toContain(`href="${url.replace(/&/g, "&#38;")}"`);
  });

  test.each(KINDS)("the %s email has its own subject, text and button", async (kind) => {
    const email = await composeAuthLinkEmail({ kind, language: "en", url: link(authLinkPath(kind, "en")), minutes: 60 });
    const key = kind as "welcome" | "signIn" | "existingAccount" | "reset";
    expect(email.subject).toBe(en[`${key}Subject`]);
    expect(email.text).toContain(en[`${key}Intro`]);
    expect(email.html).toContain(en[`${key}Button`]);
  });

  test("a text missing from a language's catalog is sent in English, and Arabic is laid out right to left", async () => {
    expect((await emailTexts("ja")).welcomeSubject).not.toBe(en.welcomeSubject);
    const email = await composeAuthLinkEmail({ kind: "welcome", language: "ar", url: link("/ar/auth/callback"), minutes: 60 });
    expect(email.html).toContain('dir="rtl"');
  });

  test("a translated catalog has the English keys and keeps the {minutes} placeholder", () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    expect(de.expiry).toContain("{minutes}");
  });

  test("text from the catalogs cannot break the HTML", async () => {
    const url = `${SITE}/auth/callback?code="><script>alert(1)</script>`;
    const email = await composeAuthLinkEmail({ kind: "signIn", language: "en", url, minutes: 5 });
    expect(email.html).not.toContain("<script>");
  });
});
