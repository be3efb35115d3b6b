import { useCallback, useState } from "react";
import { useAction } from "convex/react";
import { api } from "../../../convex/_generated/api";
import type { BillingInterval } from "@shared/plans";
import { errorCodeOf } from "@/lib/errors";
import { useT } from "@/hooks/useT";
import { useToast } from "@/hooks/useToast";

/** Opens a URL in a new tab, or here when the browser blocks new tabs. */
export function openInNewTab(url: string) {
  const tab = window.open(url, "_blank");
  if (tab) tab.opener = null;
  else window.location.assign(url);
}

/** Starts Stripe Checkout for the chosen interval; failures become the spec's toasts. */
export function useCheckout() {
  const createCheckout = useAction(api.billing.createCheckout);
  const t = useT();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const start = useCallback(
    async (interval: BillingInterval): Promise<boolean> => {
      setBusy(true);
      try {
        const { url } = await createCheckout({ plan: interval });
        if (!url) throw new Error("No checkout URL received");
        openInNewTab(url);
        return true;
      } catch (error) {
        const code = errorCodeOf(error);
        if (code === "NOT_AUTHENTICATED" || code === "AUTH_ERROR") {
          toast.error(t("billing.authRequired"), t("billing.authRequiredUpgrade"));
        } else if (code === "PAYMENTS_NOT_CONFIGURED") {
          toast.error(t("billing.upgradeFailed"), t("errors.PAYMENTS_NOT_CONFIGURED"));
        } else {
          toast.error(t("billing.upgradeFailed"), t("billing.upgradeFailedBody"));
        }
        return false;
      } finally {
        setBusy(false);
      }
    },
    [createCheckout, t, toast],
  );

  return { start, busy };
}
