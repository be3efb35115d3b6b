import { ConvexError } from "convex/values";
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "@shared/errors";
import english from "@locales/en/errors.json";
import { errorCodeOf, errorMessage, errorMessageId } from "./errors";

describe("error codes map to messages", () => {
  it("has an English message for every code the server can send", () => {
    for (const code of ERROR_CODES) expect(english, code).toHaveProperty(code);
  });

  it("maps a ConvexError's code to errors.<CODE>", () => {
    for (const code of ERROR_CODES) {
      expect(errorMessageId(new ConvexError({ code, message: "x" }))).toBe(`errors.${code}`);
    }
  });

  it("reads a code carried in an error's text", () => {
    expect(errorCodeOf(new Error("[CONVEX A(chat:send)] Uncaught DAILY_LIMIT_REACHED"))).toBe("DAILY_LIMIT_REACHED");
  });

  it("reads the spec's sign-in and network failures", () => {
    expect(errorCodeOf(new Error("Invalid login credentials"))).toBe("INVALID_CREDENTIALS");
    expect(errorCodeOf(new Error("Uncaught Error: InvalidSecret"))).toBe("INVALID_CREDENTIALS");
    expect(errorCodeOf(new TypeError("Failed to fetch"))).toBe("NETWORK_ERROR");
    expect(errorCodeOf(new Error("Session refresh timed out"))).toBe("NETWORK_ERROR");
    expect(errorCodeOf(new Error("JWT expired"))).toBe("AUTH_ERROR");
  });

  it("falls back to UNKNOWN_ERROR for anything else", () => {
    expect(errorMessageId(new Error("boom"))).toBe("errors.UNKNOWN_ERROR");
    expect(errorMessageId(new ConvexError({ code: "NOT_A_CODE" }))).toBe("errors.UNKNOWN_ERROR");
    expect(errorMessageId(undefined)).toBe("errors.UNKNOWN_ERROR");
  });
});

describe("a limit says how long to wait", () => {
  it("turns the server's retryAfterMs into whole minutes, rounded up", () => {
    const error = new ConvexError({ code: "TOO_MANY_REQUESTS", message: "x", details: { retryAfterMs: 4 * 60_000 + 1 } });
    expect(errorMessage(error)).toEqual({ id: "errors.tryAgainInMinutes", values: { minutes: 5 } });
  });

  it("without a stated wait it is the plain message", () => {
    expect(errorMessage(new ConvexError({ code: "TOO_MANY_REQUESTS", message: "x" }))).toEqual({ id: "errors.TOO_MANY_REQUESTS" });
  });
});
