// Writes Kaia's reply: streamed from the configured provider, or from the labelled demo mode.
// Failures end as an error code on the message; a crisis reply always ends with warm words.
import { v } from "convex/values";
import { internalAction } from "../_generated/server";
import { internal } from "../_generated/api";
import { env } from "../lib/env";
import { isProviderConfigured, modelFor, providerClient } from "./client";
import { providerErrorCode } from "./errors";
import { fitHistory } from "./history";
import { systemPrompt, youngestAge } from "./prompt";
import { ReplyWriter, streamCompletion, streamText } from "./stream";
import { serverText } from "./texts";
import type { ReplyContext } from "../chat";

export const generate = internalAction({
  args: {
    userMessageId: v.id("messages"),
    assistantMessageId: v.id("messages"),
    crisis: v.boolean(),
    premium: v.boolean(),
  },
  returns: v.null(),
  handler: async (ctx, args): Promise<null> => {
    const context: ReplyContext | null = await ctx.runQuery(internal.chat.replyContext, { assistantMessageId: args.assistantMessageId });
    if (context === null) return null;
    const { assistantMessageId, userMessageId } = args;
    const writer = new ReplyWriter((content) => ctx.runMutation(internal.chat.writeReply, { assistantMessageId, content }));
    const finish = (content: string, demo?: boolean) =>
      ctx.runMutation(internal.chat.finishReply, { assistantMessageId, content, demo });
    const crisisFallback = (): Promise<null> => finish(serverText(context.language, "crisisFallback"));

    if (!isProviderConfigured()) {
      if (args.crisis) return await crisisFallback();
      await streamText(serverText(context.language, "demoReply"), writer);
      if (!writer.stopped) await finish(writer.text, true);
      return null;
    }

    const prompt = systemPrompt({
      topicId: context.topicId,
      language: context.language,
      age: youngestAge(context.birthYear, Date.now()),
      crisis: args.crisis ? { categories: context.riskCategories } : undefined,
    });
    try {
      await streamCompletion(
        providerClient(),
        {
          model: modelFor(args.premium),
          messages: [{ role: "system", content: prompt }, ...fitHistory(context.turns)],
        },
        writer,
        env.openaiTimeoutMs,
      );
      if (!writer.stopped) await finish(writer.text);
    } catch (error) {
      const code = providerErrorCode(error, Boolean(env.openaiApiKey));
      console.warn(`Reply failed with ${code}`);
      if (args.crisis) await crisisFallback();
      else {
        await ctx.runMutation(internal.chat.failReply, {
          assistantMessageId,
          userMessageId,
          errorCode: code,
          content: writer.text,
        });
      }
    }
    return null;
  },
});
