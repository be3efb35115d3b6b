// Conversations and their messages, one document per message.
import { v, type Infer } from "convex/values";
import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { internal } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import { authedMutation, internalMutation, query, type MutationCtx, type QueryCtx } from "./lib/functions";
import { vErrorCode, vMessageRole, vMessageStatus, vMessageRisk, vReplyCheckReason, vTopicId } from "./lib/validators";
import { CONVERSATION_TITLE_CHARS, MESSAGES_PAGE_MAX, RECENT_CONVERSATIONS } from "./shared/limits";
import { matchingLine, queryWords, searchableText, searchQueryText, SEARCH_RESULTS } from "./shared/search";
import { clearReplyStream } from "./replyStream";
import { forgetConversation } from "./memory";
import { ownConversation } from "./lib/access";

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

/** Messages a search reads (best first) to find its conversations. */
const SEARCH_MESSAGES_READ = 100;

const vSearchResult = v.object({
  conversation: vConversation,
  messageId: v.id("messages"),
  role: vMessageRole,
  /** The line of the message that matched, shortened around the match. */
  line: v.string(),
});

/**
 * The person's conversations whose messages hold the words searched for, in any language: the
 * best-matching message of each (by relevance), the conversations newest first.
 */
export const search = query({
  args: { text: v.string() },
  returns: v.array(vSearchResult),
  handler: async (ctx, { text }) => {
    const { viewer } = ctx;
    const words = queryWords(text);
    if (viewer === null || words.length === 0) return [];
    const hits = await ctx.db
      .query("messages")
      .withSearchIndex("search_text", (q) => q.search("searchText", searchQueryText(text)).eq("userId", viewer._id))
      .take(SEARCH_MESSAGES_READ);
    const best = new Map<Id<"conversations">, Doc<"messages">>();
    for (const hit of hits) if (!best.has(hit.conversationId) && best.size < SEARCH_RESULTS) best.set(hit.conversationId, hit);
    const results: Infer<typeof vSearchResult>[] = [];
    for (const [conversationId, message] of best) {
      // A conversation being deleted loses its messages in batches: skip what is already gone.
      const conversation = await ownConversation(ctx, viewer._id, conversationId);
      if (conversation === null) continue;
      results.push({ conversation: conversationView(conversation), messageId: message._id, role: message.role, line: matchingLine(message.content, words) });
    }
    return results.sort((a, b) => b.conversation.lastActivity - a.conversation.lastActivity);
  },
});

/** The viewer's conversation, or null (deleted, or someone else's). */
export const get = query({
  args: { conversationId: v.id("conversations") },
  returns: v.union(v.null(), vConversation),
  handler: async (ctx, { conversationId }) => {
    const { viewer } = ctx;
    const conversation = viewer ? await ownConversation(ctx, viewer._id, conversationId) : null;
    return conversation === null ? null : conversationView(conversation);
  },
});

/**
 * The conversation's messages, newest first, a page at a time: the chat shows the newest page
 * and loads older ones as the person scrolls up. A streaming reply's text is not here (see
 * replyStream), so this list changes only when a message arrives or a reply ends.
 */
export const messages = query({
  args: { conversationId: v.id("conversations"), paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(vMessage),
  handler: async (ctx, { conversationId, paginationOpts }) => {
    const { viewer } = ctx;
    const conversation = viewer ? await ownConversation(ctx, viewer._id, conversationId) : null;
    if (conversation === null) return { page: [], isDone: true, continueCursor: "" };
    const result = await ctx.db
      .query("messages")
      .withIndex("by_conversationId", (q) => q.eq("conversationId", conversationId))
      .order("desc")
      .paginate({ ...paginationOpts, numItems: Math.max(1, Math.min(paginationOpts.numItems, MESSAGES_PAGE_MAX)) });
    return { ...result, page: result.page.map(messageView) };
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
    await forgetConversation(ctx, conversation._id);
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
  for (const message of batch) {
    // A reply cut off mid-stream leaves no pieces behind.
    if (message.status === "pending" || message.status === "streaming") await clearReplyStream(ctx, message._id);
    await ctx.db.delete(message._id);
  }
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

/**
 * Gives messages written before history search their search text, one batch per transaction
 * until the table is done. Run once after deploying: `npx convex run conversations:indexForSearch`.
 */
export const indexForSearch = internalMutation({
  args: { cursor: v.optional(v.union(v.string(), v.null())) },
  returns: v.null(),
  handler: async (ctx, { cursor }) => {
    const { page, isDone, continueCursor } = await ctx.db.query("messages").paginate({ numItems: DELETE_BATCH, cursor: cursor ?? null });
    for (const message of page) {
      // Final messages only; a reply the reply check stopped says only the safe fallback.
      if (message.searchText !== undefined || message.status !== "done" || message.replyCheck !== undefined) continue;
      await ctx.db.patch(message._id, { searchText: searchableText(message.content) });
    }
    if (!isDone) await ctx.scheduler.runAfter(0, internal.conversations.indexForSearch, { cursor: continueCursor });
    return null;
  },
});
