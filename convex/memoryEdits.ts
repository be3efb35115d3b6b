// Writing memory items, by the person or the model: every item passes the crisis screen first.
// Kept apart from memory.ts so that reading memory (on every chat screen) never loads the
// crisis classifier.
import { v } from "convex/values";
import { authedMutation, internalMutation } from "./lib/functions";
import { appError } from "./lib/errors";
import { conversationMemoryOf, itemsOf, memoryEnabledFor, ownItemX, upsertConversationMemory } from "./memory";
import { isSafeToRemember } from "./safety/memoryCheck";
import { MEMORY_ITEM_MAX_CHARS, MEMORY_MAX_CHARS, MEMORY_MAX_ITEMS } from "./shared/memory";

/** Checks an item's text as the model's items are checked: short, within the topic's total, and never risk details. */
function checkedText(text: string, othersChars: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean === "") throw appError("INVALID_INPUT", "A memory item cannot be empty", { reason: "empty" });
  if (clean.length > MEMORY_ITEM_MAX_CHARS) {
    throw appError("INVALID_INPUT", "A memory item is too long", { reason: "tooLong", max: MEMORY_ITEM_MAX_CHARS });
  }
  if (othersChars + clean.length > MEMORY_MAX_CHARS) {
    throw appError("INVALID_INPUT", "The topic's memory is full", { reason: "full", max: MEMORY_MAX_CHARS });
  }
  if (!isSafeToRemember(clean)) throw appError("INVALID_INPUT", "Memory keeps no risk details", { reason: "risk" });
  return clean;
}

export const editItem = authedMutation({
  args: { itemId: v.id("memoryItems"), text: v.string() },
  returns: v.null(),
  handler: async (ctx, { itemId, text }) => {
    const item = await ownItemX(ctx, ctx.user._id, itemId);
    const others = (await itemsOf(ctx, item.userId, item.topicId)).filter((other) => other._id !== item._id);
    const clean = checkedText(text, others.reduce((sum, other) => sum + other.text.length, 0));
    await ctx.db.patch(item._id, { text: clean, updatedAt: Date.now() });
    return null;
  },
});

/**
 * Replaces the topic's items with the model's update. Items the person changed meanwhile win:
 * the update is dropped (the same messages are read again next time). Each item is checked
 * as the person's own edits are; unchanged items keep their identity.
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

/** The model's items, cleaned: safe to keep, unique, each and all within their limits. */
export function keepWithinLimits(items: string[]): string[] {
  const kept: string[] = [];
  let chars = 0;
  for (const raw of items) {
    const text = raw.replace(/\s+/g, " ").trim();
    if (text === "" || text.length > MEMORY_ITEM_MAX_CHARS || kept.includes(text) || !isSafeToRemember(text)) continue;
    if (kept.length === MEMORY_MAX_ITEMS || chars + text.length > MEMORY_MAX_CHARS) break;
    kept.push(text);
    chars += text.length;
  }
  return kept;
}

