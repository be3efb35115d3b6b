import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { initialsFor } from "@/lib/initials";
import { Avatar } from "@/components/ui/Avatar";
import { renderUi } from "@/testing/renderUi";

describe("the profile's initials", () => {
  it("are the first letters of the name's words, uppercased", () => {
    expect(initialsFor("ana maria popescu", "ana@example.com")).toBe("AMP");
    expect(initialsFor("  Jo   Lee ", null)).toBe("JL");
    expect(initialsFor("émile", null)).toBe("É");
  });

  it("are the email's first two letters when there is no name", () => {
    expect(initialsFor("", "kaia@example.com")).toBe("KA");
    expect(initialsFor("   ", "x@y.z")).toBe("X@");
    expect(initialsFor(undefined, "bo@example.com")).toBe("BO");
  });

  it("are 'U' with neither name nor email", () => {
    expect(initialsFor(null, null)).toBe("U");
    expect(initialsFor("", "")).toBe("U");
  });

  it("show in the avatar when there is no picture", () => {
    renderUi(<Avatar name="Maya Angelou" email="maya@example.com" />);
    expect(screen.getByText("MA")).toBeInTheDocument();
  });
});
