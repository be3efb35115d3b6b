import { DEFAULT_TOPIC_ID, isTopicId, type TopicId } from "@shared/topics";

/** How many example questions each topic has in the catalog (ADHD has eight). */
export function exampleCount(topic: TopicId): number {
  return topic === "adhd-focus" ? 8 : 4;
}

/** The chat's topic: /chat/<topic> in the path, else navigation state categoryId, else 'general'. */
export function topicFrom(pathname: string, state: unknown): TopicId {
  const fromPath = /\/chat\/([^/?#]+)/.exec(pathname)?.[1];
  if (isTopicId(fromPath)) return fromPath;
  const fromState = typeof state === "object" && state !== null ? (state as { categoryId?: unknown }).categoryId : undefined;
  return isTopicId(fromState) ? fromState : DEFAULT_TOPIC_ID;
}
