import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../convex/_generated/api";

export type ChatMessage = FunctionReturnType<typeof api.conversations.messages>["page"][number];
export type ConversationSummary = FunctionReturnType<typeof api.conversations.listRecent>[number];
