import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "@shared/errors";
import en from "@locales/en/errors.json";
import { chatErrorHintId, isSessionError } from "./chatErrors";

const hint = (code: Parameters<typeof chatErrorHintId>[0]) => (en as Record<string, string>)[chatErrorHintId(code).slice("errors.".length)];

describe("the hint a failed reply shows", () => {
  it("never asks a consumer to fix a key: a refused or missing key reads as the service being unavailable", () => {
    expect(hint("INVALID_KEY")).toBe(hint("SERVICE_UNAVAILABLE"));
    expect(hint("KEY_NOT_SET")).toBe(hint("SERVICE_UNAVAILABLE"));
    expect(hint("INVALID_KEY")).not.toMatch(/key|settings/i);
  });

  it("has the spec's text for each AI error code", () => {
    expect(hint("RATE_LIMIT")).toBe("Rate limit reached. Please wait a moment before sending another message.");
    expect(hint("NETWORK_ERROR")).toBe("Network connection error. Please check your internet connection.");
    expect(hint("SERVER_ERROR")).toBe("Server error. The AI service is currently experiencing issues.");
    expect(hint("SERVICE_UNAVAILABLE")).toMatch(/temporarily unavailable/);
    expect(hint("TIMEOUT_ERROR")).toBe(
      "Request timed out. Try asking a more specific question or breaking down complex queries.",
    );
    expect(hint("AUTH_ERROR")).toBe("Authentication session expired. Redirecting to login.");
    expect(hint("AI_SERVICE_ERROR")).toMatch(/AI encountered an issue/);
  });

  it("says why the server refused a message it would not take, such as one over the length limit", () => {
    expect(chatErrorHintId("INVALID_INPUT")).toBe("errors.INVALID_INPUT");
    expect(chatErrorHintId("EMPTY_MESSAGE")).toBe("errors.EMPTY_MESSAGE");
  });

  it("reads a missing session like an expired one", () => {
    expect(chatErrorHintId("NOT_AUTHENTICATED")).toBe("errors.AUTH_ERROR");
  });

  it("falls back to the generic text for codes that are not chat errors, or none", () => {
    expect(chatErrorHintId("UNAUTHORIZED")).toBe("errors.UNKNOWN_ERROR");
    expect(chatErrorHintId(undefined)).toBe("errors.UNKNOWN_ERROR");
    expect(hint(undefined)).toBe("Something went wrong. Please try again later.");
  });

  it("always points at a message that exists", () => {
    for (const code of ERROR_CODES) expect(hint(code)).toBeTruthy();
  });

  it("sends the user to sign in again only for session errors", () => {
    expect(isSessionError("AUTH_ERROR")).toBe(true);
    expect(isSessionError("NOT_AUTHENTICATED")).toBe(true);
    expect(isSessionError("RATE_LIMIT")).toBe(false);
    expect(isSessionError(undefined)).toBe(false);
  });
});
