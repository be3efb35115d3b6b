// A reply while it streams: the text arrives in pieces (replyChunks), each written once, and
// tabs follow the newest piece, so a streamed reply costs in proportion to the reply, never to
// the conversation. The message itself changes only when the reply ends.
import { v } from "convex/values";
import type { Id } from "./_generated/dataModel";
import { internalMutation, query, type MutationCtx, type QueryCtx } from "./lib/functions";

/** Pieces read at once; the writer makes pieces large enough that a reply never needs more. */
export const REPLY_CHUNKS_READ = 400;

const vChunk = v.object({ index: v.number(), text: v.string() });

/** Whether the reply is still being written: the only time pieces may be added. */
function isUnfinished(reply: { status: string } | null): boolean {
  return reply !== null && (reply.status === "pending" || reply.status === "streaming");
}

/** The viewer's own reply, or null (someone else's looks missing). */
async function ownReply(ctx: QueryCtx, viewerId: Id<"users"> | undefined, messageId: Id<"messages">) {
  const reply = viewerId ? await ctx.db.get(messageId) : null;
  return reply !== null && reply.userId === viewerId && reply.role === "assistant" ? reply : null;
}

function chunksFrom(ctx: QueryCtx, messageId: Id<"messages">, from: number) {
  return ctx.db
    .query("replyChunks")
    .withIndex("by_messageId_and_index", (q) => q.eq("messageId", messageId).gte("index", from))
    .take(REPLY_CHUNKS_READ);
}

/** The reply's text streamed so far. */
export async function streamedText(ctx: QueryCtx, messageId: Id<"messages">): Promise<string> {
  return (await chunksFrom(ctx, messageId, 0)).map((c) => c.text).join("");
}

/** Removes the reply's pieces (it ended, or it is gone). */
export async function clearReplyStream(ctx: MutationCtx, messageId: Id<"messages">): Promise<void> {
  for (const chunk of await chunksFrom(ctx, messageId, 0)) await ctx.db.delete(chunk._id);
}

/** Adds the next piece; false when the reply is gone or already ended, so streaming stops. */
export const append = internalMutation({
  args: { messageId: v.id("messages"), index: v.number(), text: v.string() },
  returns: v.boolean(),
  handler: async (ctx, { messageId, index, text }) => {
    if (!isUnfinished(await ctx.db.get(messageId))) return false;
    await ctx.db.insert("replyChunks", { messageId, index, text });
    return true;
  },
});

/**
 * The newest piece of the viewer's streaming reply, or null before the first one and once the
 * reply has ended. A tab follows this and fetches with `since` any piece it missed.
 */
export const newest = query({
  args: { messageId: v.id("messages") },
  returns: v.union(v.null(), vChunk),
  handler: async (ctx, { messageId }) => {
    if ((await ownReply(ctx, ctx.viewer?._id, messageId)) === null) return null;
    const chunk = await ctx.db
      .query("replyChunks")
      .withIndex("by_messageId_and_index", (q) => q.eq("messageId", messageId))
      .order("desc")
      .first();
    return chunk === null ? null : { index: chunk.index, text: chunk.text };
  },
});

/** The pieces of the viewer's streaming reply from `from` on, in order (a tab catching up). */
export const since = query({
  args: { messageId: v.id("messages"), from: v.number() },
  returns: v.array(vChunk),
  handler: async (ctx, { messageId, from }) => {
    if ((await ownReply(ctx, ctx.viewer?._id, messageId)) === null) return [];
    return (await chunksFrom(ctx, messageId, from)).map(({ index, text }) => ({ index, text }));
  },
});
