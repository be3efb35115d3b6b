import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { PRICES_USD } from "@shared/plans";
import { formatDay, formatPrice, formatRelative } from "./format";

const en = createIntl({ locale: "en" });
const now = Date.UTC(2025, 7, 20, 12);

describe("formatting per locale", () => {
  it("says how long ago something happened", () => {
    expect(formatRelative(en, now - 10_000, now)).toBe("now");
    expect(formatRelative(en, now - 5 * 60_000, now)).toBe("5 minutes ago");
    expect(formatRelative(en, now - 3 * 3_600_000, now)).toBe("3 hours ago");
    expect(formatRelative(en, now - 24 * 3_600_000, now)).toBe("yesterday");
    expect(formatRelative(createIntl({ locale: "es" }), now - 2 * 24 * 3_600_000, now)).toBe("anteayer");
  });

  it("shows prices in dollars, written the local way", () => {
    expect(formatPrice(en, PRICES_USD.monthly)).toBe("$4.99");
    expect(formatPrice(createIntl({ locale: "de" }), PRICES_USD.yearly).replace(/\s/g, " ")).toBe("36,99 $");
  });

  it("writes a calendar day as that day in every time zone", () => {
    expect(formatDay(createIntl({ locale: "en", timeZone: "America/Los_Angeles" }), "2027-06-30")).toBe("June 30, 2027");
    expect(formatDay(createIntl({ locale: "en", timeZone: "Pacific/Kiritimati" }), "2027-06-30")).toBe("June 30, 2027");
  });
});
