import { useEffect } from "react";
import { useMutation } from "convex/react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";

/** Leaving a conversation (another one, a new one, or another screen) brings its topic's memory up to date. */
export function useLeaveConversation(conversationId: Id<"conversations"> | null) {
  const leave = useMutation(api.memory.leaveConversation);
  useEffect(() => {
    if (!conversationId) return;
    // A conversation deleted or a session ended meanwhile has nothing to remember.
    return () => void leave({ conversationId }).catch(() => {});
  }, [conversationId, leave]);
}
