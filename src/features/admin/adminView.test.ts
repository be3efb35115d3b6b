import { describe, expect, it } from "vitest";
import { canRemove, DEFAULT_TIER, DEFAULT_UNTIL, shownTier, shownUntil } from "./adminView";

describe("the admin subscriber list", () => {
  it("offers Remove only for subscribed or manually granted users", () => {
    expect(canRemove({ subscribed: false, manualOverride: false })).toBe(false);
    expect(canRemove({ subscribed: true, manualOverride: false })).toBe(true);
    expect(canRemove({ subscribed: false, manualOverride: true })).toBe(true);
  });

  it("shows the manual grant's tier and date first, else the subscription's, tier default premium", () => {
    const manual = { manualOverride: true, manualTier: "pro" as const, manualUntil: 10, subscriptionTier: "enterprise" as const, subscriptionEnd: 20 };
    expect(shownTier(manual)).toBe("pro");
    expect(shownUntil(manual)).toEqual({ at: 9, timeZone: "UTC" });
    expect(shownTier({ ...manual, manualOverride: false })).toBe("enterprise");
    expect(shownUntil({ ...manual, manualOverride: false })).toEqual({ at: 20 });
    expect(shownTier({ manualOverride: false })).toBe("premium");
  });

  it("shows a grant until 2030-01-01 as ending on that day", () => {
    const until = shownUntil({ manualOverride: true, manualUntil: Date.UTC(2030, 0, 2) });
    expect(new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: until?.timeZone }).format(until?.at)).toBe("January 1, 2030");
  });

  it("grants premium until 2024-12-31 by default", () => {
    expect(DEFAULT_UNTIL).toBe("2024-12-31");
    expect(DEFAULT_TIER).toBe("premium");
  });
});
