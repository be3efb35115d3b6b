import { useEffect, useRef } from "react";
import { useMutation } from "convex/react";
import { api } from "../../../convex/_generated/api";
import type { PlanStatus } from "@/hooks/usePlanStatus";
import { useT } from "@/hooks/useT";
import { useToast } from "@/hooks/useToast";

/** Whether /home should start the trial: loaded, neither premium nor in trial, and never trialled. */
export function shouldStartTrial(status: PlanStatus | undefined): boolean {
  return status !== undefined && !status.isPremium && !status.inTrial && !status.trialUsed;
}

/** Starts the 3-day trial once for an eligible user; the live plan status then shows it. */
export function useAutoTrial(status: PlanStatus | undefined) {
  const startTrial = useMutation(api.plans.startTrial);
  const t = useT();
  const toast = useToast();
  const asked = useRef(false);
  const eligible = shouldStartTrial(status);

  useEffect(() => {
    if (!eligible || asked.current) return;
    asked.current = true;
    startTrial({})
      .then((result) => {
        if (result.trialStarted) toast.success(t("home.trialStartedTitle"), t("home.trialStartedBody"));
      })
      // The server decides eligibility; a refusal leaves the free plan as it is.
      .catch(() => undefined);
  }, [eligible, startTrial, t, toast]);
}
