import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";

export default defineSchema({
  messages: defineTable({ conversation: v.string(), body: v.string() }).index("by_conversation", ["conversation"]),
});
