// What Kaia remembers, in the open: a few facts and goals per topic that the person can read,
// edit, delete or switch off, and the rolling summary that keeps a long conversation's prompt
// short. Items are written in memoryEdits.ts, after the crisis screen; the model's updates come
// from the internal actions in ai/memory.ts.
import { v, type Infer } from "convex/values";
import { internal } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import { authedMutation, internalMutation, internalQuery, query, type MutationCtx, type QueryCtx } from "./lib/functions";
import { appError } from "./lib/errors";
import { vTopicId, vTurn } from "./lib/validators";
import { env } from "./lib/env";
import { SUMMARIZE_AFTER_MESSAGES, SUMMARY_MAX_CHARS, VERBATIM_MESSAGES, type Turn } from "./ai/history";
import { ownConversation } from "./lib/access";
import { isTeen } from "./shared/limits";
import { MEMORY_MAX_ITEMS, MEMORY_QUIET_MS } from "./shared/memory";
import { MINUTE_MS } from "./shared/time";
import { TOPIC_IDS, type TopicId } from "./shared/topics";

/** Memory items read at once for one person: every topic's, full. */
const ITEMS_READ = TOPIC_IDS.length * MEMORY_MAX_ITEMS;
/** Messages memory reads in one update; a longer stretch is known through the summary. */
const REMEMBER_MAX_MESSAGES = 40;
/** A summary asked for this recently is still on its way; it is not asked for again. */
const SUMMARY_PENDING_MS = MINUTE_MS;

const vItem = v.object({ _id: v.id("memoryItems"), topicId: vTopicId, text: v.string(), updatedAt: v.number() });

async function preferencesOf(ctx: QueryCtx, userId: Id<"users">) {
  return await ctx.db
    .query("preferences")
    .withIndex("by_userId", (q) => q.eq("userId", userId))
    .unique();
}

/** Whether memory is on: the person's own choice, else on for adults and off under 18 (or with no known age). */
export function memoryEnabled(prefs: Doc<"preferences"> | null, user: Doc<"users">, now: number): boolean {
  if (prefs?.memoryEnabled !== undefined) return prefs.memoryEnabled;
  return user.birthYear !== undefined && !isTeen(user.birthYear, now);
}

export async function memoryEnabledFor(ctx: QueryCtx, user: Doc<"users">) {
  return memoryEnabled(await preferencesOf(ctx, user._id), user, Date.now());
}

export function itemsOf(ctx: QueryCtx, userId: Id<"users">, topicId: TopicId) {
  return ctx.db
    .query("memoryItems")
    .withIndex("by_userId_and_topicId", (q) => q.eq("userId", userId).eq("topicId", topicId))
    .take(MEMORY_MAX_ITEMS);
}

function allItemsOf(ctx: QueryCtx, userId: Id<"users">) {
  return ctx.db
    .query("memoryItems")
    .withIndex("by_userId_and_topicId", (q) => q.eq("userId", userId))
    .take(ITEMS_READ);
}

/** The topic's memory as the reply's prompt uses it: empty when memory is off. */
export async function memoryForPrompt(ctx: QueryCtx, user: Doc<"users">, topicId: TopicId): Promise<string[]> {
  if (!(await memoryEnabledFor(ctx, user))) return [];
  return (await itemsOf(ctx, user._id, topicId)).map((item) => item.text);
}

export async function conversationMemoryOf(ctx: QueryCtx, conversationId: Id<"conversations">) {
  return await ctx.db
    .query("conversationMemory")
    .withIndex("by_conversationId", (q) => q.eq("conversationId", conversationId))
    .unique();
}

/** The conversation's rolling summary and the newest message it covers (0: none yet). */
export async function summaryOf(ctx: QueryCtx, conversationId: Id<"conversations">) {
  const row = await conversationMemoryOf(ctx, conversationId);
  return { summary: row?.summary, through: row?.summaryThrough ?? 0 };
}

// ---- The person's view and controls ----

/** The signed-in person's memory, of one topic or of all; `available` is false without an AI provider. */
export const get = query({
  args: { topicId: v.optional(vTopicId) },
  returns: v.union(v.null(), v.object({ enabled: v.boolean(), available: v.boolean(), items: v.array(vItem) })),
  handler: async (ctx, { topicId }) => {
    const user = ctx.viewer;
    if (user === null) return null;
    const enabled = await memoryEnabledFor(ctx, user);
    const rows = topicId ? await itemsOf(ctx, user._id, topicId) : await allItemsOf(ctx, user._id);
    const items = enabled ? rows.map(({ _id, topicId, text, updatedAt }) => ({ _id, topicId, text, updatedAt })) : [];
    return { enabled, available: env.providerConfigured, items };
  },
});

export async function ownItemX(ctx: QueryCtx, userId: Id<"users">, itemId: Id<"memoryItems">) {
  const item = await ctx.db.get(itemId);
  if (item === null || item.userId !== userId) throw appError("NOT_FOUND", "Unknown memory item");
  return item;
}

export const removeItem = authedMutation({
  args: { itemId: v.id("memoryItems") },
  returns: v.null(),
  handler: async (ctx, { itemId }) => {
    const item = await ctx.db.get(itemId);
    // Already gone (another tab) is not an error; another person's item is not revealed.
    if (item !== null && item.userId === ctx.user._id) await ctx.db.delete(item._id);
    else if (item !== null) throw appError("NOT_FOUND", "Unknown memory item");
    return null;
  },
});

/** Forgets one topic's memory, or every topic's. */
export const clear = authedMutation({
  args: { topicId: v.optional(vTopicId) },
  returns: v.null(),
  handler: async (ctx, { topicId }) => {
    const rows = topicId ? await itemsOf(ctx, ctx.user._id, topicId) : await allItemsOf(ctx, ctx.user._id);
    for (const row of rows) await ctx.db.delete(row._id);
    return null;
  },
});

/**
 * Switches memory on or off for the whole account. Off deletes what is remembered, so nothing
 * stays that could be used; on remembers only what is said from then on.
 */
export const setEnabled = authedMutation({
  args: { enabled: v.boolean() },
  returns: v.null(),
  handler: async (ctx, { enabled }) => {
    const userId = ctx.user._id;
    const now = Date.now();
    const prefs = await preferencesOf(ctx, userId);
    const changes = { memoryEnabled: enabled, ...(enabled ? { memoryOnSince: now } : {}), updatedAt: now };
    if (prefs === null) await ctx.db.insert("preferences", { userId, ...changes });
    else if (prefs.memoryEnabled !== enabled) await ctx.db.patch(prefs._id, changes);
    if (!enabled) for (const row of await allItemsOf(ctx, userId)) await ctx.db.delete(row._id);
    return null;
  },
});

/** The person left the conversation: its topic's memory is brought up to date now, not after the quiet time. */
export const leaveConversation = authedMutation({
  args: { conversationId: v.id("conversations") },
  returns: v.null(),
  handler: async (ctx, { conversationId }) => {
    const conversation = await ownConversation(ctx, ctx.user._id, conversationId);
    if (conversation === null) return null;
    await ctx.scheduler.runAfter(0, internal.ai.memory.remember, { conversationId, activityAt: conversation.lastActivity });
    return null;
  },
});

// ---- Scheduling, from the chat's own mutations ----

/**
 * After a message: memory is updated once the conversation has been quiet for a while (each
 * message schedules an update; only the one for the newest message runs), and the summary
 * catches up as soon as enough messages follow it, so the prompt levels off.
 */
export async function afterMessage(ctx: MutationCtx, conversationId: Id<"conversations">, activityAt: number) {
  await ctx.scheduler.runAfter(MEMORY_QUIET_MS, internal.ai.memory.remember, { conversationId, activityAt });
  const row = await conversationMemoryOf(ctx, conversationId);
  if (row?.summaryRequestedAt !== undefined && activityAt - row.summaryRequestedAt < SUMMARY_PENDING_MS) return;
  const following = await ctx.db
    .query("messages")
    .withIndex("by_conversationId", (q) => q.eq("conversationId", conversationId).gt("_creationTime", row?.summaryThrough ?? 0))
    .take(SUMMARIZE_AFTER_MESSAGES);
  if (following.length < SUMMARIZE_AFTER_MESSAGES) return;
  await upsertConversationMemory(ctx, conversationId, row, { summaryRequestedAt: activityAt });
  await ctx.scheduler.runAfter(0, internal.ai.memory.summarize, { conversationId });
}

export async function upsertConversationMemory(
  ctx: MutationCtx,
  conversationId: Id<"conversations">,
  row: Doc<"conversationMemory"> | null,
  fields: Partial<Pick<Doc<"conversationMemory">, "summary" | "summaryThrough" | "summaryRequestedAt" | "rememberedThrough">>,
) {
  if (row) return await ctx.db.patch(row._id, fields);
  const conversation = await ctx.db.get(conversationId);
  if (conversation) await ctx.db.insert("conversationMemory", { conversationId, userId: conversation.userId, ...fields });
}

/** A deleted conversation takes its summary with it. */
export async function forgetConversation(ctx: MutationCtx, conversationId: Id<"conversations">) {
  const row = await conversationMemoryOf(ctx, conversationId);
  if (row) await ctx.db.delete(row._id);
}

/** The messages as turns for the model, oldest first. */
export function turnsOf(messages: Doc<"messages">[]): Turn[] {
  // Demo and failed replies are not part of what Kaia said.
  return messages
    .filter((m) => m.status === "done" && !m.demo && m.content.trim() !== "")
    .map((m) => ({ role: m.role, content: m.content }));
}

// ---- The rolling summary ----

const vSummaryInput = v.object({
  topicId: vTopicId,
  summary: v.optional(v.string()),
  previousThrough: v.number(),
  through: v.number(),
  turns: v.array(vTurn),
});
export type SummaryInput = Infer<typeof vSummaryInput>;

/** The messages to fold into the summary: all after it but the newest few; null when there are none. */
export const summaryInput = internalQuery({
  args: { conversationId: v.id("conversations") },
  returns: v.union(v.null(), vSummaryInput),
  handler: async (ctx, { conversationId }) => {
    const conversation = await ctx.db.get(conversationId);
    if (conversation === null) return null;
    const { summary, through } = await summaryOf(ctx, conversationId);
    const newestFirst = await ctx.db
      .query("messages")
      .withIndex("by_conversationId", (q) => q.eq("conversationId", conversationId).gt("_creationTime", through))
      .order("desc")
      .take(SUMMARIZE_AFTER_MESSAGES * 4);
    const older = newestFirst.slice(VERBATIM_MESSAGES).reverse();
    // A reply still being written stays out of the summary, and so does everything after it.
    const settled = older.slice(0, firstUnsettled(older));
    if (settled.length === 0) return null;
    return {
      topicId: conversation.topicId,
      summary,
      previousThrough: through,
      through: settled[settled.length - 1]._creationTime,
      turns: turnsOf(settled),
    };
  },
});

function firstUnsettled(messages: Doc<"messages">[]): number {
  const index = messages.findIndex((m) => m.status === "pending" || m.status === "streaming");
  return index === -1 ? messages.length : index;
}

/** Saves a new summary, unless another update got there first. */
export const saveSummary = internalMutation({
  args: { conversationId: v.id("conversations"), previousThrough: v.number(), through: v.number(), summary: v.string() },
  returns: v.boolean(),
  handler: async (ctx, { conversationId, previousThrough, through, summary }) => {
    const row = await conversationMemoryOf(ctx, conversationId);
    if ((row?.summaryThrough ?? 0) !== previousThrough) return false;
    await upsertConversationMemory(ctx, conversationId, row, {
      summary: summary.slice(0, SUMMARY_MAX_CHARS),
      summaryThrough: through,
      summaryRequestedAt: undefined,
    });
    return true;
  },
});

// ---- Memory updates ----

const vRememberInput = v.object({
  userId: v.id("users"),
  topicId: vTopicId,
  items: v.array(v.object({ _id: v.id("memoryItems"), text: v.string() })),
  summary: v.optional(v.string()),
  through: v.number(),
  turns: v.array(vTurn),
});
export type RememberInput = Infer<typeof vRememberInput>;

/**
 * What memory needs to learn from a conversation: the topic's items and what the person said
 * since memory last read it (never before memory was switched on). Null when memory is off,
 * a newer message has its own update coming, or nothing new was said.
 */
export const rememberInput = internalQuery({
  args: { conversationId: v.id("conversations"), activityAt: v.optional(v.number()) },
  returns: v.union(v.null(), vRememberInput),
  handler: async (ctx, { conversationId, activityAt }) => {
    const conversation = await ctx.db.get(conversationId);
    if (conversation === null || (activityAt !== undefined && conversation.lastActivity !== activityAt)) return null;
    const user = await ctx.db.get(conversation.userId);
    if (user === null) return null;
    const prefs = await preferencesOf(ctx, user._id);
    if (!memoryEnabled(prefs, user, Date.now())) return null;
    const row = await conversationMemoryOf(ctx, conversationId);
    const after = Math.max(row?.rememberedThrough ?? 0, prefs?.memoryOnSince ?? 0);
    const newestFirst = await ctx.db
      .query("messages")
      .withIndex("by_conversationId", (q) => q.eq("conversationId", conversationId).gt("_creationTime", after))
      .order("desc")
      .take(REMEMBER_MAX_MESSAGES);
    const messages = newestFirst.reverse();
    const settled = messages.slice(0, firstUnsettled(messages));
    const turns = turnsOf(settled);
    if (!turns.some((turn) => turn.role === "user")) return null;
    const items = await itemsOf(ctx, user._id, conversation.topicId);
    return {
      userId: user._id,
      topicId: conversation.topicId,
      items: items.map(({ _id, text }) => ({ _id, text })),
      summary: row?.summary,
      through: settled[settled.length - 1]._creationTime,
      turns,
    };
  },
});

// ---- Export and account deletion ----

/** Everything memory holds about a person, for their data export: the switch, every item, and the summaries. */
export const listForExport = internalQuery({
  args: { userId: v.id("users") },
  returns: v.object({
    enabled: v.boolean(),
    items: v.array(v.object({ topicId: vTopicId, text: v.string(), updatedAt: v.number() })),
  }),
  handler: async (ctx, { userId }) => {
    const user = await ctx.db.get(userId);
    const enabled = user !== null && (await memoryEnabledFor(ctx, user));
    const items = await allItemsOf(ctx, userId);
    return { enabled, items: items.map(({ topicId, text, updatedAt }) => ({ topicId, text, updatedAt })) };
  },
});

/** The rolling summary of one conversation, for the export beside its messages (null when none). */
export const summaryForExport = internalQuery({
  args: { conversationId: v.id("conversations") },
  returns: v.union(v.null(), v.string()),
  handler: async (ctx, { conversationId }) => (await conversationMemoryOf(ctx, conversationId))?.summary ?? null,
});

/** Queries over a person's memory rows, for account deletion. */
export function memoryRowsOf(ctx: QueryCtx, userId: Id<"users">) {
  return [
    () => ctx.db.query("memoryItems").withIndex("by_userId_and_topicId", (q) => q.eq("userId", userId)),
    () => ctx.db.query("conversationMemory").withIndex("by_userId", (q) => q.eq("userId", userId)),
  ];
}
