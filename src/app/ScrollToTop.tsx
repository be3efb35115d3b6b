import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

/** Each new page starts at the top; the first one stays where the visitor may already have scrolled it. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
