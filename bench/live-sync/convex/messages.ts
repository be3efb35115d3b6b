// A conversation's latest messages, live, as the chat screen reads them.
import { mutationGeneric as mutation, queryGeneric as query } from "convex/server";
import { v } from "convex/values";

export const latest = query({
  args: { conversation: v.string() },
  handler: async (ctx, { conversation }) =>
    await ctx.db.query("messages").withIndex("by_conversation", (q) => q.eq("conversation", conversation)).order("desc").take(20),
});

export const send = mutation({
  args: { conversation: v.string(), body: v.string() },
  handler: async (ctx, args) => await ctx.db.insert("messages", args),
});

export const seed = mutation({
  args: { conversation: v.string(), count: v.number() },
  handler: async (ctx, { conversation, count }) => {
    for (let i = 0; i < count; i++) await ctx.db.insert("messages", { conversation, body: `seed ${i}` });
  },
});
