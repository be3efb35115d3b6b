import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "@/testing/renderUi";
import { PasswordRequirements } from "./PasswordRequirements";
import { isUnderAge } from "./validation";

const met = () =>
  Object.fromEntries(screen.getAllByRole("listitem").map((li) => [li.dataset.rule, li.dataset.met === "true"]));

describe("the password requirement list", () => {
  it("lists the four rules, none met for an empty password", () => {
    renderUi(<PasswordRequirements password="" />);
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "At least 8 characters(not met yet)",
      "One lowercase letter(not met yet)",
      "One uppercase letter(not met yet)",
      "One number(not met yet)",
    ]);
  });

  it("ticks each rule as the password meets it", () => {
    renderUi(<PasswordRequirements password="abc" />);
    expect(met()).toEqual({ minLength: false, lowercase: true, uppercase: false, number: false });
  });

  it("ticks all four for a strong password", () => {
    renderUi(<PasswordRequirements password="Honey2025" />);
    expect(met()).toEqual({ minLength: true, lowercase: true, uppercase: true, number: true });
  });
});

describe("the year-of-birth check", () => {
  const now = new Date("2025-08-20");
  it("stops anyone who cannot be 13 yet", () => {
    expect(isUnderAge(2013, 13, now)).toBe(true);
    expect(isUnderAge(2012, 13, now)).toBe(false);
  });
});
