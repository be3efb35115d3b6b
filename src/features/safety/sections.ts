// The six sections of the Stanley–Brown safety plan, in the plan's order.
export const SAFETY_PLAN_SECTIONS = [
  "warningSigns",
  "copingStrategies",
  "distractions",
  "peopleToAsk",
  "professionals",
  "safeEnvironment",
] as const;
export type SafetyPlanSection = (typeof SAFETY_PLAN_SECTIONS)[number];
export type SafetyPlanFields = Record<SafetyPlanSection, string>;

export const EMPTY_PLAN: SafetyPlanFields = {
  warningSigns: "",
  copingStrategies: "",
  distractions: "",
  peopleToAsk: "",
  professionals: "",
  safeEnvironment: "",
};

/** Only the six fields, whatever else the stored plan carries. */
export function planFields(plan: Partial<SafetyPlanFields> | null | undefined): SafetyPlanFields {
  const out = { ...EMPTY_PLAN };
  for (const key of SAFETY_PLAN_SECTIONS) out[key] = plan?.[key] ?? "";
  return out;
}
