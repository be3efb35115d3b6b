// Sign-in: email and password, one-time emailed links (welcome, sign-in, reset), and Google
// when its credentials are configured. New accounts start only from an emailed link; the
// password comes afterwards through users.setPassword.
import { v } from "convex/values";
import Google from "@auth/core/providers/google";
import { ConvexCredentials } from "@convex-dev/auth/providers/ConvexCredentials";
import { Email } from "@convex-dev/auth/providers/Email";
import { convexAuth, retrieveAccount } from "@convex-dev/auth/server";
import { Scrypt } from "lucia";
import { internal } from "./_generated/api";
import { query, type ActionCtx } from "./lib/functions";
import type { DataModel } from "./_generated/dataModel";
import { appError } from "./lib/errors";
import { env } from "./lib/env";
import { sendAuthLinkEmail } from "./emails/authLinks";
import type { ErrorCode } from "./shared/errors";
import { EMAIL_LINK_TTL_MINUTES, isValidEmail } from "./shared/limits";

/** Password hashing for every password credential (sign-in, users.setPassword, admin-created users). */
export const passwordCrypto = {
  hashSecret: (password: string) => new Scrypt().hash(password),
  verifySecret: (password: string, hash: string) => new Scrypt().verify(hash, password),
};

/** Addresses are compared trimmed and lower-cased everywhere. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Convex Auth reports credential failures as plain errors; this turns them into the product's codes. */
export function credentialError(error: unknown, code: ErrorCode) {
  if (error instanceof Error && error.message === "TooManyFailedAttempts") {
    return appError("TOO_MANY_REQUESTS", "Too many failed attempts, try again later");
  }
  if (error instanceof Error && /^(InvalidSecret|InvalidAccountId)$/.test(error.message)) {
    return appError(code, code === "WRONG_PASSWORD" ? "The current password is wrong" : "Invalid email or password");
  }
  return error;
}

const password = ConvexCredentials<DataModel>({
  id: "password",
  crypto: passwordCrypto,
  authorize: async (params, ctx) => {
    // Only signing in: sign-up goes through the emailed link, so every account has a proven address.
    if (params.flow !== "signIn") throw appError("INVALID_REQUEST", "Only the signIn flow is available");
    const email = typeof params.email === "string" ? normalizeEmail(params.email) : "";
    const secret = typeof params.password === "string" ? params.password : "";
    if (!isValidEmail(email) || secret === "") throw appError("INVALID_CREDENTIALS", "Invalid email or password");
    await ctx.runMutation(internal.users.countAttempt, { limit: "signIn", email });
    try {
      const { user } = await retrieveAccount<DataModel>(ctx, { provider: "password", account: { id: email, secret } });
      return { userId: user._id };
    } catch (error) {
      throw credentialError(error, "INVALID_CREDENTIALS");
    }
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
});

/** Whether the caller is signed in: a token whose session has ended is not. */
export const isAuthenticated = query({
  args: {},
  returns: v.boolean(),
  handler: async (ctx) => ctx.viewer !== null,
});
