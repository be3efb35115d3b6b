import { useEffect, useState } from "react";
import { TEEN_BREAK_REMINDER_MS } from "@shared/safety";

/** A gap this long ends a stretch of continuous use. */
export const BREAK_GAP_MS = 30 * 60 * 1000;
const STORAGE_KEY = "kaia.chatStretch";
const CHECK_EVERY_MS = 60 * 1000;

type Stretch = { start: number; last: number };

/** Extends or restarts the stretch of continuous use that ends at `now`. */
export function nextStretch(previous: Stretch | null, now: number): Stretch {
  if (previous === null || now - previous.last > BREAK_GAP_MS || previous.start > now) return { start: now, last: now };
  return { start: previous.start, last: now };
}

export function isBreakDue(stretch: Stretch, now: number): boolean {
  return now - stretch.start >= TEEN_BREAK_REMINDER_MS;
}

function readStretch(): Stretch | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null");
    if (parsed && typeof parsed === "object" && "start" in parsed && "last" in parsed) return parsed as Stretch;
  } catch {
    // A broken value simply starts a new stretch.
  }
  return null;
}

/** For 13–17-year-olds: true once the chat has been in use for 3 hours without a real break. */
export function useBreakReminder(enabled: boolean): { due: boolean; dismiss: () => void } {
  const [due, setDue] = useState(false);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const tick = () => {
      const now = Date.now();
      const stretch = nextStretch(readStretch(), now);
      localStorage.setItem(STORAGE_KEY, JSON.stringify(stretch));
      setDue(isBreakDue(stretch, now));
    };
    tick();
    const timer = window.setInterval(tick, CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [enabled]);

  return {
    due: enabled && due && dismissedAt === null,
    dismiss: () => {
      // Taking the hint restarts the count, so the next reminder comes 3 hours later.
      localStorage.setItem(STORAGE_KEY, JSON.stringify({ start: Date.now(), last: Date.now() }));
      setDismissedAt(Date.now());
    },
  };
}
