// The contact form: validated, stored, mailed to support; a filled honeypot looks like success.
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalAction, internalQuery, mutation } from "./lib/functions";
import { appError, isAppError } from "./lib/errors";
import { env } from "./lib/env";
import { sendEmail } from "./lib/email";
import { consumeRateLimit } from "./lib/rateLimit";
import { fillTemplate } from "./lib/template";
import { renderEmail } from "./emails/layout";
import { DEFAULT_LANGUAGE } from "./shared/languages";
import { CONTACT_MESSAGE_MAX_CHARS, FULL_NAME_MAX_CHARS, isValidEmail } from "./shared/limits";
import texts from "../locales/en/contact-server.json";
import emailTexts from "../locales/en/email.json";

export const submit = mutation({
  args: { name: v.string(), email: v.string(), message: v.string(), honey: v.string() },
  returns: v.object({ success: v.literal(true) }),
  handler: async (ctx, args) => {
    // Bots fill the hidden field; they get the same answer and nothing is kept or sent.
    if (args.honey.trim() !== "") return { success: true as const };
    const name = args.name.trim();
    const email = args.email.trim();
    const message = args.message.trim();
    const valid =
      name.length > 0 &&
      name.length <= FULL_NAME_MAX_CHARS &&
      isValidEmail(email) &&
      message.length > 0 &&
      message.length <= CONTACT_MESSAGE_MAX_CHARS;
    if (!valid) throw appError("INVALID_INPUT", "Please fill all fields with valid info");
    // A signed-in person is counted as themselves, so nobody can use up their limit by typing their address.
    await consumeRateLimit(ctx, "contact", ctx.viewer ? `user:${ctx.viewer._id}` : email);
    const contactMessageId = await ctx.db.insert("contactMessages", { name, email, message, createdAt: Date.now() });
    await ctx.scheduler.runAfter(0, internal.contact.notifySupport, { contactMessageId });
    return { success: true as const };
  },
});

export const get = internalQuery({
  args: { contactMessageId: v.id("contactMessages") },
  returns: v.union(v.object({ name: v.string(), email: v.string(), message: v.string() }), v.null()),
  handler: async (ctx, { contactMessageId }) => {
    const row = await ctx.db.get(contactMessageId);
    return row ? { name: row.name, email: row.email, message: row.message } : null;
  },
});

/** Mails the stored message to SUPPORT_EMAIL in Kaia's email look, reply-to the sender. The message stays stored either way. */
export const notifySupport = internalAction({
  args: { contactMessageId: v.id("contactMessages") },
  returns: v.null(),
  handler: async (ctx, { contactMessageId }) => {
    const row = await ctx.runQuery(internal.contact.get, { contactMessageId });
    if (row === null) return null;
    try {
      await sendEmail({
        to: env.supportEmail,
        replyTo: row.email,
        subject: fillTemplate(texts.subject, { name: row.name }),
        ...renderEmail({
          language: DEFAULT_LANGUAGE,
          bearAlt: emailTexts.bearAlt,
          before: [
            texts.intro,
            { label: texts.name, value: row.name },
            { label: texts.email, value: row.email },
            { label: texts.message, value: row.message },
          ],
        }),
      });
    } catch (error) {
      console.error(`Support notification not sent: ${isAppError(error) ? error.data.code : "unexpected error"}`);
    }
    return null;
  },
});

