import { useRef } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { FullPageSpinner } from "@/components/ui/Spinner";
import { usePaths } from "@/hooks/usePaths";
import { useViewer, type ViewerState } from "@/hooks/useViewer";

export type GuardDecision = "wait" | "allow" | "toEmailIntro" | "toSetupPassword";

/** Login guard then password-set guard: only a signed-in user whose passwordSet is true gets through. */
export function guardDecision(state: ViewerState): GuardDecision {
  if (state.status === "loading") return "wait";
  if (state.status === "signedOut") return "toEmailIntro";
  return state.passwordSet ? "allow" : "toSetupPassword";
}

/** Wraps the protected routes; redirects keep the language prefix. */
export function RequireAuth() {
  const state = useViewer();
  const paths = usePaths();
  const location = useLocation();
  // Someone who signs out from inside lands on the start page, not on sign-up: the guard can see
  // the session end a moment before the sign-out button's own navigation.
  const wasSignedIn = useRef(false);
  if (state.status === "signedIn") wasSignedIn.current = true;
  switch (guardDecision(state)) {
    case "wait":
      return <FullPageSpinner />;
    case "toEmailIntro":
      if (wasSignedIn.current) return <Navigate to={paths.landing} replace />;
      return <Navigate to={paths.emailIntro} replace state={{ from: location.pathname + location.search }} />;
    case "toSetupPassword":
      return <Navigate to={paths.setupPassword} replace />;
    case "allow":
      return <Outlet />;
  }
}
