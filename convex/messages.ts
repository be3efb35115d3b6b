// A message's life after the screen has read it (chat.ts): admitted under every rule (session,
// topic lock, daily limit, the screen's findings) and counted in one transaction, answered,
// finished, failed or turned into a crisis message; and a failed reply asked for again.
import { v, type Infer } from "convex/values";
import { internal } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import { authedMutation, getViewerX, internalMutation, internalQuery, type MutationCtx, type QueryCtx } from "./lib/functions";
import { env } from "./lib/env";
import { combineScreens } from "./safety/combine";
import { appError } from "./lib/errors";
import { isPremiumUser } from "./lib/plan";
import { addToMessageCount, dayInTimeZone, isValidTimeZone, messageCount, DEFAULT_TIME_ZONE } from "./lib/usage";
import { type RiskCategory, vErrorCode, vLanguageCode, vMessageRole, vReplyCheckReason, vRiskCategory, vTopicId, vTurn } from "./lib/validators";
import { conversationTitle } from "./conversations";
import { ownConversation } from "./lib/access";
import type { ScreenTurn } from "./safety/screen";
import { RECENT_USER_TURNS } from "./safety/turns";
import { HISTORY_MAX_MESSAGES } from "./ai/history";
import { afterMessage, memoryForPrompt, summaryOf, turnsOf } from "./memory";
import { isPremiumTopic, type TopicId } from "./shared/topics";
import { FREE_DAILY_MESSAGE_LIMIT } from "./shared/plans";
import { MESSAGE_MAX_CHARS } from "./shared/limits";
import { hasVisibleText } from "./shared/text";
import { searchableText } from "./shared/search";
import { DEFAULT_LANGUAGE } from "./shared/languages";
import { countryForTimeZone } from "./shared/crisisCountry";
import { crisisResourcesFor } from "./safety/directory";
import { clearReplyStream, streamedText } from "./replyStream";

export const vSendArgs = {
  conversationId: v.optional(v.id("conversations")),
  topicId: vTopicId,
  content: v.string(),
  timeZone: v.optional(v.string()),
};
export const vSent = v.object({
  conversationId: v.id("conversations"),
  userMessageId: v.id("messages"),
  assistantMessageId: v.id("messages"),
});
/** The gates that can refuse a message; neither may stand before the safety net. */
const vGate = v.union(v.literal("DAILY_LIMIT_REACHED"), v.literal("PREMIUM_REQUIRED"));
export type Gate = Infer<typeof vGate>;

const vAdmission = v.union(
  v.object({ sent: vSent }),
  v.object({ refused: vGate, recentUserTurns: v.array(v.string()) }),
);
export type Admission = Infer<typeof vAdmission>;

/** The error a gate refuses a message with. */
export function gateError(gate: Gate) {
  return gate === "PREMIUM_REQUIRED"
    ? appError("PREMIUM_REQUIRED", "This topic needs premium")
    : appError("DAILY_LIMIT_REACHED", "Daily message limit reached", { limit: FREE_DAILY_MESSAGE_LIMIT });
}

/** What the offline screen found in the recent turns and the new message (see chat.send). */
const vScreened = v.object({ categories: v.array(vRiskCategory), current: v.boolean() });

/** The recent turns the offline screen reads, of the viewer's own conversation. */
export const turnsToScreen = internalQuery({
  args: { conversationId: v.id("conversations") },
  returns: v.array(v.object({ role: vMessageRole, content: v.string(), askedAboutRisk: v.optional(v.boolean()) })),
  handler: async (ctx, { conversationId }) => {
    const user = await getViewerX(ctx);
    const conversation = await ownConversation(ctx, user._id, conversationId);
    if (conversation === null) return [];
    const turns = await recentTurns(ctx, conversation._id);
    return turns.map(({ role, content, askedAboutRisk }) => ({ role, content, ...(askedAboutRisk !== undefined ? { askedAboutRisk } : {}) }));
  },
});

/**
 * Every rule (session, topic lock, daily limit, crisis screen's findings) is checked and the message
 * counted in this one transaction, so parallel sends cannot pass the limit. A gate's refusal is
 * returned rather than thrown, so the provider's moderation can see the message first.
 */
export const admit = internalMutation({
  args: { ...vSendArgs, screened: vScreened, moderation: v.optional(v.array(vRiskCategory)) },
  returns: vAdmission,
  handler: async (ctx, args): Promise<Admission> => {
    const user = await getViewerX(ctx);
    const userId = user._id;
    const now = Date.now();
    const content = args.content.trim();
    if (!hasVisibleText(content)) throw appError("EMPTY_MESSAGE", "The message has no visible character");
    if (content.length > MESSAGE_MAX_CHARS) throw appError("INVALID_INPUT", "The message is too long", { max: MESSAGE_MAX_CHARS });
    const conversation = args.conversationId ? await ownConversation(ctx, userId, args.conversationId) : null;
    if (args.conversationId && conversation?.topicId !== args.topicId) {
      throw appError("INVALID_INPUT", "Unknown conversation");
    }
    const prefs = await preferencesOf(ctx, userId);
    const timeZone = await rememberTimeZone(ctx, userId, prefs, args.timeZone, now);
    const earlier = conversation ? await recentTurns(ctx, conversation._id) : [];
    // Risk found earlier by moderation, the reply check or the model's own signal stays in view
    // as long as the screen's own findings do.
    const earlierUserTurns = earlier.filter((turn) => turn.role === "user").slice(-(RECENT_USER_TURNS - 1));
    const found = [...(args.moderation ?? []), ...earlierUserTurns.flatMap((turn) => (turn.risk?.carried ? [] : turn.risk?.categories ?? []))];
    const offline = args.screened;
    const screen = combineScreens(offline, found.length > 0 ? found : null);
    // Only a message that itself carries the risk gets the crisis card; the rest of the window
    // stays in safety mode without repeating it.
    const current = offline.current || (args.moderation?.length ?? 0) > 0;
    if (!screen.risk && !env.providerConfigured && !env.demoModeAllowed) {
      throw appError("CHAT_NOT_CONFIGURED", "No AI provider is configured, and demo mode is off in production");
    }
    const today = dayInTimeZone(now, timeZone);
    // Crisis messages are answered whatever the plan, and never counted; nor is anything else said
    // in a conversation that had one today, so no limit cuts the person off mid-crisis.
    const exempt = screen.risk || conversation?.crisisDay === today;
    const charge = await chargeMessage(ctx, userId, args.topicId, exempt, today, now);
    if ("refused" in charge) {
      return { refused: charge.refused, recentUserTurns: [...earlierUserTurns.map((turn) => turn.content), content] };
    }
    const { premium, countedDay } = charge;

    const conversationId =
      conversation?._id ??
      (await ctx.db.insert("conversations", {
        userId,
        topicId: args.topicId,
        title: conversationTitle(content),
        lastActivity: now,
        ...(screen.risk ? { crisisDay: today } : {}),
      }));
    if (conversation) await ctx.db.patch(conversation._id, { lastActivity: now, ...(screen.risk ? { crisisDay: today } : {}) });
    const userMessageId = await ctx.db.insert("messages", {
      conversationId,
      userId,
      role: "user",
      content,
      searchText: searchableText(content),
      status: "done",
      countedDay,
      ...(screen.risk ? { risk: { categories: screen.categories, source: screen.source, ...(current ? {} : { carried: true }) } } : {}),
    });
    const assistantMessageId = await ctx.db.insert("messages", {
      conversationId,
      userId,
      role: "assistant",
      content: "",
      searchText: "",
      status: "pending",
      ...(screen.risk && current ? { crisisCountry: crisisCountryOf(prefs, timeZone) } : {}),
    });
    await ctx.scheduler.runAfter(0, internal.ai.reply.generate, {
      userMessageId,
      assistantMessageId,
      crisis: screen.risk,
      premium,
    });
    await afterMessage(ctx, conversationId, now);
    return { sent: { conversationId, userMessageId, assistantMessageId } };
  },
});

/** The country whose lines lead a crisis reply: the one the person saved, else their time zone's. */
function crisisCountryOf(prefs: Doc<"preferences"> | null, timeZone: string | undefined): string | undefined {
  return prefs?.countryCode ?? countryForTimeZone(timeZone ?? prefs?.timeZone);
}

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
async function recentTurns(
  ctx: QueryCtx,
  conversationId: Id<"conversations">,
): Promise<(ScreenTurn & { risk?: { categories: RiskCategory[]; carried?: boolean } })[]> {
  const newestFirst = await ctx.db
    .query("messages")
    .withIndex("by_conversationId", (q) => q.eq("conversationId", conversationId))
    .order("desc")
    .take(RECENT_USER_TURNS * 2);
  return newestFirst
    .reverse()
    .map((m) => ({ role: m.role, content: m.content, askedAboutRisk: m.askedAboutRisk, risk: m.risk }));
}

/**
 * The plan's rules for one message: a crisis message is answered whatever the plan and never
 * counted; otherwise a premium-only topic needs premium and a free message is counted. A refusal
 * is returned, not thrown, so the provider's moderation can read the message first.
 */
type Charge = { premium: boolean; countedDay: string | undefined } | { refused: Gate };

async function chargeMessage(
  ctx: MutationCtx,
  userId: Id<"users">,
  topicId: TopicId,
  exempt: boolean,
  day: string,
  now: number,
): Promise<Charge> {
  const premium = await isPremiumUser(ctx, userId, now);
  if (exempt || premium) return { premium, countedDay: undefined };
  if (isPremiumTopic(topicId)) return { refused: "PREMIUM_REQUIRED" };
  const counted = await countMessage(ctx, userId, topicId, day);
  return counted === "DAILY_LIMIT_REACHED" ? { refused: counted } : { premium, countedDay: counted };
}

/** Counts one message against today's free allowance: the day counted on, or the refusal. */
async function countMessage(ctx: MutationCtx, userId: Id<"users">, topicId: TopicId, day: string) {
  if ((await messageCount(ctx, userId, day, topicId)) >= FREE_DAILY_MESSAGE_LIMIT) return "DAILY_LIMIT_REACHED" as const;
  await addToMessageCount(ctx, userId, day, topicId, 1);
  return day;
}

/**
 * Asks again for a reply that failed: the newest reply of its conversation, answered anew in
 * its place, under the same rules as sending (the failure gave the message back to the allowance).
 */
export const retry = authedMutation({
  args: { assistantMessageId: v.id("messages") },
  returns: v.object({ assistantMessageId: v.id("messages") }),
  handler: async (ctx, { assistantMessageId }) => {
    const userId = ctx.user._id;
    const now = Date.now();
    const reply = await ctx.db.get(assistantMessageId);
    if (reply === null || reply.userId !== userId) throw appError("NOT_FOUND", "Unknown reply");
    const conversation = await ownConversation(ctx, userId, reply.conversationId);
    const [newest, asked] = await ctx.db
      .query("messages")
      .withIndex("by_conversationId", (q) => q.eq("conversationId", reply.conversationId))
      .order("desc")
      .take(2);
    if (conversation === null || reply.status !== "error" || newest?._id !== reply._id || asked?.role !== "user") {
      throw appError("INVALID_INPUT", "Only the newest failed reply can be retried");
    }
    const prefs = await preferencesOf(ctx, userId);
    const day = dayInTimeZone(now, prefs?.timeZone ?? DEFAULT_TIME_ZONE);
    const exempt = asked.risk !== undefined || conversation.crisisDay === day;
    const charge = await chargeMessage(ctx, userId, conversation.topicId, exempt, day, now);
    if ("refused" in charge) throw gateError(charge.refused);
    const { premium, countedDay } = charge;
    await ctx.db.patch(asked._id, { countedDay });
    // A fresh reply rather than the old one reset: its age is what marks a reply whose worker died.
    await ctx.db.delete(reply._id);
    const fresh = await ctx.db.insert("messages", {
      conversationId: conversation._id,
      userId,
      role: "assistant",
      content: "",
      searchText: "",
      status: "pending",
      ...(reply.crisisCountry ? { crisisCountry: reply.crisisCountry } : {}),
    });
    await ctx.db.patch(conversation._id, { lastActivity: now });
    await ctx.scheduler.runAfter(0, internal.ai.reply.generate, {
      userMessageId: asked._id,
      assistantMessageId: fresh,
      crisis: asked.risk !== undefined,
      premium,
    });
    await afterMessage(ctx, conversation._id, now);
    return { assistantMessageId: fresh };
  },
});

// ---- The reply's lifecycle, driven by the internal action in ai/reply.ts ----


const vReplyContext = v.object({
  topicId: vTopicId,
  language: vLanguageCode,
  birthYear: v.optional(v.number()),
  riskCategories: v.array(vRiskCategory),
  /** Risk found on any earlier message of the conversation, for the follow-up after safety mode. */
  earlierRisk: v.array(vRiskCategory),
  /** The saved crisis country, whose lines and numbers the reply may give. */
  countryCode: v.optional(v.string()),
  /** Whether crisis lines (not only an emergency number) lead this reply, so a fallback may point to them. */
  crisisLinesShown: v.boolean(),
  /** The newest turns after the summary, oldest first. */
  turns: v.array(vTurn),
  /** The topic's memory (empty when memory is off) and the summary of the conversation's earlier part. */
  memory: v.array(v.string()),
  summary: v.optional(v.string()),
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
    const { summary, through } = await summaryOf(ctx, conversation._id);
    // What the summary covers is not repeated.
    const turns = turnsOf(earlier.filter((m) => m._creationTime > through).reverse());
    const lastUser = earlier.find((m) => m.role === "user");
    return {
      topicId: conversation.topicId,
      language: prefs?.languageCode ?? DEFAULT_LANGUAGE,
      birthYear: user.birthYear,
      riskCategories: lastUser?.risk?.categories ?? [],
      earlierRisk: [...new Set(earlier.flatMap((m) => m.risk?.categories ?? []))],
      ...(prefs?.countryCode ? { countryCode: prefs.countryCode } : {}),
      // A reply the moderation turns into a crisis later gets the country escalateToCrisis gives it.
      crisisLinesShown: crisisResourcesFor(reply.crisisCountry ?? crisisCountryOf(prefs, undefined)).lines.length > 0,
      turns,
      memory: await memoryForPrompt(ctx, user, conversation.topicId),
      ...(summary ? { summary } : {}),
    };
  },
});

export const finishReply = internalMutation({
  args: {
    assistantMessageId: v.id("messages"),
    content: v.string(),
    demo: v.optional(v.boolean()),
    askedAboutRisk: v.optional(v.boolean()),
  },
  returns: v.null(),
  handler: async (ctx, { assistantMessageId, content, demo, askedAboutRisk }) => {
    const reply = await ctx.db.get(assistantMessageId);
    if (reply === null) return null;
    // The whole reply is written once, here, in the same commit that removes its streamed pieces.
    await clearReplyStream(ctx, reply._id);
    await ctx.db.patch(reply._id, {
      // The model's signals leave spaces at the end.
      content: content.trimEnd(),
      searchText: searchableText(content),
      status: "done",
      ...(demo ? { demo } : {}),
      ...(askedAboutRisk ? { askedAboutRisk } : {}),
    });
    return null;
  },
});

/**
 * The reply check stopped Kaia's reply: the safe fallback replaces everything written so far
 * and the event is kept on the message. A reply that gave method details means the person may
 * be at risk, so the message becomes a crisis message and the crisis lines show.
 */
export const stopUnsafeReply = internalMutation({
  args: {
    userMessageId: v.id("messages"),
    assistantMessageId: v.id("messages"),
    reason: vReplyCheckReason,
    content: v.string(),
  },
  returns: v.null(),
  handler: async (ctx, { userMessageId, assistantMessageId, reason, content }) => {
    const reply = await ctx.db.get(assistantMessageId);
    const sent = await ctx.db.get(userMessageId);
    if (reply === null || sent === null) return null;
    await clearReplyStream(ctx, reply._id);
    await ctx.db.patch(reply._id, { content, status: "done", replyCheck: { stopped: reason, at: Date.now() } });
    if (reason !== "unlisted_phone" && sent.risk === undefined) {
      await markCrisis(ctx, sent, reply, ["self_harm"], "reply-check");
    } else {
      await showCrisisLines(ctx, await preferencesOf(ctx, sent.userId), reply);
    }
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
    await markCrisis(ctx, sent, reply, categories, source);
    return null;
  },
});

/** The message's risk is kept, its count given back, and the reply shows the crisis lines. */
async function markCrisis(
  ctx: MutationCtx,
  sent: Doc<"messages">,
  reply: Doc<"messages">,
  categories: RiskCategory[],
  source: string,
) {
  const prefs = await preferencesOf(ctx, sent.userId);
  const day = sent.countedDay ?? dayInTimeZone(sent._creationTime, prefs?.timeZone ?? DEFAULT_TIME_ZONE);
  await releaseCount(ctx, sent);
  await ctx.db.patch(sent._id, { risk: { categories, source } });
  await ctx.db.patch(sent.conversationId, { crisisDay: day });
  await showCrisisLines(ctx, prefs, reply);
}

/** The reply leads with the crisis lines of the person's country, when one is known. */
async function showCrisisLines(ctx: MutationCtx, prefs: Doc<"preferences"> | null, reply: Doc<"messages">) {
  const country = crisisCountryOf(prefs, undefined);
  if (country) await ctx.db.patch(reply._id, { crisisCountry: country });
}

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
    await clearReplyStream(ctx, reply._id);
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
        // What was streamed before the worker died stays, as after any failure.
        const content = reply.content || (await streamedText(ctx, reply._id));
        await clearReplyStream(ctx, reply._id);
        await ctx.db.patch(reply._id, { content, status: "error", errorCode: "TIMEOUT_ERROR" });
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
