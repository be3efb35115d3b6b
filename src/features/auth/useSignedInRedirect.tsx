import { Navigate } from "react-router-dom";
import { usePaths } from "@/hooks/usePaths";
import { useViewer } from "@/hooks/useViewer";

/** On sign-in screens: someone already signed in moves on (home, or password setup first). */
export function useSignedInRedirect() {
  const state = useViewer();
  const p = usePaths();
  if (state.status !== "signedIn") return null;
  return <Navigate to={state.passwordSet ? p.home : p.setupPassword} replace />;
}
