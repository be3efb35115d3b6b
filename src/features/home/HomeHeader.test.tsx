import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { renderUi } from "@/testing/renderUi";
import { HomeHeader } from "./HomeHeader";

vi.mock("@convex-dev/auth/react", () => ({ useAuthActions: () => ({ signOut: vi.fn() }) }));
vi.mock("convex/react", () => ({ useConvexAuth: () => ({ isLoading: false, isAuthenticated: true }), useQuery: () => null }));

describe("the home header's plan badge", () => {
  it("says Free trial during the trial, as Settings does, and Premium only for Premium", () => {
    const { unmount } = renderUi(<HomeHeader plan="trial" />);
    expect(screen.getByText("Free trial")).toBeInTheDocument();
    expect(screen.queryByText("Premium")).toBeNull();
    unmount();
    renderUi(<HomeHeader plan="premium" />);
    expect(screen.getByText("Premium")).toBeInTheDocument();
  });
});
