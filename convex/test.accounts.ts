/// <reference types="vite/client" />
// Shared by the account tests: the signing keys and URLs Convex Auth needs, the fake Resend
// server, and ways to follow an emailed link or sign in the way the browser does.
// (Two dots in the name keep it out of the deployed functions.)
import { afterEach, vi } from "vitest";
import { exportJWK, exportPKCS8, generateKeyPair } from "jose";
import { startFakeResend, type FakeResend, type SentEmail } from "../tests/fakes/resend/server";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { clockAt, fakeServiceForFile, type TestConvex } from "./test.setup";

export const SITE_URL = "http://127.0.0.1:5173";
export const CONVEX_SITE_URL = "http://127.0.0.1:3211";
export const STRONG_PASSWORD = "Kaia-bear-2025";
export const OTHER_STRONG_PASSWORD = "Honey-pot-77";
export const MINUTE = 60_000;

let keys: Promise<{ privateKey: string; jwks: string }> | undefined;

/** One RS256 key pair per test file, as `npx @convex-dev/auth` would set up for a deployment. */
function authKeys() {
  keys ??= (async () => {
    const pair = await generateKeyPair("RS256", { extractable: true });
    const privateKey = await exportPKCS8(pair.privateKey);
    const jwks = JSON.stringify({ keys: [{ use: "sig", ...(await exportJWK(pair.publicKey)) }] });
    return { privateKey, jwks };
  })();
  return keys;
}

/** Starts the fake Resend server for this file and sets the backend's environment before each test. */
export function withAccountsEnv(): { readonly resend: FakeResend } {
  const fake = fakeServiceForFile(startFakeResend, async (resend) => {
    const { privateKey, jwks } = await authKeys();
    return {
      JWT_PRIVATE_KEY: privateKey,
      JWKS: jwks,
      SITE_URL,
      CONVEX_SITE_URL,
      RESEND_API_KEY: "re_test_kaia",
      RESEND_BASE_URL: resend.baseUrl,
      AUTH_LOG_LEVEL: "ERROR",
    };
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return {
    get resend() {
      return fake();
    },
  };
}

/** Moves the clock `ms` ahead (Date only; timers stay real so the fake server still answers). */
export const travel = (ms: number) => clockAt(Date.now() + ms);

/** The one-time link an email carries. */
export function linkOf(email: SentEmail): URL {
  const link = email.links.find((href) => href.startsWith(SITE_URL) && href.includes("code="));
  if (!link) throw new Error(`No sign-in link in "${email.subject}"`);
  return new URL(link);
}

/** The claims Convex Auth puts in the token: "<userId>|<sessionId>". */
export function sessionOf(token: string) {
  const payload = JSON.parse(atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))) as { sub: string };
  const [userId, sessionId] = payload.sub.split("|") as [Id<"users">, Id<"authSessions">];
  return { userId, sessionId, subject: payload.sub };
}

export type SignedIn = ReturnType<typeof sessionOf> & { as: ReturnType<TestConvex["withIdentity"]>; refreshToken: string };

function signedIn(t: TestConvex, tokens: { token: string; refreshToken: string } | null): SignedIn | null {
  if (tokens === null) return null;
  const session = sessionOf(tokens.token);
  return { ...session, refreshToken: tokens.refreshToken, as: t.withIdentity({ subject: session.subject }) };
}

/** What the browser does on /auth/callback?code=…: redeems the code for a session. */
export async function followLink(t: TestConvex, email: SentEmail): Promise<SignedIn | null> {
  const code = linkOf(email).searchParams.get("code");
  const result = await t.action(api.auth.signIn, { params: { code } });
  return signedIn(t, result.tokens ?? null);
}

export async function signInWithPassword(t: TestConvex, email: string, password: string): Promise<SignedIn | null> {
  const result = await t.action(api.auth.signIn, { provider: "password", params: { email, password, flow: "signIn" } });
  return signedIn(t, result.tokens ?? null);
}

/** An adult's year of birth, which the first password needs. */
export const ADULT_BIRTH_YEAR = 1990;

/** The whole new-user flow: email-intro, the welcome link, then a password with a year of birth. */
export async function registerUser(t: TestConvex, resend: FakeResend, email: string, password = STRONG_PASSWORD) {
  await t.action(api.users.startSignUp, { email, language: "en" });
  const session = await followLink(t, resend.to(email.toLowerCase()).at(-1)!);
  if (session === null) throw new Error("The welcome link did not sign in");
  await session.as.action(api.users.setPassword, { password, birthYear: ADULT_BIRTH_YEAR });
  return session;
}

/** A new user, then `devices` sessions of theirs, each from a sign-in with their password. */
export async function registeredOnDevices(t: TestConvex, resend: FakeResend, email: string, devices: number) {
  await registerUser(t, resend, email);
  const sessions: SignedIn[] = [];
  for (let i = 0; i < devices; i++) {
    const session = await signInWithPassword(t, email, STRONG_PASSWORD);
    if (session === null) throw new Error("The password did not sign in");
    sessions.push(session);
  }
  return sessions;
}
