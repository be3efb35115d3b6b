// The safety plan's six sections (Stanley–Brown), in the plan's order, and their size limit.
import { HOUR_MS } from "./time";

export const SAFETY_PLAN_SECTIONS = [
  "warningSigns",
  "copingStrategies",
  "distractions",
  "peopleToAsk",
  "professionals",
  "safeEnvironment",
] as const;
export type SafetyPlanSection = (typeof SAFETY_PLAN_SECTIONS)[number];

export const SAFETY_PLAN_FIELD_MAX_CHARS = 2000;

/** Teenagers (13–17) get a break reminder after this much continuous use. */
export const TEEN_BREAK_REMINDER_MS = 3 * HOUR_MS;

/** The kinds of risk the screen, moderation and Kaia herself can find, in the screen's order. */
export const RISK_CATEGORIES = ["self_harm", "medical_emergency", "abuse", "harm_to_others"] as const;
export type RiskCategory = (typeof RISK_CATEGORIES)[number];
