import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";

export type ConversationView = NonNullable<FunctionReturnType<typeof api.conversations.get>>;
export type ChatMessage = ConversationView["messages"][number];
export type ConversationSummary = FunctionReturnType<typeof api.conversations.listRecent>[number];
