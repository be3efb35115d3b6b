import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderUi } from "@/testing/renderUi";
import { SIGNED_OUT_VIEWER } from "@/hooks/useViewer";
import { Hero } from "./Hero";
import { signedInViewer as user } from "@/testing/viewers";

describe("the landing hero", () => {
  it("welcomes a brand-new user without a password for the first time, not back, and leads to choosing a password", () => {
    renderUi(<Hero viewer={user(false)} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Welcome to Kaia!");
    expect(screen.queryByText(/welcome back|where you left off/i)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Choose my password" })).toHaveAttribute("href", "/auth/setup-password");
  });

  it("welcomes back a user who has a password", () => {
    renderUi(<Hero viewer={user(true)} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Welcome back!");
    expect(screen.getByRole("link", { name: "Continue to dashboard" })).toHaveAttribute("href", "/home");
  });

  it("offers a visitor the free trial and sign-in", () => {
    renderUi(<Hero viewer={SIGNED_OUT_VIEWER} />);
    expect(screen.getByRole("link", { name: "Start free trial" })).toHaveAttribute("href", "/email-intro");
    expect(screen.getByRole("link", { name: "Sign in" })).toBeInTheDocument();
  });
});
