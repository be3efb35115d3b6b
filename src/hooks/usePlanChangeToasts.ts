import { useEffect, useRef } from "react";
import type { Plan } from "@shared/plans";
import { useT } from "./useT";
import { useToast } from "./useToast";

/** Toasts when the live plan turns premium or loses premium (the spec's "became active / expired"). */
export function usePlanChangeToasts(plan: Plan | undefined) {
  const t = useT();
  const toast = useToast();
  const previous = useRef<Plan | undefined>(undefined);

  useEffect(() => {
    const before = previous.current;
    previous.current = plan;
    if (before === undefined || plan === undefined || before === plan) return;
    if (plan === "premium") toast.success(t("billing.premiumActiveTitle"), t("billing.premiumActiveBody"));
    else if (before === "premium") toast.info(t("billing.premiumExpiredTitle"), t("billing.premiumExpiredBody"));
    else if (before === "trial" && plan === "free") toast.info(t("billing.trialExpiredTitle"), t("billing.trialExpiredBody"));
  }, [plan, t, toast]);
}
