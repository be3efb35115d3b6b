// Writing memory items, by the person or the model: every item passes the crisis screen first.
// The screen runs in actions, never in a mutation: compiling a language's patterns the first
// time can take longer than Convex lets a mutation run (1 s). Reading memory (on every chat
// screen) lives in memory.ts and never loads the classifier.
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { authedAction, internalMutation } from "./lib/functions";
import { appError } from "./lib/errors";
import { conversationMemoryOf, itemsOf, memoryEnabledFor, ownItemX, upsertConversationMemory } from "./memory";
import { isSafeToRemember } from "./safety/memoryCheck";
import { MEMORY_ITEM_MAX_CHARS, MEMORY_MAX_CHARS, MEMORY_MAX_ITEMS } from "./shared/memory";

const cleaned = (text: string) => text.replace(/\s+/g, " ").trim();

/** Checks an item's length as the model's items are checked: short, and within the topic's total. */
function checkedLength(clean: string, othersChars: number): string {
  if (clean === "") throw appError("INVALID_INPUT", "A memory item cannot be empty", { reason: "empty" });
  if (clean.length > MEMORY_ITEM_MAX_CHARS) {
    throw appError("INVALID_INPUT", "A memory item is too long", { reason: "tooLong", max: MEMORY_ITEM_MAX_CHARS });
  }
  if (othersChars + clean.length > MEMORY_MAX_CHARS) {
    throw appError("INVALID_INPUT", "The topic's memory is full", { reason: "full", max: MEMORY_MAX_CHARS });
  }
  return clean;
}

/** The person's edit of one item: never risk details, then the same limits as the model's items. */
export const editItem = authedAction({
  args: { itemId: v.id("memoryItems"), text: v.string() },
  returns: v.null(),
  handler: async (ctx, { itemId, text }): Promise<null> => {
    const clean = checkedLength(cleaned(text), 0);
    if (!isSafeToRemember(clean)) throw appError("INVALID_INPUT", "Memory keeps no risk details", { reason: "risk" });
    await ctx.runMutation(internal.memoryEdits.saveEdit, { userId: ctx.user.userId, itemId, text: clean });
    return null;
  },
});

/** Stores an edit `editItem` has screened; ownership and the topic's total are checked against what is stored now. */
export const saveEdit = internalMutation({
  args: { userId: v.id("users"), itemId: v.id("memoryItems"), text: v.string() },
  returns: v.null(),
  handler: async (ctx, { userId, itemId, text }) => {
    const item = await ownItemX(ctx, userId, itemId);
    const others = (await itemsOf(ctx, item.userId, item.topicId)).filter((other) => other._id !== item._id);
    const clean = checkedLength(cleaned(text), others.reduce((sum, other) => sum + other.text.length, 0));
    await ctx.db.patch(item._id, { text: clean, updatedAt: Date.now() });
    return null;
  },
});

/**
 * Replaces the topic's items with the model's update. Items the person changed meanwhile win:
 * the update is dropped (the same messages are read again next time). The items arrive screened
 * (`safeToRemember`, in the action) and are held here to the limits the person's edits keep;
 * unchanged items keep their identity.
 */
export const saveMemory = internalMutation({
  args: {
    conversationId: v.id("conversations"),
    basedOn: v.array(v.object({ _id: v.id("memoryItems"), text: v.string() })),
    items: v.array(v.string()),
    through: v.number(),
  },
  returns: v.boolean(),
  handler: async (ctx, { conversationId, basedOn, items, through }) => {
    const conversation = await ctx.db.get(conversationId);
    const user = conversation && (await ctx.db.get(conversation.userId));
    if (!conversation || !user || !(await memoryEnabledFor(ctx, user))) return false;
    const current = await itemsOf(ctx, user._id, conversation.topicId);
    const unchanged =
      current.length === basedOn.length && current.every((item, i) => item._id === basedOn[i]._id && item.text === basedOn[i].text);
    if (!unchanged) return false;
    const kept = keepWithinLimits(items);
    const now = Date.now();
    for (const item of current) if (!kept.includes(item.text)) await ctx.db.delete(item._id);
    const existing = new Set(current.map((item) => item.text));
    for (const text of kept) {
      if (!existing.has(text)) await ctx.db.insert("memoryItems", { userId: user._id, topicId: conversation.topicId, text, updatedAt: now });
    }
    await upsertConversationMemory(ctx, conversationId, await conversationMemoryOf(ctx, conversationId), { rememberedThrough: through });
    return true;
  },
});

/** The model's items that pass the crisis screen; run in the action, before `saveMemory`. */
export function safeToRemember(items: string[]): string[] {
  return items.map(cleaned).filter((text) => text !== "" && isSafeToRemember(text));
}

/** The model's items, cleaned: unique, each and all within their limits. */
function keepWithinLimits(items: string[]): string[] {
  const kept: string[] = [];
  let chars = 0;
  for (const raw of items) {
    const text = cleaned(raw);
    if (text === "" || text.length > MEMORY_ITEM_MAX_CHARS || kept.includes(text)) continue;
    if (kept.length === MEMORY_MAX_ITEMS || chars + text.length > MEMORY_MAX_CHARS) break;
    kept.push(text);
    chars += text.length;
  }
  return kept;
}

