import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { fill } from "@/testing/fill";
import { renderUi } from "@/testing/renderUi";
import { ChangePasswordDialog } from "./ChangePasswordDialog";

const changePassword = vi.fn(() => Promise.reject(new ConvexError({ code: "WRONG_PASSWORD", message: "Wrong password" })));
vi.mock("convex/react", () => ({ useAction: () => changePassword }));

/** Opens the dialog and fills it: the current password, a valid new one and `confirmation`. */
async function fillDialog(confirmation: string) {
  renderUi(<ChangePasswordDialog open onClose={() => {}} />);
  await fill("Current password", "Oldpass1");
  await fill("New password", "Newpass12");
  await fill("Confirm password", confirmation);
  await userEvent.click(screen.getByRole("button", { name: "Update password" }));
}

describe("changing the password", () => {
  it("shows a wrong current password on that field, until it is edited", async () => {
    await fillDialog("Newpass12");

    const current = screen.getByLabelText("Current password");
    expect(await screen.findByText("Your current password is not correct.")).toBeVisible();
    expect(current).toHaveAttribute("aria-invalid", "true");
    expect(current).toHaveAccessibleDescription("Your current password is not correct.");

    await userEvent.type(current, "x");
    expect(screen.queryByText("Your current password is not correct.")).toBeNull();
  });

  it("clears 'Passwords do not match' as soon as the confirmation matches", async () => {
    await fillDialog("Newpass1");
    expect(screen.getByText("Passwords do not match")).toBeVisible();
    await fill("Confirm password", "2");
    expect(screen.queryByText("Passwords do not match")).toBeNull();
  });
});
