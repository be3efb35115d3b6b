// The one place the function builders come from. Every public query, mutation and action
// learns who calls it here, the same way: `ctx.viewer` (null when signed out) in the open
// builders, `ctx.user` (NOT_AUTHENTICATED otherwise) in the authed ones. A token outlives
// sign-out until it expires, so the session row, not the token, says the user is in.
// No public function takes a userId argument.
import { v } from "convex/values";
import { getAuthSessionId, getAuthUserId } from "@convex-dev/auth/server";
import { customAction, customCtx, customMutation, customQuery } from "convex-helpers/server/customFunctions";
import {
  action as rawAction,
  httpAction,
  internalAction,
  internalMutation,
  internalQuery,
  mutation as rawMutation,
  query as rawQuery,
  type ActionCtx,
  type MutationCtx,
  type QueryCtx,
} from "../_generated/server";
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import { requireAdminKey } from "./adminKey";
import { appError } from "./errors";

export { httpAction, internalAction, internalMutation, internalQuery };
export type { ActionCtx, MutationCtx, QueryCtx };

/** For anyone holding ADMIN_KEY, given as the `adminKey` argument; no user role is involved. */
export const adminAction = customAction(rawAction, {
  args: { adminKey: v.string() },
  input: async (ctx, { adminKey }) => {
    await requireAdminKey(ctx, adminKey);
    return { ctx: {}, args: {} };
  },
});

/** The caller of an action as its live session shows it (actions cannot read the db). */
export type SessionViewer = {
  userId: Id<"users">;
  sessionId: Id<"authSessions">;
  email: string | null;
  /** The password login's account id, null when no password is set yet. */
  passwordLogin: string | null;
};

/** The signed-in user's document, or null when signed out, the session has ended or the user is gone. */
export async function getViewer(ctx: QueryCtx): Promise<Doc<"users"> | null> {
  return (await viewerSession(ctx))?.user ?? null;
}

/** The signed-in user and their live session, or null. */
export async function viewerSession(ctx: QueryCtx): Promise<{ user: Doc<"users">; sessionId: Id<"authSessions"> } | null> {
  const userId = await getAuthUserId(ctx);
  if (userId === null) return null;
  const sessionId = ctx.db.normalizeId("authSessions", (await getAuthSessionId(ctx)) ?? "");
  const session = sessionId === null ? null : await ctx.db.get(sessionId);
  if (sessionId === null || session === null || session.userId !== userId) return null;
  const user = await ctx.db.get(userId);
  return user === null ? null : { user, sessionId };
}

function notSignedIn() {
  return appError("NOT_AUTHENTICATED", "Not signed in");
}

/** The signed-in user's document; throws NOT_AUTHENTICATED otherwise. */
export async function getViewerX(ctx: QueryCtx): Promise<Doc<"users">> {
  const user = await getViewer(ctx);
  if (user === null) throw notSignedIn();
  return user;
}

async function actionViewer(ctx: ActionCtx): Promise<SessionViewer | null> {
  return await ctx.runQuery(internal.users.currentSession, {});
}

/** Open to everyone; `ctx.viewer` is the signed-in user or null. */
export const query = customQuery(
  rawQuery,
  customCtx(async (ctx) => ({ viewer: await getViewer(ctx) })),
);

/** Open to everyone; `ctx.viewer` is the signed-in user or null. */
export const mutation = customMutation(
  rawMutation,
  customCtx(async (ctx) => ({ viewer: await getViewer(ctx) })),
);

/** Open to everyone; `ctx.viewer` is the caller's live session or null. */
export const action = customAction(
  rawAction,
  customCtx(async (ctx) => ({ viewer: await actionViewer(ctx) })),
);

/** Signed-in users only; `ctx.user` is their document. */
export const authedQuery = customQuery(
  rawQuery,
  customCtx(async (ctx) => ({ user: await getViewerX(ctx) })),
);

/** Signed-in users only; `ctx.user` is their document. */
export const authedMutation = customMutation(
  rawMutation,
  customCtx(async (ctx) => ({ user: await getViewerX(ctx) })),
);

/** Signed-in users only, with a live session; `ctx.user` is that session. */
export const authedAction = customAction(
  rawAction,
  customCtx(async (ctx) => {
    const user = await actionViewer(ctx);
    if (user === null) throw notSignedIn();
    return { user };
  }),
);
