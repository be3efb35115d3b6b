import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderUi } from "@/testing/renderUi";
import { CrisisResources, dialable } from "./CrisisResources";

const line = { name: "Helpline", phone: "0800 111 0 111", sms: "+49 (0) 85258", hours: "24/7" as const, languages: ["de"], source: "https://example.org" };

describe("crisis resources", () => {
  it("offer the emergency number and each line with tap-to-call and text links", () => {
    renderUi(
      <CrisisResources
        entry={{ countryCode: "DE", emergencyNumber: "112", lines: [line], directoryUrl: "https://directory.example/", fallback: false, checked: "2026-11-25" }}
      />,
    );
    expect(screen.getByText("Emergency services")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Call 112" })).toHaveAttribute("href", "tel:112");
    expect(screen.getByRole("link", { name: "Call 0800 111 0 111" })).toHaveAttribute("href", "tel:08001110111");
    expect(screen.getByRole("link", { name: /^Text/ })).toHaveAttribute("href", "sms:+49085258");
    expect(screen.getByText("Open 24/7")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /another country/ })).toHaveAttribute("target", "_blank");
    expect(screen.getByText("Numbers checked on November 25, 2026")).toBeInTheDocument();
  });

  it("without lines for the country, say so and still give the emergency number and the directory", () => {
    renderUi(<CrisisResources entry={{ emergencyNumber: "112", lines: [], directoryUrl: "https://directory.example/", fallback: true }} />);
    expect(screen.getByRole("link", { name: "Call 112" })).toBeInTheDocument();
    expect(screen.getByText(/checked list of crisis lines/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /another country/ })).toHaveAttribute("href", "https://directory.example/");
  });

  it("keep only digits and a leading plus in dialled numbers", () => {
    expect(dialable("+1 (800) 273-8255")).toBe("+18002738255");
    expect(dialable("988")).toBe("988");
  });
});
