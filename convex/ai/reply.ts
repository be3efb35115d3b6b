// Writes Kaia's reply: streamed from the configured provider, or from the labelled demo mode.
// Failures end as an error code on the message; a crisis reply always ends with warm words.
import { v } from "convex/values";
import { internalAction, type ActionCtx } from "../lib/functions";
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import type { RiskCategory } from "../lib/validators";
import { env } from "../lib/env";
import { combineScreens } from "../safety/combine";
import { moderateText, replyGivesInstructions } from "../safety/moderation";
import { crisisResourcesFor } from "../safety/directory";
import { asksAboutRisk, replyCheckFor } from "../safety/replyCheck";
import { crisisFallback } from "../safety/messages";
import { RECENT_USER_TURNS } from "../safety/turns";
import { modelFor, providerClient } from "./client";
import { providerErrorCode } from "./errors";
import { promptMessages, type Turn } from "./history";
import { systemPrompt, youngestAge } from "./prompt";
import { ReplyGuard } from "./replyGuard";
import { ReplyWriter, streamCompletion, streamText } from "./stream";
import { serverText } from "./texts";
import type { ReplyContext } from "../messages";

export const generate = internalAction({
  args: {
    userMessageId: v.id("messages"),
    assistantMessageId: v.id("messages"),
    crisis: v.boolean(),
    premium: v.boolean(),
  },
  returns: v.null(),
  handler: async (ctx, args): Promise<null> => {
    const { assistantMessageId, userMessageId } = args;
    const context: ReplyContext | null = await ctx.runQuery(internal.messages.replyContext, { assistantMessageId });
    if (context === null) return null;
    const writer = new ReplyWriter((text, index) => ctx.runMutation(internal.replyStream.append, { messageId: assistantMessageId, index, text }));
    const finish = (content: string, demo?: boolean) =>
      ctx.runMutation(internal.messages.finishReply, { assistantMessageId, content, demo });

    if (!env.providerConfigured) {
      if (args.crisis) return await finish(crisisFallback(context.language, context.crisisLinesShown));
      await streamText(serverText(context.language, "demoReply"), writer);
      if (!writer.stopped) await finish(writer.text, true);
      return null;
    }

    const risk = args.crisis ? context.riskCategories : await moderationRisk(ctx, args, context.turns);
    const resources = context.countryCode ? crisisResourcesFor(context.countryCode) : null;
    const prompt = systemPrompt({
      topicId: context.topicId,
      language: context.language,
      age: youngestAge(context.birthYear, Date.now()),
      crisis: risk ? { categories: risk } : undefined,
      followUp: !risk && context.earlierRisk.length > 0 ? { categories: context.earlierRisk } : undefined,
      resources,
    });
    const guard = new ReplyGuard(writer, {
      check: replyCheckFor(
        resources,
        context.turns.filter((t) => t.role === "user").map((t) => t.content),
      ),
      safetyMode: risk !== null,
      moderate: replyGivesInstructions,
    });
    try {
      await streamCompletion(
        providerClient(),
        // A crisis turn is answered by the stronger model, whatever the plan.
        { model: modelFor(args.premium || risk !== null), messages: promptMessages(prompt, context, context.turns) },
        guard,
        env.openaiTimeoutMs,
      );
      if (guard.blocked) {
        console.warn(`Reply stopped by the reply check: ${guard.blocked}`);
        await ctx.runMutation(internal.messages.stopUnsafeReply, {
          assistantMessageId,
          userMessageId,
          reason: guard.blocked,
          content: crisisFallback(context.language, context.crisisLinesShown),
        });
      } else if (!writer.stopped) {
        await ctx.runMutation(internal.messages.finishReply, {
          assistantMessageId,
          content: writer.text,
          askedAboutRisk: guard.signals.has("asked_about_risk") || asksAboutRisk(writer.text),
        });
        // The model's own judgement turns safety mode on: the crisis lines show, and the next turns get the safety instructions.
        if (guard.signals.has("safety") && risk === null) {
          await ctx.runMutation(internal.messages.escalateToCrisis, { userMessageId, assistantMessageId, categories: [...guard.signalledRisk], source: "model" });
        }
      }
    } catch (error) {
      const errorCode = providerErrorCode(error, Boolean(env.openaiApiKey));
      console.warn(`Reply failed with ${errorCode}`);
      if (risk) await finish(crisisFallback(context.language, context.crisisLinesShown));
      else await ctx.runMutation(internal.messages.failReply, { assistantMessageId, userMessageId, errorCode, content: writer.text });
    }
    return null;
  },
});

/**
 * The provider's moderation over the recent user turns, for what the offline screen missed.
 * When it finds risk the message becomes a crisis message; null when there is none.
 */
async function moderationRisk(
  ctx: ActionCtx,
  ids: { userMessageId: Id<"messages">; assistantMessageId: Id<"messages"> },
  turns: Turn[],
): Promise<RiskCategory[] | null> {
  const recent = turns.filter((t) => t.role === "user").slice(-RECENT_USER_TURNS);
  const flagged = await moderateText(recent.map((t) => t.content).join("\n"));
  const combined = combineScreens({ categories: [] }, flagged);
  if (!combined.risk) return null;
  await ctx.runMutation(internal.messages.escalateToCrisis, {
    userMessageId: ids.userMessageId,
    assistantMessageId: ids.assistantMessageId,
    categories: combined.categories,
    source: combined.source,
  });
  return combined.categories;
}
