import type { ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { ConvexReactClient, useConvexAuth, useQuery } from "convex/react";
import { ConvexAuthProvider, useAuthActions } from "@convex-dev/auth/react";
import { env } from "@/config/env";
import { SignOutContext } from "@/hooks/useSignOut";
import { ViewerContext, viewerStateFrom } from "@/hooks/useViewer";
import { backend } from "@/lib/backend";
import { openedWithAuthCode } from "@/lib/initialUrl";
import { LanguagePreferenceSync } from "../LanguagePreferenceSync";
import { hasStoredSession } from "./needsBackend";

// Loaded on demand (see BackendBoundary): the Convex client and its auth, and who is signed in.
const convex = new ConvexReactClient(env.VITE_CONVEX_URL);

function ViewerBridge({ children }: { children: ReactNode }) {
  const convexAuth = useConvexAuth();
  // Without a saved session or a sign-in code nobody can be signed in yet: a visitor sees the
  // page at once (as prerendered), not a spinner while the auth client looks.
  const mayBeSignedIn = convexAuth.isAuthenticated || hasStoredSession() || openedWithAuthCode();
  const auth = mayBeSignedIn ? convexAuth : { isLoading: false, isAuthenticated: false };
  const viewer = useQuery(backend.users.viewer, auth.isAuthenticated ? {} : "skip");
  const { signOut } = useAuthActions();
  return (
    <ViewerContext.Provider value={viewerStateFrom(auth, viewer)}>
      <SignOutContext.Provider value={signOut}>
        <LanguagePreferenceSync />
        {children}
      </SignOutContext.Provider>
    </ViewerContext.Provider>
  );
}

export default function ConvexRuntime({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    // The one-time `?code=` of an emailed link is removed through the router.
    <ConvexAuthProvider client={convex} replaceURL={(url) => navigate(url, { replace: true })}>
      <ViewerBridge>{children}</ViewerBridge>
    </ConvexAuthProvider>
  );
}
