import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useT } from "@/hooks/useT";
import { useToast } from "@/hooks/useToast";

/** A return from checkout carries success=true or canceled=true: say so once, then drop the parameter. */
export function CheckoutReturn() {
  const { pathname, search, hash, key } = useLocation();
  const handled = useRef<string | null>(null);
  const navigate = useNavigate();
  const toast = useToast();
  const t = useT();

  useEffect(() => {
    const params = new URLSearchParams(search);
    const success = params.get("success") === "true";
    const canceled = params.get("canceled") === "true";
    // Once per arrival, even when effects run twice.
    if ((!success && !canceled) || handled.current === key) return;
    handled.current = key;
    if (success) toast.success(t("common.checkoutSuccessTitle"), t("common.checkoutSuccessBody"));
    else toast.info(t("common.checkoutCanceledTitle"), t("common.checkoutCanceledBody"));
    params.delete("success");
    params.delete("canceled");
    params.delete("session_id");
    const rest = params.toString();
    navigate(pathname + (rest ? `?${rest}` : "") + hash, { replace: true });
  }, [key, search, pathname, hash, navigate, toast, t]);

  return null;
}
