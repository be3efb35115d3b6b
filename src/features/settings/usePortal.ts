import { useCallback, useState } from "react";
import { useAction } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { errorCodeOf } from "@/lib/errors";
import { useT } from "@/hooks/useT";
import { useToast } from "@/hooks/useToast";

/** Opens the Stripe customer portal in this tab; failures become the spec's toasts. */
export function usePortal() {
  const createPortal = useAction(api.billing.createPortal);
  const t = useT();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const open = useCallback(async () => {
    setBusy(true);
    try {
      const { url } = await createPortal({});
      if (!url) throw new Error("No portal URL received");
      window.location.assign(url);
      // Busy stays on while the browser leaves.
    } catch (error) {
      setBusy(false);
      const code = errorCodeOf(error);
      if (code === "NOT_AUTHENTICATED" || code === "AUTH_ERROR") toast.error(t("billing.authRequired"), t("billing.authRequiredManage"));
      else if (code === "PAYMENTS_NOT_CONFIGURED") toast.error(t("billing.portalFailed"), t("errors.PAYMENTS_NOT_CONFIGURED"));
      else if (code === "NO_SUBSCRIPTION") toast.error(t("billing.portalFailed"), t("errors.NO_SUBSCRIPTION"));
      else toast.error(t("billing.portalFailed"), t("billing.portalFailedBody"));
    }
  }, [createPortal, t, toast]);

  return { open, busy };
}
