// Validators built from the shared constants, so ids stay literal unions everywhere.
import { v, type Infer, type VString } from "convex/values";
import { TOPIC_IDS } from "../shared/topics";
import { LANGUAGE_CODES } from "../shared/languages";
import { TIERS, PAID_TIERS, PLANS, BILLING_INTERVALS } from "../shared/plans";
import { ERROR_CODES } from "../shared/errors";
import { RISK_CATEGORIES, SAFETY_PLAN_SECTIONS, type SafetyPlanSection } from "../shared/safety";

function literals<T extends string>(values: readonly T[]) {
  const [first, second, ...rest] = values.map((value) => v.literal(value));
  return v.union(first, second, ...rest);
}

export const vTopicId = literals(TOPIC_IDS);
export const vLanguageCode = literals(LANGUAGE_CODES);
export const vTier = literals(TIERS);
export const vPaidTier = literals(PAID_TIERS);
export const vPlan = literals(PLANS);
export const vBillingInterval = literals(BILLING_INTERVALS);
export const vErrorCode = literals(ERROR_CODES);
export const vTheme = v.union(v.literal("light"), v.literal("dark"), v.literal("system"));
export const vMessageRole = v.union(v.literal("user"), v.literal("assistant"));
export const vMessageStatus = v.union(
  v.literal("pending"),
  v.literal("streaming"),
  v.literal("done"),
  v.literal("error"),
);
export const vRiskCategory = v.union(...RISK_CATEGORIES.map((category) => v.literal(category)));

/**
 * The risk a user message was answered for. `carried`: the risk was found in an earlier recent
 * message, not in this one, so the reply stays in safety mode but does not repeat the crisis card,
 * and the carried risk does not keep the window open by itself.
 */
export const vMessageRisk = v.object({ categories: v.array(vRiskCategory), source: v.string(), carried: v.optional(v.boolean()) });

/** Why the check on Kaia's reply stopped it (safety/replyCheck.ts). */
export const vReplyCheckReason = v.union(v.literal("method_details"), v.literal("unlisted_phone"), v.literal("moderation"));

/** The safety plan's six free-text sections, for the table and the functions that read or write it. */
export const vSafetyPlanSections = Object.fromEntries(
  SAFETY_PLAN_SECTIONS.map((section) => [section, v.string()]),
) as Record<SafetyPlanSection, VString>;

export type Theme = Infer<typeof vTheme>;
export type MessageRole = Infer<typeof vMessageRole>;
export type MessageStatus = Infer<typeof vMessageStatus>;
export type RiskCategory = Infer<typeof vRiskCategory>;
