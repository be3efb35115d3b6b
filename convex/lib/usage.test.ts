import { expect, test } from "vitest";
import { dayInTimeZone, isValidTimeZone } from "./usage";

test("the day is the user's own calendar day in their time zone", () => {
  const instant = Date.parse("2026-01-15T23:30:00Z");
  expect(dayInTimeZone(instant, "UTC")).toBe("2026-01-15");
  expect(dayInTimeZone(instant, "Europe/Bucharest")).toBe("2026-01-16");
  expect(dayInTimeZone(instant, "America/Los_Angeles")).toBe("2026-01-15");
  expect(dayInTimeZone(Date.parse("2026-01-15T10:00:00Z"), "Pacific/Kiritimati")).toBe("2026-01-16");
});

test("an unknown time zone counts as UTC", () => {
  expect(isValidTimeZone("Mars/Olympus")).toBe(false);
  expect(isValidTimeZone("")).toBe(false);
  expect(isValidTimeZone("Asia/Kolkata")).toBe(true);
  expect(dayInTimeZone(Date.parse("2026-01-15T23:30:00Z"), "Mars/Olympus")).toBe("2026-01-15");
});
