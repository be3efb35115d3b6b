import { describe, expect, it } from "vitest";
import { TEEN_BREAK_REMINDER_MS } from "@shared/safety";
import { isTeen } from "@shared/limits";
import { BREAK_GAP_MS, isBreakDue, nextStretch } from "./useBreakReminder";

const HOUR = 60 * 60 * 1000;

describe("the break reminder for 13–17-year-olds", () => {
  it("comes after 3 hours of continuous use", () => {
    let stretch = nextStretch(null, 0);
    for (let t = 0; t <= 3 * HOUR; t += 10 * 60 * 1000) stretch = nextStretch(stretch, t);
    expect(isBreakDue(stretch, 3 * HOUR - 1)).toBe(false);
    expect(isBreakDue(stretch, TEEN_BREAK_REMINDER_MS)).toBe(true);
  });

  it("starts counting again after a real break", () => {
    const before = nextStretch(nextStretch(null, 0), 2 * HOUR);
    const after = nextStretch(before, 2 * HOUR + BREAK_GAP_MS + 1);
    expect(after.start).toBe(2 * HOUR + BREAK_GAP_MS + 1);
    expect(isBreakDue(after, 4 * HOUR)).toBe(false);
  });

  it("applies to teens only, counting the youngest age their birth year allows", () => {
    const now = Date.UTC(2026, 5, 1);
    expect(isTeen(2009, now)).toBe(true);
    expect(isTeen(2008, now)).toBe(true);
    expect(isTeen(2007, now)).toBe(false);
    expect(isTeen(undefined, now)).toBe(false);
  });
});

it("the break reminder says that Kaia is an AI, in every language", async () => {
  const { LANGUAGE_CODES } = await import("@shared/languages");
  for (const language of LANGUAGE_CODES) {
    const catalog = (await import(`../../../locales/${language}/safety.json`)) as { breakReminder: string };
    expect(catalog.breakReminder).toMatch(/Kaia/);
  }
});
