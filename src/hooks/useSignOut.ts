import { createContext, useCallback, useContext } from "react";
import { paths } from "@/config/paths";
import { useLocalizedNavigate } from "./useLocalizedNavigate";
import { useT } from "./useT";
import { useToast } from "./useToast";

/** The backend runtime's sign-out; before it has loaded nobody is signed in, so there is nothing to do. */
export const SignOutContext = createContext<() => Promise<void>>(async () => {});

// A session that is already gone counts as signed out.
const ALREADY_SIGNED_OUT = /session not found|session_not_found|auth session missing/i;

let leavingOnPurpose = 0;
/** While true, a session that ends was ended here (sign-out, account deletion), not expired. */
export function isLeavingOnPurpose(): boolean {
  return leavingOnPurpose > 0;
}
/** Runs a step that ends the session on purpose, so the login guard does not report it as expired. */
export async function leaveOnPurpose<T>(step: () => Promise<T>): Promise<T> {
  leavingOnPurpose++;
  try {
    return await step();
  } finally {
    leavingOnPurpose--;
  }
}

/** Signs out and goes to the landing page; a real failure shows 'Sign out failed'. */
export function useSignOut() {
  const signOut = useContext(SignOutContext);
  const navigate = useLocalizedNavigate();
  const toast = useToast();
  const t = useT();
  return useCallback(async () => {
    try {
      await leaveOnPurpose(signOut);
    } catch (error) {
      const message = error instanceof Error ? error.message : "";
      if (!ALREADY_SIGNED_OUT.test(message)) {
        toast.error(t("auth.signOutFailed"), message || undefined);
        return;
      }
    }
    navigate(paths.landing, { replace: true });
  }, [signOut, navigate, toast, t]);
}
