import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import arSafety from "@locales/ar/safety.json";
import arSafetyPlan from "@locales/ar/safetyPlan.json";
import { renderUi } from "@/testing/renderUi";
import { CrisisResources, dialable } from "./CrisisResources";

const line = {
  name: "Helpline",
  phone: "0800 111 0 111",
  sms: "+49 (0) 85258",
  hours: "24/7" as const,
  languages: ["de"],
  source: "https://example.org",
  checked: "2026-11-25",
};

const arabic = {
  ...Object.fromEntries(Object.entries(arSafety).map(([key, text]) => [`safety.${key}`, text])),
  ...Object.fromEntries(Object.entries(arSafetyPlan).map(([key, text]) => [`safetyPlan.${key}`, text])),
};

describe("crisis resources", () => {
  it("offer the emergency number and each line with tap-to-call and text links", () => {
    renderUi(
      <CrisisResources
        entry={{ countryCode: "DE", emergencyNumber: "112", lines: [line], directoryUrl: "https://directory.example/countries/de", fallback: false, checked: "2026-11-20" }}
      />,
    );
    expect(screen.getByText("Emergency services")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Call 112" })).toHaveAttribute("href", "tel:112");
    expect(screen.getByRole("link", { name: "Call 0800 111 0 111" })).toHaveAttribute("href", "tel:08001110111");
    expect(screen.getByRole("link", { name: /^Text/ })).toHaveAttribute("href", "sms:+49085258");
    expect(screen.getByText("Open 24/7")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /More helplines for Germany/ })).toHaveAttribute("href", "https://directory.example/countries/de");
    // The newest of the dates the shown numbers were checked.
    expect(screen.getByText("Numbers checked on November 25, 2026")).toBeInTheDocument();
  });

  it("show the hours of a line that is not open around the clock, who it is for, where it answers and the menu option", () => {
    const limited = { ...line, name: "Amico", hours: { from: "10:00", to: "24:00" }, sms: undefined };
    const youth = { ...line, name: "Youth line", phone: "124", hours: "regional" as const, audience: "youth" as const, sms: undefined };
    const city = { ...line, name: "City line", phone: "106", area: "Bogotá", menuOption: 4, sms: undefined };
    renderUi(
      <CrisisResources entry={{ countryCode: "IT", emergencyNumber: "112", lines: [limited, youth, city], directoryUrl: "https://d.example/", fallback: false }} />,
    );
    expect(screen.getByText("Open every day, 10:00–24:00")).toBeInTheDocument();
    expect(screen.getByText("Opening hours vary by region")).toBeInTheDocument();
    expect(screen.getByText("For children, teens and their parents")).toBeInTheDocument();
    expect(screen.getByText("Only in Bogotá")).toBeInTheDocument();
    expect(screen.getByText("In the phone menu, choose option 4")).toBeInTheDocument();
  });

  it("without lines for a known country, say so and give its emergency number and its page in the directory", () => {
    renderUi(<CrisisResources entry={{ countryCode: "PL", emergencyNumber: "112", lines: [], directoryUrl: "https://directory.example/countries/pl", fallback: true }} />);
    expect(screen.getByRole("link", { name: "Call 112" })).toBeInTheDocument();
    expect(screen.getByText(/checked list of crisis lines/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /More helplines for Poland/ })).toHaveAttribute("href", "https://directory.example/countries/pl");
  });

  it("without a country, give the honest generic text, no number to call and the directory's home", () => {
    renderUi(<CrisisResources entry={{ lines: [], directoryUrl: "https://directory.example/", fallback: true }} />);
    expect(screen.getByText("Your local emergency number (112 works from mobile phones in most countries)")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^Call/ })).toBeNull();
    expect(screen.getByRole("link", { name: /near you/ })).toHaveAttribute("href", "https://directory.example/");
  });

  it("keep every number left-to-right inside Arabic text, so its digit groups never swap", () => {
    renderUi(
      <div dir="rtl">
        <CrisisResources entry={{ countryCode: "GB", emergencyNumber: "999", lines: [{ ...line, phone: "116 123" }], directoryUrl: "https://d.example/", fallback: false }} />
      </div>,
      { locale: "ar", messages: arabic },
    );
    const call = screen.getByRole("link", { name: /116 123/ });
    const number = call.querySelector("bdi");
    expect(number).toHaveAttribute("dir", "ltr");
    expect(number).toHaveTextContent(/^116 123$/);
    expect(screen.getByRole("link", { name: /999/ }).querySelector("bdi")).toHaveAttribute("dir", "ltr");
  });

  it("keep only digits, a leading plus and a short code's star in dialled numbers", () => {
    expect(dialable("+1 (800) 273-8255")).toBe("+18002738255");
    expect(dialable("988")).toBe("988");
    expect(dialable("*4141")).toBe("*4141");
  });
});
