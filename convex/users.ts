// Accounts: the signed-in user and their profile, and the emailed-link flows (sign-up,
// sign-in, password reset) that end in setting a password.
import { v } from "convex/values";
import { api, internal } from "./_generated/api";
import {
  action,
  authedAction,
  authedMutation,
  internalMutation,
  internalQuery,
  query,
  viewerSession,
  type ActionCtx,
  type MutationCtx,
  type SessionViewer,
} from "./lib/functions";
import type { Id } from "./_generated/dataModel";
import { checkPassword, passwordCrypto } from "./auth";
import { createAvatarUploadUrl, replaceAvatar } from "./avatars";
import { authLinkPath, type AuthLinkKind } from "./emails/authLinks";
import { isEmailConfigured } from "./lib/email";
import { env } from "./lib/env";
import { appError } from "./lib/errors";
import { endSessions } from "./lib/sessions";
import { vLanguageCode } from "./lib/validators";
import type { LanguageCode } from "./shared/languages";
import {
  FULL_NAME_MAX_CHARS,
  MIN_AGE,
  RECENT_SIGN_IN_MINUTES,
  birthYearProblem,
  isValidEmail,
  normalizeEmail,
  unmetPasswordRules,
} from "./shared/limits";

const SESSION_BATCH = 200;

export const viewer = query({
  args: {},
  returns: v.union(
    v.null(),
    v.object({
      _id: v.id("users"),
      email: v.string(),
      fullName: v.optional(v.string()),
      avatarUrl: v.optional(v.string()),
      passwordSet: v.boolean(),
      birthYear: v.optional(v.number()),
      memberSince: v.number(),
    }),
  ),
  handler: async (ctx) => {
    const user = ctx.viewer;
    if (user === null) return null;
    // A Google account brings a name and picture until the user sets their own.
    const fullName = user.fullName ?? user.name;
    const avatarUrl = user.avatarStorageId ? await ctx.storage.getUrl(user.avatarStorageId) : user.image;
    return {
      _id: user._id,
      email: user.email ?? "",
      ...(fullName ? { fullName } : {}),
      ...(avatarUrl ? { avatarUrl } : {}),
      passwordSet: user.passwordSet === true,
      ...(user.birthYear !== undefined ? { birthYear: user.birthYear } : {}),
      memberSince: user._creationTime,
    };
  },
});

export const authProviders = query({
  args: {},
  returns: v.object({ google: v.boolean() }),
  handler: async () => ({ google: env.googleConfigured }),
});

/** Full name (empty clears it) and, optionally, a new avatar checked by ./avatars. The email cannot change. */
export const updateProfile = authedMutation({
  args: { fullName: v.string(), avatarStorageId: v.optional(v.id("_storage")) },
  returns: v.null(),
  handler: async (ctx, { fullName, avatarStorageId }) => {
    const name = fullName.trim();
    if (name.length > FULL_NAME_MAX_CHARS) throw appError("INVALID_INPUT", "The name is too long");
    if (avatarStorageId !== undefined && avatarStorageId !== ctx.user.avatarStorageId) {
      await replaceAvatar(ctx, ctx.user._id, avatarStorageId);
    }
    await ctx.db.patch(ctx.user._id, { fullName: name === "" ? undefined : name });
    return null;
  },
});

export const generateAvatarUploadUrl = authedMutation({
  args: {},
  returns: v.string(),
  handler: async (ctx) => await createAvatarUploadUrl(ctx, ctx.user._id),
});

// ---- Emailed links -------------------------------------------------------------------------

const linkArgs = { email: v.string(), language: vLanguageCode };
type Registration = { passwordSet: boolean } | null;

function checkedEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (!isValidEmail(normalized)) throw appError("INVALID_EMAIL", "Invalid email address");
  if (!isEmailConfigured()) throw appError("EMAIL_NOT_CONFIGURED", "Email is not configured");
  return normalized;
}

/** Has Convex Auth create a one-time code and send it through the email provider (see ./auth). */
async function emailLink(ctx: ActionCtx, email: string, kind: AuthLinkKind, language: LanguageCode) {
  await ctx.runAction(api.auth.signIn, { provider: "email", params: { email, redirectTo: authLinkPath(kind, language) } });
}

/**
 * Get Started: a welcome link for a new address; an address whose account has a password gets
 * a sign-in link instead. The answer is the same either way, so nobody learns who has an account.
 */
export const startSignUp = action({
  args: linkArgs,
  returns: v.null(),
  handler: async (ctx, args) => {
    const email = checkedEmail(args.email);
    const registered: Registration = await ctx.runQuery(internal.users.registration, { email });
    await emailLink(ctx, email, registered?.passwordSet === true ? "existingAccount" : "welcome", args.language);
    return null;
  },
});

/** Unknown addresses get no email but the same answer and the same limit, so nobody learns who has an account. */
async function linkForKnownAddress(ctx: ActionCtx, args: { email: string; language: LanguageCode }, kind: AuthLinkKind) {
  const email = checkedEmail(args.email);
  const registered: Registration = await ctx.runQuery(internal.users.registration, { email });
  if (registered === null) {
    await ctx.runMutation(internal.lib.rateLimit.take, { name: "email", subject: email });
    return null;
  }
  await emailLink(ctx, email, kind, args.language);
  return null;
}

export const requestMagicLink = action({
  args: linkArgs,
  returns: v.null(),
  handler: async (ctx, args) => await linkForKnownAddress(ctx, args, "signIn"),
});

/** The reset link signs the user in and leads to /auth/setup-password?reset=true, which calls setPassword. */
export const requestPasswordReset = action({
  args: linkArgs,
  returns: v.null(),
  handler: async (ctx, args) => await linkForKnownAddress(ctx, args, "reset"),
});

// ---- Passwords ---------------------------------------------------------------------------------

function requireStrongPassword(password: string) {
  const unmet = unmetPasswordRules(password);
  if (unmet.length > 0) {
    throw appError("WEAK_PASSWORD", `Password misses: ${unmet.join(", ")}`, Object.fromEntries(unmet.map((rule) => [rule, true])));
  }
}

function requireMinimumAge(birthYear: number) {
  const problem = birthYearProblem(birthYear, Date.now());
  if (problem === "INVALID_INPUT") throw appError(problem, "Invalid year of birth");
  if (problem === "UNDER_MIN_AGE") throw appError(problem, `Kaia is for people aged ${MIN_AGE} and over`);
}

/** For the signed-in user (after the welcome or reset link): creates or replaces the password. */
export const setPassword = authedAction({
  args: { password: v.string(), birthYear: v.optional(v.number()) },
  returns: v.null(),
  handler: async (ctx, args) => {
    const { userId, sessionId } = ctx.user;
    requireStrongPassword(args.password);
    if (args.birthYear !== undefined) requireMinimumAge(args.birthYear);
    const secret = await passwordCrypto.hashSecret(args.password);
    await ctx.runMutation(internal.users.storePassword, {
      userId,
      sessionId,
      secret,
      birthYear: args.birthYear,
      currentPasswordChecked: false,
    });
    return null;
  },
});

export const changePassword = authedAction({
  args: { currentPassword: v.string(), newPassword: v.string() },
  returns: v.null(),
  handler: async (ctx, args) => {
    const { userId, sessionId, passwordLogin } = ctx.user;
    requireStrongPassword(args.newPassword);
    if (passwordLogin === null) throw appError("WRONG_PASSWORD", "No password is set yet");
    await checkPassword(ctx, passwordLogin, args.currentPassword, "WRONG_PASSWORD");
    const secret = await passwordCrypto.hashSecret(args.newPassword);
    await ctx.runMutation(internal.users.storePassword, { userId, sessionId, secret, currentPasswordChecked: true });
    return null;
  },
});

// ---- Internal ----------------------------------------------------------------------------------

/** Whether an address has an account, and whether it has finished setting a password. */
export const registration = internalQuery({
  args: { email: v.string() },
  returns: v.union(v.null(), v.object({ passwordSet: v.boolean() })),
  handler: async (ctx, { email }) => {
    const users = await ctx.db
      .query("users")
      .withIndex("email", (q) => q.eq("email", email))
      .take(10);
    if (users.length === 0) return null;
    return { passwordSet: users.some((user) => user.passwordSet === true) };
  },
});

/** The caller's live session, for actions (an ended session counts as signed out). */
export const currentSession = internalQuery({
  args: {},
  returns: v.union(
    v.null(),
    v.object({
      userId: v.id("users"),
      sessionId: v.id("authSessions"),
      email: v.union(v.string(), v.null()),
      passwordLogin: v.union(v.string(), v.null()),
    }),
  ),
  handler: async (ctx): Promise<SessionViewer | null> => {
    const viewer = await viewerSession(ctx);
    if (viewer === null) return null;
    const { user, sessionId } = viewer;
    const password = await ctx.db
      .query("authAccounts")
      .withIndex("userIdAndProvider", (q) => q.eq("userId", user._id).eq("provider", "password"))
      .first();
    return { userId: user._id, sessionId, email: user.email ?? null, passwordLogin: password?.providerAccountId ?? null };
  },
});

/**
 * Stores a password hash for the user and marks passwordSet. Without the current password this
 * needs a fresh session (from the emailed link or a sign-in) once a password exists. Every other
 * session of the user ends.
 */
export const storePassword = internalMutation({
  args: {
    userId: v.id("users"),
    sessionId: v.id("authSessions"),
    secret: v.string(),
    birthYear: v.optional(v.number()),
    currentPasswordChecked: v.boolean(),
  },
  returns: v.null(),
  handler: async (ctx, { userId, sessionId, secret, birthYear, currentPasswordChecked }) => {
    const user = await ctx.db.get(userId);
    const session = await ctx.db.get(sessionId);
    if (user === null || session === null || session.userId !== userId) throw appError("NOT_AUTHENTICATED", "Not signed in");
    const sessionAge = Date.now() - session._creationTime;
    if (!currentPasswordChecked && user.passwordSet === true && sessionAge > RECENT_SIGN_IN_MINUTES * 60_000) {
      throw appError("RECENT_SIGN_IN_REQUIRED", "Sign in again (or use a reset link) to set a new password");
    }
    const existing = await ctx.db
      .query("authAccounts")
      .withIndex("userIdAndProvider", (q) => q.eq("userId", userId).eq("provider", "password"))
      .first();
    if (existing !== null) {
      await ctx.db.patch(existing._id, { secret });
    } else {
      const login = normalizeEmail(user.email ?? "");
      if (!isValidEmail(login)) throw appError("INVALID_INPUT", "The account has no email address");
      const taken = await ctx.db
        .query("authAccounts")
        .withIndex("providerAndAccountId", (q) => q.eq("provider", "password").eq("providerAccountId", login))
        .first();
      if (taken !== null) throw appError("USER_ALREADY_REGISTERED", "Another account signs in with this email");
      await ctx.db.insert("authAccounts", { userId, provider: "password", providerAccountId: login, secret });
    }
    await ctx.db.patch(userId, { passwordSet: true, ...(birthYear !== undefined ? { birthYear } : {}) });
    await endOtherSessionsNow(ctx, { userId, keep: sessionId, createdBefore: Date.now() });
    return null;
  },
});

type OtherSessions = { userId: Id<"users">; keep: Id<"authSessions">; createdBefore: number };

/** Ends the sessions a password change leaves behind; a very long list goes on in the background. */
async function endOtherSessionsNow(ctx: MutationCtx, args: OtherSessions) {
  if ((await endSessions(ctx, args.userId, SESSION_BATCH, args)) >= SESSION_BATCH) {
    await ctx.scheduler.runAfter(0, internal.users.endOtherSessions, args);
  }
}

export const endOtherSessions = internalMutation({
  args: { userId: v.id("users"), keep: v.id("authSessions"), createdBefore: v.number() },
  returns: v.null(),
  handler: async (ctx, args) => {
    await endOtherSessionsNow(ctx, args);
    return null;
  },
});
