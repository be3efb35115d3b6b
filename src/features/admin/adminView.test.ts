import { describe, expect, it } from "vitest";
import { premiumEndOf } from "@shared/plans";
import { canRemove, DEFAULT_TIER, defaultUntil, shownTier, shownUntil } from "./adminView";

describe("the admin subscriber list", () => {
  it("offers Remove only for subscribed or manually granted users", () => {
    expect(canRemove({ subscribed: false, manualOverride: false })).toBe(false);
    expect(canRemove({ subscribed: true, manualOverride: false })).toBe(true);
    expect(canRemove({ subscribed: false, manualOverride: true })).toBe(true);
  });

  it("shows the manual grant's tier and date first, else the subscription's, tier default premium", () => {
    const manual = {
      manualOverride: true,
      manualTier: "pro" as const,
      manualUntil: premiumEndOf("2027-06-30"),
      subscriptionTier: "enterprise" as const,
      subscriptionEnd: Date.UTC(2027, 8, 14, 15, 30),
    };
    expect(shownTier(manual)).toBe("pro");
    expect(shownUntil(manual)).toBe("2027-06-30");
    expect(shownTier({ ...manual, manualOverride: false })).toBe("enterprise");
    expect(shownUntil({ ...manual, manualOverride: false })).toBe("2027-09-14");
    expect(shownTier({ manualOverride: false })).toBe("premium");
  });

  it("shows a grant until 2027-06-30 as ending on June 30, as the user's own Subscription card does", () => {
    expect(shownUntil({ manualOverride: true, manualUntil: premiumEndOf("2027-06-30") })).toBe("2027-06-30");
  });

  it("grants premium for one month from today by default, never into the past", () => {
    expect(defaultUntil(new Date(2026, 10, 29))).toBe("2026-12-29");
    expect(defaultUntil(new Date(2026, 11, 15))).toBe("2027-01-15");
    expect(defaultUntil(new Date(2027, 0, 31))).toBe("2027-02-28");
    expect(defaultUntil() > new Date().toISOString().slice(0, 10)).toBe(true);
    expect(DEFAULT_TIER).toBe("premium");
  });
});
