import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fill } from "@/testing/fill";
import { renderUi } from "@/testing/renderUi";
import { signedInViewer } from "@/testing/viewers";
import SetupPasswordPage from "./SetupPasswordPage";

const setPassword = vi.fn(() => Promise.resolve(null));
vi.mock("convex/react", () => ({ useAction: () => setPassword }));
vi.mock("@/hooks/useViewer", () => ({ useViewer: () => signedInViewer(false) }));

describe("choosing a first password", () => {
  it("clears 'Passwords do not match' as soon as the confirmation matches, and the birth year's error once one is picked", async () => {
    renderUi(<SetupPasswordPage />);
    await fill("New password", "Goodpass1");
    await fill("Confirm password", "Goodpass");
    await userEvent.click(screen.getByRole("button", { name: "Set password" }));
    expect(screen.getByText("Passwords do not match")).toBeVisible();
    expect(screen.getByText("Please select your year of birth")).toBeVisible();
    expect(setPassword).not.toHaveBeenCalled();

    await fill("Confirm password", "1");
    expect(screen.queryByText("Passwords do not match")).toBeNull();
    expect(screen.getByLabelText("Confirm password")).not.toHaveAttribute("aria-invalid");

    await userEvent.selectOptions(screen.getByLabelText("Year of birth"), String(new Date().getFullYear() - 30));
    expect(screen.queryByText("Please select your year of birth")).toBeNull();
  });

  it("shows no new error while typing, only on saving", async () => {
    renderUi(<SetupPasswordPage />);
    await fill("New password", "a");
    await fill("Confirm password", "b");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
