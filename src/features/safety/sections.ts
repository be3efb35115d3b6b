import { SAFETY_PLAN_SECTIONS, type SafetyPlanSection } from "@shared/safety";

export type SafetyPlanFields = Record<SafetyPlanSection, string>;

/** Only the six sections (empty when missing), whatever else the stored plan carries. */
export function planFields(plan: Partial<SafetyPlanFields> | null | undefined): SafetyPlanFields {
  return Object.fromEntries(SAFETY_PLAN_SECTIONS.map((key) => [key, plan?.[key] ?? ""])) as SafetyPlanFields;
}
