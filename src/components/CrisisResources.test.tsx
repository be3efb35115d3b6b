import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderUi } from "@/testing/renderUi";
import { CrisisResources, dialable } from "./CrisisResources";

describe("crisis resources", () => {
  it("offer the emergency number and each line with tap-to-call and text links", () => {
    renderUi(
      <CrisisResources
        entry={{
          emergencyNumber: "112",
          lines: [{ name: "Helpline", phone: "0800 111 0 111", sms: "+49 (0) 85258", hours: "24/7" }],
          directoryUrl: "https://directory.example/",
        }}
      />,
    );
    expect(screen.getByRole("link", { name: /Call emergency services: 112/ })).toHaveAttribute("href", "tel:112");
    expect(screen.getByRole("link", { name: "Call 0800 111 0 111" })).toHaveAttribute("href", "tel:08001110111");
    expect(screen.getByRole("link", { name: /Text/ })).toHaveAttribute("href", "sms:+49085258");
    expect(screen.getByText("Hours: 24/7")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /another country/ })).toHaveAttribute("target", "_blank");
  });

  it("keep only digits and a leading plus in dialled numbers", () => {
    expect(dialable("+1 (800) 273-8255")).toBe("+18002738255");
    expect(dialable("988")).toBe("988");
  });
});
