import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderUi } from "@/testing/renderUi";
import { SIGNED_OUT_VIEWER } from "@/hooks/useViewer";
import { CtaBand } from "./CtaBand";
import { signedInViewer as user } from "@/testing/viewers";

describe("the landing call-to-action band", () => {
  it("promises what the trial is: no card, and nothing to cancel when it ends", () => {
    renderUi(<CtaBand viewer={SIGNED_OUT_VIEWER} />);
    expect(screen.getByText(/No credit card needed, and nothing to cancel when it ends\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start my free trial" })).toHaveAttribute("href", "/email-intro");
  });

  it("names where its button leads a signed-in user: choosing a password, or their topics", () => {
    renderUi(<CtaBand viewer={user(false)} />);
    expect(screen.getByRole("link", { name: "Choose my password" })).toHaveAttribute("href", "/auth/setup-password");
    renderUi(<CtaBand viewer={user(true)} />);
    expect(screen.getByRole("link", { name: "Go to my topics" })).toHaveAttribute("href", "/home");
  });
});
