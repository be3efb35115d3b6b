import { describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import { isAppError } from "./lib/errors";
import { RATE_LIMITS } from "./lib/rateLimit";
import { newTest } from "./test.setup";
import {
  MINUTE,
  STRONG_PASSWORD,
  registerUser,
  registeredOnDevices,
  signInWithPassword,
  travel,
  withAccountsEnv,
} from "./test.accounts";

const env = withAccountsEnv();
/** A dozen password checks (scrypt) take a while on a busy machine. */
const SLOW_HASHING = 120_000;

describe("signing in with email and password", () => {
  test("a registered user signs in with their password, whatever the case of the address", async () => {
    const t = newTest();
    const registered = await registerUser(t, env.resend, "mira@example.com");
    const session = await signInWithPassword(t, "  Mira@Example.COM ", STRONG_PASSWORD);
    expect(session?.userId).toBe(registered.userId);
    expect(await session!.as.query(api.users.viewer, {})).toMatchObject({ email: "mira@example.com", passwordSet: true });
  });

  test("a wrong password and an unknown address are refused alike (INVALID_CREDENTIALS)", async () => {
    const t = newTest();
    await registerUser(t, env.resend, "mira@example.com");
    for (const [email, password] of [
      ["mira@example.com", "Wrong-pass-1"],
      ["nobody@example.com", STRONG_PASSWORD],
      ["mira@example.com", ""],
      ["not-an-address", STRONG_PASSWORD],
    ]) {
      await expect(signInWithPassword(t, email, password)).rejects.toSatisfy((e) => isAppError(e, "INVALID_CREDENTIALS"));
    }
  });

  test("an account cannot be created with a password directly: accounts start from the emailed link", async () => {
    const t = newTest();
    await expect(
      t.action(api.auth.signIn, {
        provider: "password",
        params: { email: "new@example.com", password: STRONG_PASSWORD, flow: "signUp" },
      }),
    ).rejects.toSatisfy((e) => isAppError(e, "INVALID_INPUT"));
    expect(await t.run((ctx) => ctx.db.query("users").take(1))).toEqual([]);
  });

  test(`only failures count: after ${RATE_LIMITS.signIn.max} wrong passwords the address waits, and the error says how long`, async () => {
    const t = newTest();
    await registerUser(t, env.resend, "mira@example.com");
    await registerUser(t, env.resend, "sam@example.com");
    for (let i = 0; i < RATE_LIMITS.signIn.max; i++) {
      await expect(signInWithPassword(t, "mira@example.com", `Wrong-pass-${i}`)).rejects.toSatisfy((e) =>
        isAppError(e, "INVALID_CREDENTIALS"),
      );
    }
    travel(MINUTE);
    const refused = await signInWithPassword(t, "MIRA@example.com", STRONG_PASSWORD).catch((e: unknown) => e);
    expect(isAppError(refused, "TOO_MANY_REQUESTS")).toBe(true);
    // The wait is stated, and no longer than one window from the first wrong guess.
    const retryAfterMs = isAppError(refused) ? Number(refused.data.details?.retryAfterMs) : NaN;
    expect(retryAfterMs).toBeGreaterThan(0);
    expect(retryAfterMs).toBeLessThanOrEqual(RATE_LIMITS.signIn.windowMs - MINUTE);
    // Another address is not affected.
    expect(await signInWithPassword(t, "sam@example.com", STRONG_PASSWORD)).not.toBeNull();
    // Someone else's guesses keep the owner out no longer than that.
    travel(retryAfterMs);
    expect(await signInWithPassword(t, "mira@example.com", STRONG_PASSWORD)).not.toBeNull();
  }, SLOW_HASHING);

  test("signing in successfully, many times in a row, never locks the owner out", async () => {
    const t = newTest();
    await registerUser(t, env.resend, "mira@example.com");
    for (let i = 0; i < RATE_LIMITS.signIn.max + 2; i++) {
      expect(await signInWithPassword(t, "mira@example.com", STRONG_PASSWORD)).not.toBeNull();
    }
  }, SLOW_HASHING);
});

describe("signing out", () => {
  test("sign-out ends the session on the server: the session, its refresh tokens and the token's access are gone", async () => {
    const t = newTest();
    const [laptop, phone] = await registeredOnDevices(t, env.resend, "mira@example.com", 2);
    await laptop.as.action(api.auth.signOut, {});

    expect(await t.run((ctx) => ctx.db.get(laptop.sessionId))).toBeNull();
    const tokens = await t.run((ctx) =>
      ctx.db
        .query("authRefreshTokens")
        .withIndex("sessionId", (q) => q.eq("sessionId", laptop.sessionId))
        .take(1),
    );
    expect(tokens).toEqual([]);
    // The signed token has not expired yet, but it no longer identifies anyone.
    expect(await laptop.as.query(api.users.viewer, {})).toBeNull();
    await expect(laptop.as.mutation(api.users.updateProfile, { fullName: "X" })).rejects.toSatisfy((e) =>
      isAppError(e, "NOT_AUTHENTICATED"),
    );
    // The refresh token cannot bring the session back.
    expect(await t.action(api.auth.signIn, { refreshToken: laptop.refreshToken })).toEqual({ tokens: null });
    // Other devices stay signed in.
    expect(await phone.as.query(api.users.viewer, {})).not.toBeNull();
  });

  test("signing out twice is harmless", async () => {
    const t = newTest();
    const [session] = await registeredOnDevices(t, env.resend, "mira@example.com", 1);
    await session.as.action(api.auth.signOut, {});
    await session.as.action(api.auth.signOut, {});
    expect(await session.as.query(api.users.viewer, {})).toBeNull();
  });
});

describe("Google", () => {
  test("Google is offered only when AUTH_GOOGLE_ID and AUTH_GOOGLE_SECRET are both set", async () => {
    const t = newTest();
    expect(await t.query(api.users.authProviders, {})).toEqual({ google: false });
    vi.stubEnv("AUTH_GOOGLE_ID", "google-client");
    expect(await t.query(api.users.authProviders, {})).toEqual({ google: false });
    vi.stubEnv("AUTH_GOOGLE_SECRET", "google-secret");
    expect(await t.query(api.users.authProviders, {})).toEqual({ google: true });
  });

  test("without its credentials the google provider does not exist", async () => {
    const t = newTest();
    await expect(t.action(api.auth.signIn, { provider: "google", params: {} })).rejects.toThrow(/google.*not configured/i);
  });
});
