import { createContext, useCallback, useContext } from "react";
import { paths } from "@/config/paths";
import { useLocalizedNavigate } from "./useLocalizedNavigate";
import { useT } from "./useT";
import { useToast } from "./useToast";

/** The backend runtime's sign-out; before it has loaded nobody is signed in, so there is nothing to do. */
export const SignOutContext = createContext<() => Promise<void>>(async () => {});

// A session that is already gone counts as signed out.
const ALREADY_SIGNED_OUT = /session not found|session_not_found|auth session missing/i;

/** The session's end can reach the screens a moment after the sign-out call returns. */
const SETTLE_MS = 3000;
let stepsRunning = 0;
let settledAt = 0;
/** Whether a session that ends now was ended here on purpose (sign-out, account deletion), not expired. */
export function isLeavingOnPurpose(): boolean {
  return stepsRunning > 0 || Date.now() < settledAt;
}
/** Runs a step that ends the session on purpose, so the login guard does not report it as expired. */
export async function leaveOnPurpose<T>(step: () => Promise<T>): Promise<T> {
  stepsRunning++;
  try {
    return await step();
  } finally {
    stepsRunning--;
    settledAt = Date.now() + SETTLE_MS;
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
