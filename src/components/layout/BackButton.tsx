import { useNavigate } from "react-router-dom";
import { useT } from "@/hooks/useT";
import { ChevronLeftIcon } from "../icons";
import { Button } from "../ui/Button";

/** True when the browser history has an earlier page of this app to return to. */
export function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === "number" && state.idx > 0;
}

/** Goes back in history, or to `fallback` when this is the first page of the visit. */
export function BackButton({ fallback, label }: { fallback: string; label?: string }) {
  const navigate = useNavigate();
  const t = useT();
  return (
    <Button
      variant="ghost"
      size="sm"
      icon={<ChevronLeftIcon size={18} className="rtl-flip" />}
      onClick={() => (canGoBack() ? navigate(-1) : navigate(fallback))}
      className="-ms-2"
    >
      {label ?? t("common.back")}
    </Button>
  );
}
