import { describe, expect, it } from "vitest";
import { DEFAULT_SUPPORT_EMAIL } from "@shared/contact";
import { readEnv } from "./env";

describe("the build's settings", () => {
  it("shows the support address set as SUPPORT_EMAIL, the setting the contact form mails", () => {
    expect(readEnv({ SUPPORT_EMAIL: "help@example.org" }).SUPPORT_EMAIL).toBe("help@example.org");
  });

  it("falls back to the same default address as the backend", () => {
    expect(readEnv({ SUPPORT_EMAIL: "" }).SUPPORT_EMAIL).toBe(DEFAULT_SUPPORT_EMAIL);
  });
});
