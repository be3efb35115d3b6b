// The signed-in user's preferences: interface language, time zone (for "today" in daily
// limits), theme and country (for crisis resources). Stored only with a session.
import { v } from "convex/values";
import { appError } from "./lib/errors";
import { authedMutation, query } from "./lib/functions";
import { isValidTimeZone } from "./lib/usage";
import { vLanguageCode, vTheme } from "./lib/validators";

const fields = {
  languageCode: v.optional(vLanguageCode),
  timeZone: v.optional(v.string()),
  theme: v.optional(vTheme),
  countryCode: v.optional(v.string()),
};

/** Null when signed out or nothing is saved yet (the app then saves its current language). */
export const get = query({
  args: {},
  returns: v.union(v.null(), v.object(fields)),
  handler: async (ctx) => {
    const user = ctx.viewer;
    if (user === null) return null;
    const row = await ctx.db
      .query("preferences")
      .withIndex("by_userId", (q) => q.eq("userId", user._id))
      .unique();
    if (row === null) return null;
    const { languageCode, timeZone, theme, countryCode } = row;
    return {
      ...(languageCode !== undefined ? { languageCode } : {}),
      ...(timeZone !== undefined ? { timeZone } : {}),
      ...(theme !== undefined ? { theme } : {}),
      ...(countryCode !== undefined ? { countryCode } : {}),
    };
  },
});

/** Saves the given fields; the others stay as they are. */
export const update = authedMutation({
  args: fields,
  returns: v.null(),
  handler: async (ctx, args) => {
    if (args.timeZone !== undefined && !isValidTimeZone(args.timeZone)) {
      throw appError("INVALID_INPUT", "Unknown time zone");
    }
    const countryCode = args.countryCode?.trim().toUpperCase();
    if (countryCode !== undefined && !/^[A-Z]{2}$/.test(countryCode)) {
      throw appError("INVALID_INPUT", "Country codes have two letters");
    }
    // Stored in its canonical spelling ("europe/berlin" becomes "Europe/Berlin").
    const timeZone = args.timeZone && new Intl.DateTimeFormat("en-US", { timeZone: args.timeZone }).resolvedOptions().timeZone;
    const changes = {
      ...(args.languageCode !== undefined ? { languageCode: args.languageCode } : {}),
      ...(timeZone !== undefined ? { timeZone } : {}),
      ...(args.theme !== undefined ? { theme: args.theme } : {}),
      ...(countryCode !== undefined ? { countryCode } : {}),
      updatedAt: Date.now(),
    };
    const row = await ctx.db
      .query("preferences")
      .withIndex("by_userId", (q) => q.eq("userId", ctx.user._id))
      .unique();
    if (row === null) await ctx.db.insert("preferences", { userId: ctx.user._id, ...changes });
    else await ctx.db.patch(row._id, changes);
    return null;
  },
});
