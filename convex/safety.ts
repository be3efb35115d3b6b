// Crisis resources for a country, and the user's own safety plan (private to them).
import { v } from "convex/values";
import { appError } from "./lib/errors";
import { authedMutation, query } from "./lib/functions";
import { vSafetyPlanSections } from "./lib/validators";
import { crisisResourcesFor, vCrisisResources } from "./safety/directory";
import { SAFETY_PLAN_FIELD_MAX_CHARS, SAFETY_PLAN_SECTIONS, type SafetyPlanSection } from "./shared/safety";

/** The country's entry, or the fallback; without a country, the signed-in user's saved one. */
export const resources = query({
  args: { countryCode: v.optional(v.string()) },
  returns: vCrisisResources,
  handler: async (ctx, args) => {
    let countryCode = args.countryCode;
    if (countryCode === undefined) {
      const user = ctx.viewer;
      const prefs = user
        ? await ctx.db
            .query("preferences")
            .withIndex("by_userId", (q) => q.eq("userId", user._id))
            .unique()
        : null;
      countryCode = prefs?.countryCode;
    }
    return crisisResourcesFor(countryCode);
  },
});

type PlanSections = Record<SafetyPlanSection, string>;

/** The six sections of a plan (and nothing else), each passed through `edit`. */
function sectionsOf(plan: PlanSections, edit = (text: string) => text): PlanSections {
  return Object.fromEntries(SAFETY_PLAN_SECTIONS.map((section) => [section, edit(plan[section])])) as PlanSections;
}

/** The signed-in user's plan; null when signed out or not written yet. */
export const getPlan = query({
  args: {},
  returns: v.union(v.null(), v.object({ ...vSafetyPlanSections, updatedAt: v.number() })),
  handler: async (ctx) => {
    const user = ctx.viewer;
    if (user === null) return null;
    const plan = await ctx.db
      .query("safetyPlans")
      .withIndex("by_userId", (q) => q.eq("userId", user._id))
      .unique();
    if (plan === null) return null;
    return { ...sectionsOf(plan), updatedAt: plan.updatedAt };
  },
});

export const savePlan = authedMutation({
  args: vSafetyPlanSections,
  returns: v.null(),
  handler: async (ctx, args) => {
    for (const section of SAFETY_PLAN_SECTIONS) {
      if (args[section].length > SAFETY_PLAN_FIELD_MAX_CHARS) {
        throw appError("INVALID_INPUT", "A safety plan section is too long", { section, max: SAFETY_PLAN_FIELD_MAX_CHARS });
      }
    }
    const fields = sectionsOf(args, (text) => text.trim());
    const existing = await ctx.db
      .query("safetyPlans")
      .withIndex("by_userId", (q) => q.eq("userId", ctx.user._id))
      .unique();
    const updatedAt = Date.now();
    if (existing) await ctx.db.patch(existing._id, { ...fields, updatedAt });
    else await ctx.db.insert("safetyPlans", { userId: ctx.user._id, ...fields, updatedAt });
    return null;
  },
});
