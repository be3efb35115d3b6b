import { render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { CurrentPath, TestProviders } from "@/testing/providers";
import { CheckoutReturn } from "./CheckoutReturn";

function arriveAt(path: string) {
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <TestProviders>
          <CheckoutReturn />
          <CurrentPath />
        </TestProviders>
      </MemoryRouter>
    </StrictMode>,
  );
}

describe("returning from checkout", () => {
  it("says the payment succeeded once and drops the parameter", async () => {
    arriveAt("/es/settings?success=true&tab=plan");
    expect(await screen.findAllByText("Payment successful")).toHaveLength(1);
    expect(screen.getByTestId("path")).toHaveTextContent("/es/settings?tab=plan");
  });

  it("says checkout was canceled", async () => {
    arriveAt("/settings?canceled=true");
    expect(await screen.findByText("Checkout canceled")).toBeInTheDocument();
    expect(screen.getByTestId("path")).toHaveTextContent(/^\/settings$/);
  });
});
