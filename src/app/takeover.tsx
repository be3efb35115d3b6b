// Taking over a prerendered page: the router's first render must match the HTML, and then catch
// up with any move the browser made meanwhile.
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";

/**
 * The window as the router reads it while the app takes a prerendered page over: at the address
 * the page was prerendered for until `release`, so the first render matches the HTML even when a
 * back or forward move lands between the decision to hydrate and that render (React would
 * otherwise find another page's markup and report a hydration mismatch).
 */
export function windowPinnedAt({ pathname, search, hash }: Pick<Location, "pathname" | "search" | "hash">) {
  const { origin } = window.location;
  let pinned: Pick<Location, "pathname" | "search" | "hash" | "origin" | "href"> | null = { pathname, search, hash, origin, href: origin + pathname + search + hash };
  const pinnedWindow = new Proxy(window, {
    get(target, key) {
      if (key === "location" && pinned) return pinned;
      const value: unknown = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { window: pinnedWindow, release: () => void (pinned = null) };
}

/**
 * A back or forward move while the app takes the page over can land before the router listens
 * for it; once listening, the router catches up with the address the browser shows.
 */
export function FollowMissedMove({ onMounted }: { onMounted?: () => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    onMounted?.();
    const { pathname, search, hash } = window.location;
    if (pathname !== location.pathname || search !== location.search) navigate(pathname + search + hash, { replace: true });
    // Only the first render can have missed a move.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
