import { lazy, useEffect, useState, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { openedWithAuthCode } from "@/lib/initialUrl";
import { hasStoredSession, needsBackend } from "./needsBackend";

const loadRuntime = () => import("./ConvexRuntime");
const ConvexRuntime = lazy(loadRuntime);

/** Whether the backend is needed from the first screen on (a saved session, a sign-in link, or such a page). */
export function backendNeededAtStart(pathname: string): boolean {
  return hasStoredSession() || openedWithAuthCode() || needsBackend(pathname);
}

/** Starts downloading the backend client right away when the first screen needs it. */
export function preloadBackendFor(pathname: string) {
  if (backendNeededAtStart(pathname)) void loadRuntime();
}

/** Loads the backend client once the browser is idle, so the next screen opens without waiting. */
function preloadWhenIdle() {
  const start = () => void loadRuntime();
  if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 1500);
}

/**
 * A visitor on the landing, topic, legal or 404 pages needs no backend, so those render at once
 * and the Convex client loads in the background. Any screen that needs it (or a saved session)
 * switches to it for good; the switch happens while navigating, so nothing visible is lost.
 */
export function BackendBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [active, setActive] = useState(() => hasStoredSession() || openedWithAuthCode());
  const wanted = active || needsBackend(pathname);
  if (wanted && !active) setActive(true);

  useEffect(() => {
    if (active) return;
    preloadWhenIdle();
    // A sign-in in another tab makes this one a signed-in tab too.
    const onStorage = (e: StorageEvent) => e.key?.startsWith("__convexAuth") && setActive(true);
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [active]);

  return wanted ? <ConvexRuntime>{children}</ConvexRuntime> : <>{children}</>;
}
