import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { UpgradeDialogView } from "./UpgradeDialog";
import { renderUi } from "@/testing/renderUi";

function open(locale = "en") {
  const onCheckout = vi.fn();
  renderUi(<UpgradeDialogView open onClose={() => {}} onCheckout={onCheckout} busy={false} />, { locale });
  return { onCheckout };
}

describe("the upgrade dialog", () => {
  it("preselects monthly and checks out monthly by default", async () => {
    const { onCheckout } = open();
    expect(screen.getByRole("radio", { name: /monthly/i })).toBeChecked();
    expect(screen.getByRole("radio", { name: /yearly/i })).not.toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Continue to checkout" }));
    expect(onCheckout).toHaveBeenCalledWith("monthly");
  });

  it("switches to yearly and checks out yearly", async () => {
    const { onCheckout } = open();
    await userEvent.click(screen.getByRole("radio", { name: /yearly/i }));
    expect(screen.getByRole("radio", { name: /yearly/i })).toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Continue to checkout" }));
    expect(onCheckout).toHaveBeenCalledWith("yearly");
  });

  it("shows the prices, the saving and 'Best value' on yearly", () => {
    open();
    expect(screen.getByText("$4.99/month")).toBeInTheDocument();
    expect(screen.getByText("$36.99/year")).toBeInTheDocument();
    expect(screen.getByText("Save 23%")).toBeInTheDocument();
    expect(screen.getByText("Best value")).toBeInTheDocument();
  });

  it("formats prices for the interface language", () => {
    open("fr");
    expect(screen.getByText(/4,99\s\$US/)).toBeInTheDocument();
    expect(screen.getByText(/36,99\s\$US/)).toBeInTheDocument();
    expect(screen.getByText(/23\s%/)).toBeInTheDocument();
  });

  it("says Processing... and blocks a second checkout while busy", () => {
    renderUi(<UpgradeDialogView open onClose={() => {}} onCheckout={() => {}} busy />);
    expect(screen.getByRole("button", { name: /Processing/ })).toBeDisabled();
  });
});
