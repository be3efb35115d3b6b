import { lazy } from "react";
import type { AppDialogs } from "@/components/appDialogs";

/** Each dialog (and its crisis-line or checkout code) loads on first use, keeping screens light. */
export const APP_DIALOGS: AppDialogs = {
  safety: lazy(() => import("@/features/safety/SafetyDialog")),
  upgrade: lazy(() => import("@/features/billing/UpgradeDialog")),
};
