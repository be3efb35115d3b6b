// Topics (advisors) of the product: one source of truth for the server and the SPA.
export const TOPIC_IDS = [
  "general",
  "anxiety",
  "depression",
  "stress",
  "burnout",
  "career",
  "relationships",
  "loneliness",
  "digital-wellbeing",
  "adhd-focus",
  "body-image",
  "global-concerns",
  "finance",
  "creativity",
] as const;
export type TopicId = (typeof TOPIC_IDS)[number];

/** Topics only premium and trial users may open. */
export const PREMIUM_TOPIC_IDS = ["creativity", "global-concerns", "finance"] as const satisfies readonly TopicId[];

/** The 13 topic cards on /home ("general" is the default chat, not a card). */
export const HOME_TOPIC_IDS = TOPIC_IDS.filter((t) => t !== "general");

export const DEFAULT_TOPIC_ID: TopicId = "general";

export function isTopicId(value: unknown): value is TopicId {
  return typeof value === "string" && (TOPIC_IDS as readonly string[]).includes(value);
}

export function isPremiumTopic(topic: TopicId): boolean {
  return (PREMIUM_TOPIC_IDS as readonly string[]).includes(topic);
}
