import { isPremiumTopic, type TopicId } from "@shared/topics";
import type { ComposerBlock } from "./Composer";

/** What stops sending: a premium-only topic for a free user, or today's limit for this topic. */
export function composerBlock(
  status: { isPremium: boolean; messagesLeft: Record<string, number> | null } | undefined,
  topic: TopicId,
): ComposerBlock {
  if (!status || status.isPremium) return "none";
  if (isPremiumTopic(topic)) return "locked";
  return status.messagesLeft?.[topic] === 0 ? "limit" : "none";
}
