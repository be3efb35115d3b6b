// Sending a message. The offline crisis screen reads it here, in an action, and messages.admit
// checks every rule and counts it in one transaction; when a gate would refuse it, the provider's
// moderation reads it first. The screen is loaded only by this module, so the mutations and
// queries of a message's life (messages.ts) do not evaluate it in every fresh context.
import type { Infer } from "convex/values";
import { internal } from "./_generated/api";
import { authedAction } from "./lib/functions";
import { moderateText } from "./safety/moderation";
import { screenTurns, type ScreenTurn } from "./safety/screen";
import { gateError, vSendArgs, vSent, type Admission } from "./messages";

/**
 * Sends a message. When the daily limit or a premium topic would refuse it and the offline
 * screen saw no risk, the provider's moderation reads it first: a message it flags is answered
 * as a crisis, whatever the plan.
 */
export const send = authedAction({
  args: vSendArgs,
  returns: vSent,
  handler: async (ctx, args): Promise<Infer<typeof vSent>> => {
    // The offline screen runs here, not in the mutation: the first message of a language that
    // reaches its patterns compiles them, which can take longer than Convex lets a mutation run.
    const earlier: ScreenTurn[] = args.conversationId ? await ctx.runQuery(internal.messages.turnsToScreen, { conversationId: args.conversationId }) : [];
    const { categories, current } = screenTurns([...earlier, { role: "user", content: args.content.trim() }]);
    const screened = { categories, current };
    const first: Admission = await ctx.runMutation(internal.messages.admit, { ...args, screened });
    if ("sent" in first) return first.sent;
    const flagged = await moderateText(first.recentUserTurns.join("\n"));
    if (flagged && flagged.length > 0) {
      const again: Admission = await ctx.runMutation(internal.messages.admit, { ...args, screened, moderation: flagged });
      if ("sent" in again) return again.sent;
    }
    throw gateError(first.refused);
  },
});
