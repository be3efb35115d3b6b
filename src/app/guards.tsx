import { useEffect, useRef } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { FullPageSpinner } from "@/components/ui/Spinner";
import { usePaths } from "@/hooks/usePaths";
import { isLeavingOnPurpose } from "@/hooks/useSignOut";
import { useT } from "@/hooks/useT";
import { useToast } from "@/hooks/useToast";
import { useViewer, type ViewerState } from "@/hooks/useViewer";

export type GuardDecision = "wait" | "allow" | "toEmailIntro" | "toSetupPassword";

/** Login guard then password-set guard: only a signed-in user whose passwordSet is true gets through. */
export function guardDecision(state: ViewerState): GuardDecision {
  if (state.status === "loading") return "wait";
  if (state.status === "signedOut") return "toEmailIntro";
  return state.passwordSet ? "allow" : "toSetupPassword";
}

/** A session that ended while inside (expired, or ended elsewhere): 'Session Expired', then sign in again. */
function SessionEnded() {
  const paths = usePaths();
  const toast = useToast();
  const t = useT();
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    toast.error(t("chat.sessionExpired"), t("chat.sessionExpiredBody"));
  }, [toast, t]);
  return <Navigate to={paths.signIn} replace />;
}

/** Wraps the protected routes; redirects keep the language prefix. */
export function RequireAuth() {
  const state = useViewer();
  const paths = usePaths();
  const location = useLocation();
  // A session that ends while inside is not a visitor: signing out (or deleting the account) goes
  // to the start page, a session that expired to sign-in. The guard can see the session end a
  // moment before the sign-out button's own navigation, so it must tell these apart itself.
  const wasSignedIn = useRef(false);
  if (state.status === "signedIn") wasSignedIn.current = true;
  switch (guardDecision(state)) {
    case "wait":
      return <FullPageSpinner />;
    case "toEmailIntro":
      if (wasSignedIn.current) return isLeavingOnPurpose() ? <Navigate to={paths.landing} replace /> : <SessionEnded />;
      return <Navigate to={paths.emailIntro} replace state={{ from: location.pathname + location.search }} />;
    case "toSetupPassword":
      return <Navigate to={paths.setupPassword} replace />;
    case "allow":
      return <Outlet />;
  }
}
