// Sending a message: every rule (session, topic lock, daily limit, crisis screen) is checked
// and the message counted in this one transaction, so parallel sends cannot pass the limit.
import { v, type Infer } from "convex/values";
import { internalMutation, internalQuery, type MutationCtx } from "./_generated/server";
import { internal } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import { authedMutation } from "./lib/functions";
import { appError } from "./lib/errors";
import { isPremiumUser } from "./lib/entitlements";
import { addToMessageCount, dayInTimeZone, isValidTimeZone, messageCount, DEFAULT_TIME_ZONE } from "./lib/usage";
import { vErrorCode, vLanguageCode, vRiskCategory, vTopicId } from "./lib/validators";
import { conversationTitle, ownConversation } from "./conversations";
import { screenTurns, type ScreenTurn } from "./safety/screen";
import { RECENT_USER_TURNS } from "./safety/turns";
import { HISTORY_MAX_MESSAGES } from "./ai/history";
import { isPremiumTopic, type TopicId } from "./shared/topics";
import { FREE_DAILY_MESSAGE_LIMIT } from "./shared/plans";
import { MESSAGE_MAX_CHARS } from "./shared/limits";
import { DEFAULT_LANGUAGE } from "./shared/languages";

export const send = authedMutation({
  args: {
    conversationId: v.optional(v.id("conversations")),
    topicId: vTopicId,
    content: v.string(),
    timeZone: v.optional(v.string()),
  },
  returns: v.object({
    conversationId: v.id("conversations"),
    userMessageId: v.id("messages"),
    assistantMessageId: v.id("messages"),
  }),
  handler: async (ctx, args) => {
    const userId = ctx.user._id;
    const now = Date.now();
    const content = args.content.trim();
    if (content === "" || content.length > MESSAGE_MAX_CHARS) throw appError("INVALID_REQUEST", "Empty or too long");
    const conversation = args.conversationId ? await ownConversation(ctx, userId, args.conversationId) : null;
    if (args.conversationId && conversation?.topicId !== args.topicId) {
      throw appError("INVALID_REQUEST", "Unknown conversation");
    }
    const prefs = await preferencesOf(ctx, userId);
    const timeZone = await rememberTimeZone(ctx, userId, prefs, args.timeZone, now);
    const language = prefs?.languageCode ?? DEFAULT_LANGUAGE;

    const earlier = conversation ? await recentTurns(ctx, conversation._id) : [];
    const screen = screenTurns([...earlier, { role: "user", content }], language);
    const premium = await isPremiumUser(ctx, userId, now);
    // Crisis messages are answered whatever the plan, and never counted.
    let countedDay: string | undefined;
    if (!screen.risk && !premium) {
      if (isPremiumTopic(args.topicId)) throw appError("PREMIUM_REQUIRED", "This topic needs premium");
      countedDay = await countMessage(ctx, userId, args.topicId, dayInTimeZone(now, timeZone));
    }

    const conversationId =
      conversation?._id ??
      (await ctx.db.insert("conversations", {
        userId,
        topicId: args.topicId,
        title: conversationTitle(content),
        lastActivity: now,
      }));
    if (conversation) await ctx.db.patch(conversation._id, { lastActivity: now });
    const userMessageId = await ctx.db.insert("messages", {
      conversationId,
      userId,
      role: "user",
      content,
      status: "done",
      countedDay,
      ...(screen.risk ? { risk: { categories: screen.categories, source: "screen" } } : {}),
    });
    const assistantMessageId = await ctx.db.insert("messages", {
      conversationId,
      userId,
      role: "assistant",
      content: "",
      status: "pending",
      ...(screen.risk ? { crisisCountry: prefs?.countryCode } : {}),
    });
    await ctx.scheduler.runAfter(0, internal.ai.reply.generate, {
      userMessageId,
      assistantMessageId,
      crisis: screen.risk,
      premium,
    });
    return { conversationId, userMessageId, assistantMessageId };
  },
});

async function preferencesOf(ctx: MutationCtx, userId: Id<"users">) {
  return await ctx.db
    .query("preferences")
    .withIndex("by_userId", (q) => q.eq("userId", userId))
    .unique();
}

/** The time zone for "today": the one the browser sent (and it is saved), else the stored one. */
async function rememberTimeZone(
  ctx: MutationCtx,
  userId: Id<"users">,
  prefs: Doc<"preferences"> | null,
  sent: string | undefined,
  now: number,
): Promise<string> {
  // An invalid stored zone is read as UTC by dayInTimeZone.
  if (sent === undefined || !isValidTimeZone(sent)) return prefs?.timeZone ?? DEFAULT_TIME_ZONE;
  if (sent !== prefs?.timeZone) {
    if (prefs) await ctx.db.patch(prefs._id, { timeZone: sent, updatedAt: now });
    else await ctx.db.insert("preferences", { userId, timeZone: sent, updatedAt: now });
  }
  return sent;
}

/** The conversation's recent turns for the screen: Kaia's questions give the answers context. */
async function recentTurns(ctx: MutationCtx, conversationId: Id<"conversations">): Promise<ScreenTurn[]> {
  const newestFirst = await ctx.db
    .query("messages")
    .withIndex("by_conversationId", (q) => q.eq("conversationId", conversationId))
    .order("desc")
    .take(RECENT_USER_TURNS * 2);
  return newestFirst.reverse().map((m) => ({ role: m.role, content: m.content }));
}

/** Counts one message against today's free allowance, or throws DAILY_LIMIT_REACHED. */
async function countMessage(ctx: MutationCtx, userId: Id<"users">, topicId: TopicId, day: string) {
  if ((await messageCount(ctx, userId, day, topicId)) >= FREE_DAILY_MESSAGE_LIMIT) {
    throw appError("DAILY_LIMIT_REACHED", "Daily message limit reached", { limit: FREE_DAILY_MESSAGE_LIMIT });
  }
  await addToMessageCount(ctx, userId, day, topicId, 1);
  return day;
}

// ---- The reply's lifecycle, driven by the internal action in ai/reply.ts ----

const vTurn = v.object({ role: v.union(v.literal("user"), v.literal("assistant")), content: v.string() });

const vReplyContext = v.object({
  topicId: vTopicId,
  language: vLanguageCode,
  birthYear: v.optional(v.number()),
  riskCategories: v.array(vRiskCategory),
  turns: v.array(vTurn),
});
export type ReplyContext = Infer<typeof vReplyContext>;

/** What the reply needs; null once the reply is no longer pending (deleted or already run). */
export const replyContext = internalQuery({
  args: { assistantMessageId: v.id("messages") },
  returns: v.union(v.null(), vReplyContext),
  handler: async (ctx, { assistantMessageId }) => {
    const reply = await ctx.db.get(assistantMessageId);
    if (reply === null || reply.status !== "pending") return null;
    const conversation = await ctx.db.get(reply.conversationId);
    const user = await ctx.db.get(reply.userId);
    if (conversation === null || user === null) return null;
    const prefs = await ctx.db
      .query("preferences")
      .withIndex("by_userId", (q) => q.eq("userId", user._id))
      .unique();
    const earlier = await ctx.db
      .query("messages")
      .withIndex("by_conversationId", (q) =>
        q.eq("conversationId", conversation._id).lt("_creationTime", reply._creationTime),
      )
      .order("desc")
      .take(HISTORY_MAX_MESSAGES);
    // Demo and failed replies are not part of what Kaia said.
    const turns = earlier
      .filter((m) => m.status === "done" && !m.demo && m.content.trim() !== "")
      .reverse()
      .map((m) => ({ role: m.role, content: m.content }));
    const lastUser = earlier.find((m) => m.role === "user");
    return {
      topicId: conversation.topicId,
      language: prefs?.languageCode ?? DEFAULT_LANGUAGE,
      birthYear: user.birthYear,
      riskCategories: lastUser?.risk?.categories ?? [],
      turns,
    };
  },
});

/** Writes the reply so far; false when the message is gone or finished, so streaming stops. */
export const writeReply = internalMutation({
  args: { assistantMessageId: v.id("messages"), content: v.string() },
  returns: v.boolean(),
  handler: async (ctx, { assistantMessageId, content }) => {
    const reply = await ctx.db.get(assistantMessageId);
    if (reply === null || (reply.status !== "pending" && reply.status !== "streaming")) return false;
    await ctx.db.patch(reply._id, { content, status: "streaming" });
    return true;
  },
});

export const finishReply = internalMutation({
  args: { assistantMessageId: v.id("messages"), content: v.string(), demo: v.optional(v.boolean()) },
  returns: v.null(),
  handler: async (ctx, { assistantMessageId, content, demo }) => {
    const reply = await ctx.db.get(assistantMessageId);
    if (reply === null) return null;
    await ctx.db.patch(reply._id, { content, status: "done", ...(demo ? { demo } : {}) });
    return null;
  },
});

/**
 * Turns a sent message into a crisis message after the fact (the provider's moderation saw
 * what the offline screen missed): its risk is kept, its count given back, and the reply
 * shows the crisis resources.
 */
export const escalateToCrisis = internalMutation({
  args: {
    userMessageId: v.id("messages"),
    assistantMessageId: v.id("messages"),
    categories: v.array(vRiskCategory),
    source: v.string(),
  },
  returns: v.null(),
  handler: async (ctx, { userMessageId, assistantMessageId, categories, source }) => {
    const sent = await ctx.db.get(userMessageId);
    const reply = await ctx.db.get(assistantMessageId);
    if (sent === null || reply === null) return null;
    await releaseCount(ctx, sent);
    await ctx.db.patch(sent._id, { risk: { categories, source } });
    const prefs = await preferencesOf(ctx, sent.userId);
    if (prefs?.countryCode) await ctx.db.patch(reply._id, { crisisCountry: prefs.countryCode });
    return null;
  },
});

/** Gives a counted message back to the allowance of the day it was counted on. */
async function releaseCount(ctx: MutationCtx, sent: Doc<"messages">) {
  if (sent.countedDay === undefined) return;
  const conversation = await ctx.db.get(sent.conversationId);
  if (conversation) await addToMessageCount(ctx, sent.userId, sent.countedDay, conversation.topicId, -1);
  await ctx.db.patch(sent._id, { countedDay: undefined });
}

/** Marks the reply failed with its code and gives the user message back to the allowance. */
export const failReply = internalMutation({
  args: {
    assistantMessageId: v.id("messages"),
    userMessageId: v.id("messages"),
    errorCode: vErrorCode,
    content: v.string(),
  },
  returns: v.null(),
  handler: async (ctx, { assistantMessageId, userMessageId, errorCode, content }) => {
    const reply = await ctx.db.get(assistantMessageId);
    if (reply === null) return null;
    await ctx.db.patch(reply._id, { content, status: "error", errorCode });
    const sent = await ctx.db.get(userMessageId);
    if (sent) await releaseCount(ctx, sent);
    return null;
  },
});

/** A reply still unfinished after this long lost its worker (e.g. a restart mid-stream). */
export const STALE_REPLY_MS = 5 * 60 * 1000;
const STALE_BATCH = 100;

/** Ends replies whose worker died, so no message waits forever, and gives their counts back. */
export const failStaleReplies = internalMutation({
  args: {},
  returns: v.number(),
  handler: async (ctx) => {
    const cutoff = Date.now() - STALE_REPLY_MS;
    let ended = 0;
    for (const status of ["pending", "streaming"] as const) {
      const stale = await ctx.db
        .query("messages")
        .withIndex("by_status", (q) => q.eq("status", status).lt("_creationTime", cutoff))
        .take(STALE_BATCH);
      for (const reply of stale) {
        await ctx.db.patch(reply._id, { status: "error", errorCode: "TIMEOUT_ERROR" });
        const latest = await ctx.db
          .query("messages")
          .withIndex("by_conversationId", (q) => q.eq("conversationId", reply.conversationId))
          .order("desc")
          .take(20);
        const sent = latest.find((m) => m.role === "user" && m._creationTime < reply._creationTime);
        if (sent) await releaseCount(ctx, sent);
        ended++;
      }
    }
    return ended;
  },
});
