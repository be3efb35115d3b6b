import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "@/testing/renderUi";
import { PasswordRequirements } from "./PasswordRequirements";

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
