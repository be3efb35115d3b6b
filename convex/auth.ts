// Sign-in: email and password, one-time emailed links (welcome, sign-in, reset), and Google
// when its credentials are configured. New accounts start only from an emailed link; the
// password comes afterwards through users.setPassword.
import { v } from "convex/values";
import Google from "@auth/core/providers/google";
import { ConvexCredentials } from "@convex-dev/auth/providers/ConvexCredentials";
import { Email } from "@convex-dev/auth/providers/Email";
import { convexAuth, retrieveAccount } from "@convex-dev/auth/server";
import { hashPassword, verifyPassword } from "./lib/passwordHash";
import { internal } from "./_generated/api";
import { query, type ActionCtx } from "./lib/functions";
import type { DataModel } from "./_generated/dataModel";
import { appError } from "./lib/errors";
import { env } from "./lib/env";
import { RATE_LIMITS } from "./lib/rateLimit";
import { sendAuthLinkEmail } from "./emails/authLinks";
import type { ErrorCode } from "./shared/errors";
import { EMAIL_LINK_TTL_MINUTES, isValidEmail, normalizeEmail } from "./shared/limits";

/** Password hashing for every password credential (sign-in, users.setPassword, admin-created users). */
export const passwordCrypto = {
  hashSecret: hashPassword,
  verifySecret: verifyPassword,
};

/** Convex Auth reports credential failures as plain errors; this turns them into the product's codes. */
function credentialError(error: unknown, code: ErrorCode) {
  if (error instanceof Error && error.message === "TooManyFailedAttempts") {
    return appError("TOO_MANY_REQUESTS", "Too many failed attempts, try again later");
  }
  if (error instanceof Error && /^(InvalidSecret|InvalidAccountId)$/.test(error.message)) {
    return appError(code, code === "WRONG_PASSWORD" ? "The current password is wrong" : "Invalid email or password");
  }
  return error;
}

/**
 * The account whose password login is `login`, if `secret` is its password. Only failures
 * count toward RATE_LIMITS.signIn: the attempt takes a use and a right password gives it back,
 * so someone else's guesses keep the owner out for at most one window, and the error says how long.
 */
export async function checkPassword(ctx: ActionCtx, login: string, secret: string, failure: "INVALID_CREDENTIALS" | "WRONG_PASSWORD") {
  const limit = { name: "signIn" as const, subject: login };
  await ctx.runMutation(internal.lib.rateLimit.take, limit);
  let account;
  try {
    account = await retrieveAccount<DataModel>(ctx, { provider: "password", account: { id: login, secret } });
  } catch (error) {
    throw credentialError(error, failure);
  }
  await ctx.runMutation(internal.lib.rateLimit.giveBack, limit);
  return account;
}

const password = ConvexCredentials<DataModel>({
  id: "password",
  crypto: passwordCrypto,
  authorize: async (params, ctx) => {
    // Only signing in: sign-up goes through the emailed link, so every account has a proven address.
    if (params.flow !== "signIn") throw appError("INVALID_INPUT", "Only the signIn flow is available");
    const email = typeof params.email === "string" ? normalizeEmail(params.email) : "";
    const secret = typeof params.password === "string" ? params.password : "";
    if (!isValidEmail(email) || secret === "") throw appError("INVALID_CREDENTIALS", "Invalid email or password");
    const account = await checkPassword(ctx, email, secret, "INVALID_CREDENTIALS");
    return { userId: account.user._id };
  },
});

const emailLink = Email<DataModel>({
  id: "email",
  maxAge: EMAIL_LINK_TTL_MINUTES * 60,
  // The link alone signs in, so it works from the email without retyping the address;
  // its token is 32 random characters, stored hashed, single-use.
  authorize: undefined,
  // Convex Auth passes the action's ctx after the documented argument.
  sendVerificationRequest: async ({ identifier, url, expires }, ...rest: unknown[]) => {
    await sendAuthLinkEmail(rest[0] as ActionCtx, { to: identifier, url, expires });
  },
});

export const { auth, signIn, signOut, store } = convexAuth({
  providers: [password, emailLink, ...(env.googleConfigured ? [Google] : [])],
  // RATE_LIMITS.signIn is the limit that counts; Convex Auth's own (per hour) stays above it.
  signIn: { maxFailedAttempsPerHour: 5 * RATE_LIMITS.signIn.max },
});

/** Whether the caller is signed in: a token whose session has ended is not. */
export const isAuthenticated = query({
  args: {},
  returns: v.boolean(),
  handler: async (ctx) => ctx.viewer !== null,
});
