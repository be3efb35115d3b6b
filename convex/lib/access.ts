// Access helpers shared by the domains that read a person's conversations.
import type { QueryCtx } from "./functions";
import type { Id } from "../_generated/dataModel";

/** The conversation if it exists and belongs to `userId`, else null (others' look missing). */
export async function ownConversation(ctx: QueryCtx, userId: Id<"users">, conversationId: Id<"conversations">) {
  const conversation = await ctx.db.get(conversationId);
  return conversation !== null && conversation.userId === userId ? conversation : null;
}
