import { useConvexAuth, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";

export type PlanStatus = FunctionReturnType<typeof api.plans.status>;

/**
 * The signed-in user's plan, trial and today's counters, live; undefined while loading or signed
 * out. With the open conversation, it also says whether that conversation is in crisis support.
 */
export function usePlanStatus(conversationId?: Id<"conversations"> | null): PlanStatus | undefined {
  const { isAuthenticated } = useConvexAuth();
  // Skipped when signed out, so signing out never throws NOT_AUTHENTICATED into the screen.
  return useQuery(api.plans.status, isAuthenticated ? (conversationId ? { conversationId } : {}) : "skip");
}
