// Ending sessions the way Convex Auth does (the session row and its refresh tokens), in
// bounded steps: each call deletes at most `limit` documents and returns how many it deleted,
// so fewer than `limit` means nothing is left.
import type { MutationCtx } from "./functions";
import type { Id } from "../_generated/dataModel";

async function endSession(ctx: MutationCtx, sessionId: Id<"authSessions">, limit: number): Promise<number> {
  const tokens = await ctx.db
    .query("authRefreshTokens")
    .withIndex("sessionId", (q) => q.eq("sessionId", sessionId))
    .take(limit);
  for (const token of tokens) await ctx.db.delete(token._id);
  let used = tokens.length;
  if (used >= limit) return used;
  const verifiers = await ctx.db
    .query("authVerifiers")
    .withIndex("by_sessionId", (q) => q.eq("sessionId", sessionId))
    .take(limit - used);
  for (const verifier of verifiers) await ctx.db.delete(verifier._id);
  used += verifiers.length;
  if (used >= limit) return used;
  await ctx.db.delete(sessionId);
  return used + 1;
}

/**
 * Ends the user's sessions except `keep` (the caller's own, when they stay signed in), only
 * those begun before `createdBefore` when given, so a later run never ends a newer sign-in.
 */
export async function endSessions(
  ctx: MutationCtx,
  userId: Id<"users">,
  limit: number,
  options: { keep?: Id<"authSessions">; createdBefore?: number } = {},
): Promise<number> {
  const { keep, createdBefore } = options;
  const sessions = await ctx.db
    .query("authSessions")
    .withIndex("userId", (q) =>
      createdBefore === undefined ? q.eq("userId", userId) : q.eq("userId", userId).lt("_creationTime", createdBefore),
    )
    .take(limit + 1);
  let used = 0;
  for (const session of sessions) {
    if (session._id === keep) continue;
    used += await endSession(ctx, session._id, limit - used);
    if (used >= limit) return used;
  }
  return used;
}
