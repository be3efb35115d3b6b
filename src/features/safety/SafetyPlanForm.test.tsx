import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as convexReact from "convex/react";
import { renderUi } from "@/testing/renderUi";
import { SafetyPlanForm } from "./SafetyPlanForm";

vi.mock("convex/react", () => ({ useQuery: vi.fn(), useMutation: vi.fn() }));

const savePlan = vi.fn();
const stored = {
  warningSigns: "Not sleeping",
  copingStrategies: "",
  distractions: "",
  peopleToAsk: "Sam",
  professionals: "",
  safeEnvironment: "",
  updatedAt: Date.UTC(2026, 0, 5),
};

beforeEach(() => {
  savePlan.mockReset().mockResolvedValue(null);
  vi.mocked(convexReact.useMutation).mockReturnValue(savePlan as never);
});

describe("the safety plan", () => {
  it("has the six Stanley–Brown sections, filled from the stored plan", () => {
    vi.mocked(convexReact.useQuery).mockReturnValue(stored);
    renderUi(<SafetyPlanForm />);
    const boxes = screen.getAllByRole("textbox");
    expect(boxes).toHaveLength(6);
    expect(screen.getByRole("textbox", { name: "1. Warning signs" })).toHaveValue("Not sleeping");
    expect(screen.getByRole("textbox", { name: "4. People I can ask for help" })).toHaveValue("Sam");
    expect(screen.getByRole("textbox", { name: "6. Making my surroundings safer" })).toBeInTheDocument();
    expect(screen.getByText(/Last saved/)).toBeInTheDocument();
  });

  it("saves all six sections after an edit and confirms privately", async () => {
    vi.mocked(convexReact.useQuery).mockReturnValue(null);
    const { toast } = renderUi(<SafetyPlanForm />);
    const save = screen.getByRole("button", { name: "Save my plan" });
    expect(save).toBeDisabled();
    await userEvent.type(screen.getByRole("textbox", { name: "2. Things I can do on my own" }), "Walk the dog");
    await userEvent.click(save);
    expect(savePlan).toHaveBeenCalledWith({
      warningSigns: "",
      copingStrategies: "Walk the dog",
      distractions: "",
      peopleToAsk: "",
      professionals: "",
      safeEnvironment: "",
    });
    expect(toast.success).toHaveBeenCalledWith("Your safety plan is saved.", "Only you can see your plan.");
  });

  it("keeps what was typed when saving fails", async () => {
    vi.mocked(convexReact.useQuery).mockReturnValue(null);
    savePlan.mockRejectedValue(new Error("offline"));
    const { toast } = renderUi(<SafetyPlanForm />);
    await userEvent.type(screen.getByRole("textbox", { name: "1. Warning signs" }), "Racing thoughts");
    await userEvent.click(screen.getByRole("button", { name: "Save my plan" }));
    expect(toast.error).toHaveBeenCalledWith("Could not save your safety plan", expect.any(String));
    expect(screen.getByRole("textbox", { name: "1. Warning signs" })).toHaveValue("Racing thoughts");
  });
});
