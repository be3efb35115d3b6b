// Conversations and their messages (one document per message, so replies stream in place).
import { v, type Infer } from "convex/values";
import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { internal } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import { authedMutation, internalMutation, query, type MutationCtx, type QueryCtx } from "./lib/functions";
import { vErrorCode, vMessageRole, vMessageStatus, vMessageRisk, vReplyCheckReason, vTopicId } from "./lib/validators";
import { CONVERSATION_TITLE_CHARS, MESSAGES_LOADED, RECENT_CONVERSATIONS } from "./shared/limits";

/** Messages deleted per transaction, so huge conversations never hit a limit. */
const DELETE_BATCH = 200;

const vConversation = v.object({
  _id: v.id("conversations"),
  topicId: vTopicId,
  title: v.string(),
  lastActivity: v.number(),
});

const vMessage = v.object({
  _id: v.id("messages"),
  _creationTime: v.number(),
  role: vMessageRole,
  content: v.string(),
  status: vMessageStatus,
  errorCode: v.optional(vErrorCode),
  demo: v.optional(v.boolean()),
  crisisCountry: v.optional(v.string()),
  risk: v.optional(vMessageRisk),
  replyCheck: v.optional(v.object({ stopped: vReplyCheckReason, at: v.number() })),
});

function conversationView(c: Doc<"conversations">): Infer<typeof vConversation> {
  return { _id: c._id, topicId: c.topicId, title: c.title, lastActivity: c.lastActivity };
}

function messageView(m: Doc<"messages">): Infer<typeof vMessage> {
  const { _id, _creationTime, role, content, status, errorCode, demo, crisisCountry, risk, replyCheck } = m;
  return { _id, _creationTime, role, content, status, errorCode, demo, crisisCountry, risk, replyCheck };
}

/** The spec's title rule: the first user message, cut at 50 characters plus an ellipsis. */
export function conversationTitle(firstMessage: string): string {
  const chars = Array.from(firstMessage.replace(/\s+/g, " ").trim());
  return chars.length > CONVERSATION_TITLE_CHARS ? `${chars.slice(0, CONVERSATION_TITLE_CHARS).join("")}…` : chars.join("");
}

/** The conversation if it exists and belongs to `userId`, else null (others' look missing). */
export async function ownConversation(ctx: QueryCtx, userId: Id<"users">, conversationId: Id<"conversations">) {
  const conversation = await ctx.db.get(conversationId);
  return conversation !== null && conversation.userId === userId ? conversation : null;
}

function recentConversations(ctx: QueryCtx, userId: Id<"users">) {
  return ctx.db
    .query("conversations")
    .withIndex("by_userId_and_lastActivity", (q) => q.eq("userId", userId))
    .order("desc")
    .take(RECENT_CONVERSATIONS);
}

export const listRecent = query({
  args: {},
  returns: v.array(vConversation),
  handler: async (ctx) => {
    const { viewer } = ctx;
    if (viewer === null) return [];
    return (await recentConversations(ctx, viewer._id)).map(conversationView);
  },
});

/** Conversations older than the 20 most recent, newest first. */
export const listOlder = query({
  args: { paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(vConversation),
  handler: async (ctx, { paginationOpts }) => {
    const { viewer } = ctx;
    if (viewer === null) return { page: [], isDone: true, continueCursor: "" };
    // With 20 or fewer conversations the range is empty.
    const recent = await recentConversations(ctx, viewer._id);
    const cutoff = recent.length === RECENT_CONVERSATIONS ? recent[recent.length - 1].lastActivity : -1;
    const result = await ctx.db
      .query("conversations")
      .withIndex("by_userId_and_lastActivity", (q) => q.eq("userId", viewer._id).lt("lastActivity", cutoff))
      .order("desc")
      .paginate(paginationOpts);
    return { ...result, page: result.page.map(conversationView) };
  },
});

export const get = query({
  args: { conversationId: v.id("conversations") },
  returns: v.union(v.null(), v.object({ conversation: vConversation, messages: v.array(vMessage) })),
  handler: async (ctx, { conversationId }) => {
    const { viewer } = ctx;
    const conversation = viewer ? await ownConversation(ctx, viewer._id, conversationId) : null;
    if (conversation === null) return null;
    const newestFirst = await ctx.db
      .query("messages")
      .withIndex("by_conversationId", (q) => q.eq("conversationId", conversationId))
      .order("desc")
      .take(MESSAGES_LOADED);
    return { conversation: conversationView(conversation), messages: newestFirst.reverse().map(messageView) };
  },
});

export const remove = authedMutation({
  args: { conversationId: v.id("conversations") },
  returns: v.null(),
  handler: async (ctx, { conversationId }) => {
    // Already gone (another tab) or not theirs: nothing to do, and nothing revealed.
    const conversation = await ownConversation(ctx, ctx.user._id, conversationId);
    if (conversation === null) return null;
    await ctx.db.delete(conversation._id);
    await removeMessagesBatch(ctx, conversation._id);
    return null;
  },
});

/** Deletes one batch of a conversation's messages and schedules the next, if any. */
async function removeMessagesBatch(ctx: MutationCtx, conversationId: Id<"conversations">) {
  const batch = await ctx.db
    .query("messages")
    .withIndex("by_conversationId", (q) => q.eq("conversationId", conversationId))
    .take(DELETE_BATCH);
  for (const message of batch) await ctx.db.delete(message._id);
  if (batch.length === DELETE_BATCH) {
    await ctx.scheduler.runAfter(0, internal.conversations.removeMessages, { conversationId });
  }
}

export const removeMessages = internalMutation({
  args: { conversationId: v.id("conversations") },
  returns: v.null(),
  handler: async (ctx, { conversationId }) => {
    await removeMessagesBatch(ctx, conversationId);
    return null;
  },
});
