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

/**
 * Loads the backend client at the visitor's first sign of activity (a pointer over the page, a
 * touch, a key, a focus), so the next screen opens without waiting, while someone who only reads
 * the page never downloads it or opens a connection.
 */
function preloadOnFirstActivity(): () => void {
  const events = ["pointerover", "pointerdown", "touchstart", "keydown", "focusin"] as const;
  const stop = () => events.forEach((name) => window.removeEventListener(name, start, true));
  const start = () => {
    stop();
    void loadRuntime();
  };
  events.forEach((name) => window.addEventListener(name, start, { capture: true, passive: true }));
  return stop;
}

/**
 * A visitor on the landing, topic, legal or 404 pages needs no backend, so those render at once
 * and the Convex client loads at their first activity. Any screen that needs it (or a saved session)
 * switches to it for good; the switch happens while navigating, so nothing visible is lost.
 */
export function BackendBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [active, setActive] = useState(() => hasStoredSession() || openedWithAuthCode());
  const wanted = active || needsBackend(pathname);
  if (wanted && !active) setActive(true);

  useEffect(() => {
    if (active) return;
    const stopWaiting = preloadOnFirstActivity();
    // A sign-in in another tab makes this one a signed-in tab too.
    const onStorage = (e: StorageEvent) => e.key?.startsWith("__convexAuth") && setActive(true);
    window.addEventListener("storage", onStorage);
    return () => {
      stopWaiting();
      window.removeEventListener("storage", onStorage);
    };
  }, [active]);

  return wanted ? <ConvexRuntime>{children}</ConvexRuntime> : <>{children}</>;
}
