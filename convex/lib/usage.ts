// Daily message counters: one row per user, topic and the user's own calendar day.
import type { MutationCtx, QueryCtx } from "./functions";
import type { Id } from "../_generated/dataModel";
import type { TopicId } from "../shared/topics";

export const DEFAULT_TIME_ZONE = "UTC";

export function isValidTimeZone(timeZone: string): boolean {
  if (timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day (YYYY-MM-DD) that `now` falls on in `timeZone`. */
export function dayInTimeZone(now: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(new Date(now));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The user's stored time zone, or UTC. */
export async function userTimeZone(ctx: QueryCtx, userId: Id<"users">): Promise<string> {
  const prefs = await ctx.db
    .query("preferences")
    .withIndex("by_userId", (q) => q.eq("userId", userId))
    .unique();
  return prefs?.timeZone && isValidTimeZone(prefs.timeZone) ? prefs.timeZone : DEFAULT_TIME_ZONE;
}

async function counterRow(ctx: QueryCtx, userId: Id<"users">, day: string, topicId: TopicId) {
  return await ctx.db
    .query("messageCounts")
    .withIndex("by_userId_and_day_and_topicId", (q) => q.eq("userId", userId).eq("day", day).eq("topicId", topicId))
    .unique();
}

export async function messageCount(ctx: QueryCtx, userId: Id<"users">, day: string, topicId: TopicId): Promise<number> {
  return (await counterRow(ctx, userId, day, topicId))?.count ?? 0;
}

/** Adds `delta` (may be negative) to a day's counter, never below zero. */
export async function addToMessageCount(
  ctx: MutationCtx,
  userId: Id<"users">,
  day: string,
  topicId: TopicId,
  delta: number,
): Promise<void> {
  const row = await counterRow(ctx, userId, day, topicId);
  if (row) await ctx.db.patch(row._id, { count: Math.max(0, row.count + delta) });
  else if (delta > 0) await ctx.db.insert("messageCounts", { userId, topicId, day, count: delta });
}
