import { describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import { isAppError } from "./lib/errors";
import { RATE_LIMITS } from "./lib/rateLimit";
import { newTest, signedInUser } from "./test.setup";
import {
  MINUTE,
  OTHER_STRONG_PASSWORD,
  SITE_URL,
  STRONG_PASSWORD,
  followLink,
  linkOf,
  registerUser,
  registeredOnDevices,
  signInWithPassword,
  travel,
  withAccountsEnv,
} from "./test.accounts";
import { EMAIL_LINK_TTL_MINUTES, MIN_AGE, RECENT_SIGN_IN_MINUTES } from "./shared/limits";

const env = withAccountsEnv();
const code = (e: unknown) => (isAppError(e) ? e.data.code : e);

describe("the new-user flow", () => {
  test("email-intro sends a one-time link in the user's language; following it and setting a password gives passwordSet true", async () => {
    const t = newTest();
    expect(await t.action(api.users.startSignUp, { email: " Lena@Example.com ", language: "de" })).toBeNull();

    const [email] = env.resend.emails;
    expect(email.to).toEqual(["lena@example.com"]);
    expect(email.subject).toBe("Willkommen bei Kaia: Bestätige deine E-Mail-Adresse");
    const link = linkOf(email);
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE_URL}/de/auth/callback`);
    expect(link.searchParams.get("type")).toBe("signup");
    expect(email.text).toContain(link.toString());

    const session = await followLink(t, email);
    expect(session).not.toBeNull();
    expect(await session!.as.query(api.users.viewer, {})).toMatchObject({ email: "lena@example.com", passwordSet: false });

    await session!.as.action(api.users.setPassword, { password: STRONG_PASSWORD, birthYear: 1990 });
    expect(await session!.as.query(api.users.viewer, {})).toMatchObject({ passwordSet: true, birthYear: 1990 });
    expect((await signInWithPassword(t, "lena@example.com", STRONG_PASSWORD))?.userId).toBe(session!.userId);
  });

  test("an address that already has a password gets a sign-in link instead, and the answer is the same as for a new one", async () => {
    const t = newTest();
    const registered = await registerUser(t, env.resend, "lena@example.com");
    env.resend.reset();
    const forNewAddress = await t.action(api.users.startSignUp, { email: "new@example.com", language: "en" });
    env.resend.reset();
    const forKnownAddress = await t.action(api.users.startSignUp, { email: "LENA@example.com", language: "en" });
    expect(forKnownAddress).toEqual(forNewAddress);
    const [email] = env.resend.emails;
    expect(email.subject).toBe("You already have a Kaia account");
    expect(linkOf(email).searchParams.get("type")).toBe("existing");
    expect((await followLink(t, email))?.userId).toBe(registered.userId);
  });

  test("an address that never finished setting a password gets a new welcome link, for the same account", async () => {
    const t = newTest();
    await t.action(api.users.startSignUp, { email: "lena@example.com", language: "en" });
    expect(await t.action(api.users.startSignUp, { email: "lena@example.com", language: "en" })).toBeNull();
    const first = await followLink(t, env.resend.emails[1]);
    expect(linkOf(env.resend.emails[1]).searchParams.get("type")).toBe("signup");
    expect(await t.run((ctx) => ctx.db.query("users").take(5))).toHaveLength(1);
    expect(first).not.toBeNull();
  });

  test("an invalid address is refused (INVALID_EMAIL) and nothing is sent", async () => {
    const t = newTest();
    for (const email of ["", "lena", "lena@", "le na@example.com"]) {
      await expect(t.action(api.users.startSignUp, { email, language: "en" })).rejects.toSatisfy((e) =>
        isAppError(e, "INVALID_EMAIL"),
      );
    }
    expect(env.resend.emails).toEqual([]);
  });

  test("without any email configuration the flow says so (EMAIL_NOT_CONFIGURED) and creates nothing", async () => {
    const t = newTest();
    vi.stubEnv("RESEND_API_KEY", "");
    vi.stubEnv("RESEND_BASE_URL", "");
    for (const fn of [api.users.startSignUp, api.users.requestMagicLink, api.users.requestPasswordReset]) {
      await expect(t.action(fn, { email: "lena@example.com", language: "en" })).rejects.toSatisfy((e) =>
        isAppError(e, "EMAIL_NOT_CONFIGURED"),
      );
    }
    expect(await t.run((ctx) => ctx.db.query("users").take(1))).toEqual([]);
  });

  test("a failed delivery is reported (EMAIL_SEND_FAILED)", async () => {
    const t = newTest();
    env.resend.failNext(500);
    await expect(t.action(api.users.startSignUp, { email: "lena@example.com", language: "en" })).rejects.toSatisfy((e) =>
      isAppError(e, "EMAIL_SEND_FAILED"),
    );
  });
});

describe("emailed links are single-use and expire", () => {
  test("a welcome link signs in once; used again it does nothing", async () => {
    const t = newTest();
    await t.action(api.users.startSignUp, { email: "lena@example.com", language: "en" });
    expect(await followLink(t, env.resend.emails[0])).not.toBeNull();
    expect(await followLink(t, env.resend.emails[0])).toBeNull();
  });

  test(`a magic link works within ${EMAIL_LINK_TTL_MINUTES} minutes and not after`, async () => {
    const t = newTest();
    await registerUser(t, env.resend, "lena@example.com");
    await t.action(api.users.requestMagicLink, { email: "lena@example.com", language: "en" });
    await t.action(api.users.requestMagicLink, { email: "sam@example.com", language: "en" });
    expect(env.resend.to("sam@example.com")).toEqual([]);
    const early = env.resend.emails.at(-1)!;
    travel((EMAIL_LINK_TTL_MINUTES - 1) * MINUTE);
    expect(await followLink(t, early)).not.toBeNull();

    await t.action(api.users.requestMagicLink, { email: "lena@example.com", language: "en" });
    const late = env.resend.emails.at(-1)!;
    travel((EMAIL_LINK_TTL_MINUTES + 1) * MINUTE);
    expect(await followLink(t, late)).toBeNull();
  });

  test("a reset link works once and expires", async () => {
    const t = newTest();
    await registerUser(t, env.resend, "lena@example.com");
    await t.action(api.users.requestPasswordReset, { email: "lena@example.com", language: "en" });
    const reset = env.resend.emails.at(-1)!;
    expect(await followLink(t, reset)).not.toBeNull();
    expect(await followLink(t, reset)).toBeNull();

    await t.action(api.users.requestPasswordReset, { email: "lena@example.com", language: "en" });
    travel((EMAIL_LINK_TTL_MINUTES + 1) * MINUTE);
    expect(await followLink(t, env.resend.emails.at(-1)!)).toBeNull();
  });

  test("a newer link replaces the one sent before", async () => {
    const t = newTest();
    await registerUser(t, env.resend, "lena@example.com");
    await t.action(api.users.requestMagicLink, { email: "lena@example.com", language: "en" });
    await t.action(api.users.requestPasswordReset, { email: "lena@example.com", language: "en" });
    const [older, newer] = env.resend.emails.slice(-2);
    expect(await followLink(t, older)).toBeNull();
    expect(await followLink(t, newer)).not.toBeNull();
  });

  test("codes are stored hashed, never as sent", async () => {
    const t = newTest();
    await t.action(api.users.startSignUp, { email: "lena@example.com", language: "en" });
    const sent = linkOf(env.resend.emails[0]).searchParams.get("code")!;
    const stored = await t.run((ctx) => ctx.db.query("authVerificationCodes").take(5));
    expect(stored).toHaveLength(1);
    expect(stored[0].code).not.toContain(sent);
  });
});

describe("magic-link sign-in", () => {
  test("a known address gets a sign-in link in its language that signs into the same account", async () => {
    const t = newTest();
    const registered = await registerUser(t, env.resend, "lena@example.com");
    expect(await t.action(api.users.requestMagicLink, { email: "Lena@example.com", language: "fr" })).toBeNull();
    const email = env.resend.emails.at(-1)!;
    const link = linkOf(email);
    expect(link.pathname).toBe("/fr/auth/callback");
    expect(link.searchParams.get("type")).toBe("magiclink");
    expect((await followLink(t, email))?.userId).toBe(registered.userId);
  });

  test("an unknown address gets the same answer, no email and no account", async () => {
    const t = newTest();
    expect(await t.action(api.users.requestMagicLink, { email: "ghost@example.com", language: "en" })).toBeNull();
    expect(env.resend.emails).toEqual([]);
    expect(await t.run((ctx) => ctx.db.query("users").take(1))).toEqual([]);
  });
});

describe("password reset", () => {
  test("the reset link leads to /auth/callback?reset=true; the new password replaces the old and other sessions end", async () => {
    const t = newTest();
    const [otherDevice] = await registeredOnDevices(t, env.resend, "lena@example.com", 1);
    await t.action(api.users.requestPasswordReset, { email: "lena@example.com", language: "es" });
    const email = env.resend.emails.at(-1)!;
    const link = linkOf(email);
    expect(link.pathname).toBe("/es/auth/callback");
    expect(link.searchParams.get("reset")).toBe("true");

    const session = (await followLink(t, email))!;
    await session.as.action(api.users.setPassword, { password: OTHER_STRONG_PASSWORD });
    await expect(signInWithPassword(t, "lena@example.com", STRONG_PASSWORD)).rejects.toSatisfy((e) =>
      isAppError(e, "INVALID_CREDENTIALS"),
    );
    expect(await signInWithPassword(t, "lena@example.com", OTHER_STRONG_PASSWORD)).not.toBeNull();
    expect(await otherDevice.as.query(api.users.viewer, {})).toBeNull();
    expect(await session.as.query(api.users.viewer, {})).toMatchObject({ passwordSet: true });
  });

  test("an unknown address gets the same answer and no email", async () => {
    const t = newTest();
    expect(await t.action(api.users.requestPasswordReset, { email: "ghost@example.com", language: "en" })).toBeNull();
    expect(env.resend.emails).toEqual([]);
  });

  test(`once a password exists, setting one without the current password needs a sign-in from the last ${RECENT_SIGN_IN_MINUTES} minutes`, async () => {
    const t = newTest();
    const session = await registerUser(t, env.resend, "lena@example.com");
    travel((RECENT_SIGN_IN_MINUTES + 1) * MINUTE);
    await expect(session.as.action(api.users.setPassword, { password: OTHER_STRONG_PASSWORD })).rejects.toSatisfy((e) =>
      isAppError(e, "RECENT_SIGN_IN_REQUIRED"),
    );
    expect(await signInWithPassword(t, "lena@example.com", STRONG_PASSWORD)).not.toBeNull();
  });
});

describe("password rules", () => {
  test.each([
    ["short1A", ["minLength"]],
    ["ALLUPPER123", ["lowercase"]],
    ["alllower123", ["uppercase"]],
    ["NoNumbersHere", ["number"]],
    ["abc", ["minLength", "uppercase", "number"]],
  ])("setting %s is refused with WEAK_PASSWORD naming %j", async (password, rules) => {
    const t = newTest();
    const { as } = await signedInUser(t, { passwordSet: false });
    const error = await as.action(api.users.setPassword, { password }).catch((e: unknown) => e);
    expect(isAppError(error, "WEAK_PASSWORD")).toBe(true);
    expect(isAppError(error) && error.data.details).toEqual(Object.fromEntries(rules.map((rule) => [rule, true])));
  });

  test(`someone who may be under ${MIN_AGE} by their year of birth is refused (UNDER_MIN_AGE)`, async () => {
    const t = newTest();
    const { as } = await signedInUser(t, { passwordSet: false });
    const thisYear = new Date().getUTCFullYear();
    for (const birthYear of [thisYear, thisYear - MIN_AGE]) {
      await expect(as.action(api.users.setPassword, { password: STRONG_PASSWORD, birthYear })).rejects.toSatisfy((e) =>
        isAppError(e, "UNDER_MIN_AGE"),
      );
    }
    await expect(as.action(api.users.setPassword, { password: STRONG_PASSWORD, birthYear: 1800 })).rejects.toSatisfy((e) =>
      isAppError(e, "INVALID_INPUT"),
    );
    expect(await as.query(api.users.viewer, {})).toMatchObject({ passwordSet: false });
    await as.action(api.users.setPassword, { password: STRONG_PASSWORD, birthYear: thisYear - MIN_AGE - 1 });
    expect(await as.query(api.users.viewer, {})).toMatchObject({ passwordSet: true, birthYear: thisYear - MIN_AGE - 1 });
  });

  test("setting a password needs a session", async () => {
    const t = newTest();
    await expect(t.action(api.users.setPassword, { password: STRONG_PASSWORD })).rejects.toSatisfy((e) =>
      isAppError(e, "NOT_AUTHENTICATED"),
    );
  });
});

describe("changing the password", () => {
  test("needs the current password; the new one must meet the rules; other sessions end, this one stays", async () => {
    const t = newTest();
    const [here, elsewhere] = await registeredOnDevices(t, env.resend, "lena@example.com", 2);

    const change = (currentPassword: string, newPassword: string) =>
      here.as.action(api.users.changePassword, { currentPassword, newPassword }).catch(code);
    expect(await change("Not-my-pass-1", OTHER_STRONG_PASSWORD)).toBe("WRONG_PASSWORD");
    expect(await change(STRONG_PASSWORD, "weak")).toBe("WEAK_PASSWORD");
    expect(await change(STRONG_PASSWORD, OTHER_STRONG_PASSWORD)).toBeNull();

    expect(await here.as.query(api.users.viewer, {})).not.toBeNull();
    expect(await elsewhere.as.query(api.users.viewer, {})).toBeNull();
    expect(await signInWithPassword(t, "lena@example.com", OTHER_STRONG_PASSWORD)).not.toBeNull();
    await expect(signInWithPassword(t, "lena@example.com", STRONG_PASSWORD)).rejects.toSatisfy((e) =>
      isAppError(e, "INVALID_CREDENTIALS"),
    );
  });

  test("guessing the current password is limited", async () => {
    const t = newTest();
    const session = await registerUser(t, env.resend, "lena@example.com");
    const guess = (currentPassword: string) =>
      session.as.action(api.users.changePassword, { currentPassword, newPassword: OTHER_STRONG_PASSWORD }).catch(code);
    for (let i = 0; i < RATE_LIMITS.signIn.max; i++) expect(await guess(`Guess-number-${i}`)).toBe("WRONG_PASSWORD");
    expect(await guess(STRONG_PASSWORD)).toBe("TOO_MANY_REQUESTS");
  }, 120_000);

  test("needs a live session: after sign-out it is refused", async () => {
    const t = newTest();
    const session = await registerUser(t, env.resend, "lena@example.com");
    await session.as.action(api.auth.signOut, {});
    await expect(
      session.as.action(api.users.changePassword, { currentPassword: STRONG_PASSWORD, newPassword: OTHER_STRONG_PASSWORD }),
    ).rejects.toSatisfy((e) => isAppError(e, "NOT_AUTHENTICATED"));
  });
});

describe("email sending is limited per address", () => {
  test(`at most ${RATE_LIMITS.email.max} emails per address per hour, whichever flow asks; others are not affected`, async () => {
    const t = newTest();
    const ask = [api.users.startSignUp, api.users.requestMagicLink, api.users.requestPasswordReset];
    for (let i = 0; i < RATE_LIMITS.email.max; i++) {
      await t.action(ask[i % ask.length], { email: "lena@example.com", language: "en" });
    }
    for (const fn of ask) {
      await expect(t.action(fn, { email: "Lena@Example.com", language: "en" })).rejects.toSatisfy((e) =>
        isAppError(e, "TOO_MANY_REQUESTS"),
      );
    }
    expect(env.resend.to("lena@example.com").length).toBeLessThanOrEqual(RATE_LIMITS.email.max);
    await t.action(api.users.startSignUp, { email: "sam@example.com", language: "en" });
    expect(env.resend.to("sam@example.com")).toHaveLength(1);
    travel(RATE_LIMITS.email.windowMs + MINUTE);
    await t.action(api.users.startSignUp, { email: "lena@example.com", language: "en" });
  });

  test("unknown addresses count against the same limit, so the limit does not reveal who has an account", async () => {
    const t = newTest();
    for (let i = 0; i < RATE_LIMITS.email.max; i++) {
      await t.action(api.users.requestMagicLink, { email: "ghost@example.com", language: "en" });
    }
    await expect(t.action(api.users.requestMagicLink, { email: "ghost@example.com", language: "en" })).rejects.toSatisfy((e) =>
      isAppError(e, "TOO_MANY_REQUESTS"),
    );
  });

  test("the limit also holds when the browser asks Convex Auth for a link directly", async () => {
    const t = newTest();
    const direct = () => t.action(api.auth.signIn, { provider: "email", params: { email: "lena@example.com" } });
    for (let i = 0; i < RATE_LIMITS.email.max; i++) await direct();
    await expect(direct()).rejects.toSatisfy((e) => isAppError(e, "TOO_MANY_REQUESTS"));
    expect(env.resend.emails).toHaveLength(RATE_LIMITS.email.max);
  });
});

describe("the profile", () => {
  test("signed out there is no viewer", async () => {
    const t = newTest();
    expect(await t.query(api.users.viewer, {})).toBeNull();
  });

  test("shows the email, member-since date and password state; the email cannot be changed", async () => {
    const t = newTest();
    const { as, userId, email } = await signedInUser(t, { fullName: "Lena Berg" });
    const created = await t.run(async (ctx) => (await ctx.db.get(userId))!._creationTime);
    expect(await as.query(api.users.viewer, {})).toEqual({
      _id: userId,
      email,
      fullName: "Lena Berg",
      passwordSet: true,
      memberSince: created,
    });
    await expect(
      as.mutation(api.users.updateProfile, { fullName: "Lena", email: "other@example.com" } as never),
    ).rejects.toThrow(/email/);
    expect((await as.query(api.users.viewer, {}))?.email).toBe(email);
  });

  test("the full name is saved trimmed, cleared when empty, and refused when too long", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    await as.mutation(api.users.updateProfile, { fullName: "  Lena Berg  " });
    expect((await as.query(api.users.viewer, {}))?.fullName).toBe("Lena Berg");
    await as.mutation(api.users.updateProfile, { fullName: " " });
    expect((await as.query(api.users.viewer, {}))?.fullName).toBeUndefined();
    await expect(as.mutation(api.users.updateProfile, { fullName: "x".repeat(101) })).rejects.toSatisfy((e) =>
      isAppError(e, "INVALID_INPUT"),
    );
  });

  test("a Google account's name and picture show until the user sets their own", async () => {
    const t = newTest();
    const { as, userId } = await signedInUser(t);
    await t.run((ctx) => ctx.db.patch(userId, { name: "Lena G.", image: "https://images.example.com/lena.png" }));
    expect(await as.query(api.users.viewer, {})).toMatchObject({
      fullName: "Lena G.",
      avatarUrl: "https://images.example.com/lena.png",
    });
    await as.mutation(api.users.updateProfile, { fullName: "Lena Berg" });
    expect((await as.query(api.users.viewer, {}))?.fullName).toBe("Lena Berg");
  });

  test("profile changes need a session", async () => {
    const t = newTest();
    await expect(t.mutation(api.users.updateProfile, { fullName: "X" })).rejects.toSatisfy((e) =>
      isAppError(e, "NOT_AUTHENTICATED"),
    );
    await expect(t.mutation(api.users.generateAvatarUploadUrl, {})).rejects.toSatisfy((e) =>
      isAppError(e, "NOT_AUTHENTICATED"),
    );
  });
});

describe("one user cannot reach another's account", () => {
  test("every public accounts function, called by a second user, reads and changes only that user", async () => {
    const t = newTest();
    const lena = await registerUser(t, env.resend, "lena@example.com");
    await lena.as.mutation(api.users.updateProfile, { fullName: "Lena Berg" });
    const sam = await registerUser(t, env.resend, "sam@example.com");
    const lenaBefore = await lena.as.query(api.users.viewer, {});

    expect((await sam.as.query(api.users.viewer, {}))?.email).toBe("sam@example.com");
    await sam.as.mutation(api.users.updateProfile, { fullName: "Sam" });
    const samUpload = await sam.as.mutation(api.users.generateAvatarUploadUrl, {});
    expect(await t.run((ctx) => ctx.db.query("avatarUploads").withIndex("by_userId", (q) => q.eq("userId", lena.userId)).take(1))).toEqual([]);
    expect(samUpload).toContain("token=");
    await sam.as.action(api.users.changePassword, { currentPassword: STRONG_PASSWORD, newPassword: OTHER_STRONG_PASSWORD });
    await sam.as.action(api.users.setPassword, { password: "Sams-new-pass-3" });
    // Asking for links to Lena's address only ever mails Lena; Sam gains no session.
    env.resend.reset();
    for (const fn of [api.users.startSignUp, api.users.requestMagicLink, api.users.requestPasswordReset]) {
      await sam.as.action(fn, { email: "lena@example.com", language: "en" });
    }
    expect(env.resend.emails.every((email) => email.to.join() === "lena@example.com")).toBe(true);

    expect(await lena.as.query(api.users.viewer, {})).toEqual(lenaBefore);
    expect(await signInWithPassword(t, "lena@example.com", STRONG_PASSWORD)).not.toBeNull();
    expect(await signInWithPassword(t, "sam@example.com", "Sams-new-pass-3")).not.toBeNull();
  });
});
