import { describe, expect, it } from "vitest";
import { contactProblems, EMPTY_CONTACT } from "./contactForm";

describe("the contact form's checks", () => {
  it("needs a name, a valid email and a message, all non-empty after trimming", () => {
    expect(contactProblems({ ...EMPTY_CONTACT, name: "  ", email: "bear", message: "\n" })).toEqual({
      name: "contact.nameRequired",
      email: "auth.emailInvalid",
      message: "contact.messageRequired",
    });
    expect(contactProblems(EMPTY_CONTACT).email).toBe("auth.emailRequired");
  });

  it("accepts a filled form; the honeypot is not checked here (the server drops it quietly)", () => {
    expect(contactProblems({ name: "Ana", email: "ana@example.com", message: "Hi", honey: "bot" })).toEqual({});
  });
});
