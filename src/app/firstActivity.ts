/**
 * A prerendered public page reads and looks complete without the app, so the app starts at the
 * visitor's first sign of activity (a pointer over the page, a touch, a key, a focus) instead of
 * competing with the first paint. What they do before it has taken over is kept: a click on a
 * link or button, or a choice in a list, is held and done again once the app runs the page.
 */

/** The signs of a visitor about to interact (none of them changes anything by itself), and a move in the history. */
export const ACTIVITY_EVENTS = ["pointerover", "pointerdown", "touchstart", "keydown", "focusin", "popstate"] as const;

type HeldEvent = { type: "click" | "change"; target: Element };

/** Whether a click leaves the page in a way the browser should handle itself (new tab, download...). */
function browserHandles(event: MouseEvent): boolean {
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * Calls `start` once, at the first activity on the page, and holds the clicks and changes inside
 * `root` until `replay` (returned) is called, which does them again, in order: in the app once it
 * runs the page, or as the browser would without it if the app could not start.
 */
export function startAtFirstActivity(root: HTMLElement, start: () => void): { replay: () => void } {
  const held: HeldEvent[] = [];
  let started = false;
  const begin = () => {
    if (started) return;
    started = true;
    for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, begin, true);
    start();
  };
  const hold = (event: Event) => {
    const target = event.target instanceof Element && root.contains(event.target) ? event.target : null;
    if (!target) return;
    if (event.type === "click") {
      if (browserHandles(event as MouseEvent) || !target.closest("a[href], button, [role='button']")) return;
      // A link would load its page anew; the app opens it in place instead, once running.
      event.preventDefault();
    }
    held.push({ type: event.type as HeldEvent["type"], target });
    begin();
  };
  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, begin, { capture: true, passive: true });
  window.addEventListener("click", hold, true);
  window.addEventListener("change", hold, true);

  return {
    replay() {
      window.removeEventListener("click", hold, true);
      window.removeEventListener("change", hold, true);
      for (const { type, target } of held.splice(0)) {
        if (!target.isConnected) continue;
        const event = type === "click" ? new MouseEvent("click", { bubbles: true, cancelable: true }) : new Event("change", { bubbles: true });
        target.dispatchEvent(event);
      }
    },
  };
}
