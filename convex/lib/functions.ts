// Query, mutation and action wrappers built once: every authed handler gets the signed-in
// user on ctx, and no public function ever takes a userId argument.
import { getAuthSessionId, getAuthUserId } from "@convex-dev/auth/server";
import { customAction, customCtx, customMutation, customQuery } from "convex-helpers/server/customFunctions";
import { action, mutation, query, type QueryCtx } from "../_generated/server";
import type { Doc, Id } from "../_generated/dataModel";
import { appError } from "./errors";

/** The signed-in user's document, or null when signed out, the session has ended or the user is gone. */
export async function getViewer(ctx: QueryCtx): Promise<Doc<"users"> | null> {
  const userId = await getAuthUserId(ctx);
  if (userId === null) return null;
  // A token outlives sign-out until it expires; the session row is what says the user is in.
  const sessionId = ctx.db.normalizeId("authSessions", (await getAuthSessionId(ctx)) ?? "");
  if (sessionId === null || (await ctx.db.get(sessionId)) === null) return null;
  return await ctx.db.get(userId);
}

/** The signed-in user's document; throws NOT_AUTHENTICATED otherwise. */
export async function getViewerX(ctx: QueryCtx): Promise<Doc<"users">> {
  const user = await getViewer(ctx);
  if (user === null) throw appError("NOT_AUTHENTICATED", "Not signed in");
  return user;
}

export const authedQuery = customQuery(
  query,
  customCtx(async (ctx) => ({ user: await getViewerX(ctx) })),
);

export const authedMutation = customMutation(
  mutation,
  customCtx(async (ctx) => ({ user: await getViewerX(ctx) })),
);

/** Actions cannot read the db directly; they get the signed-in user's id. */
export const authedAction = customAction(
  action,
  customCtx(async (ctx) => {
    const userId: Id<"users"> | null = await getAuthUserId(ctx);
    if (userId === null) throw appError("NOT_AUTHENTICATED", "Not signed in");
    return { userId };
  }),
);
