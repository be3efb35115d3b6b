import { describe, expect, it } from "vitest";
import { LOADING_VIEWER, SIGNED_OUT_VIEWER, type ViewerState } from "@/hooks/useViewer";
import { callbackTarget } from "./callbackTarget";
import { signedInViewer as user } from "@/testing/viewers";

const at = (query: string, viewer: ViewerState, hadCode = true) => callbackTarget({ viewer, params: new URLSearchParams(query), hadCode });

describe("the emailed link's landing page", () => {
  it("waits while the link's code is exchanged", () => {
    expect(at("", LOADING_VIEWER)).toBe("wait");
  });
  it("sends a password reset to password setup in reset mode", () => {
    expect(at("reset=true", user(true))).toBe("setupPasswordReset");
    expect(at("type=recovery", user(true))).toBe("setupPasswordReset");
  });
  it("sends a new sign-up to password setup", () => {
    expect(at("type=signup", user(true))).toBe("setupPassword");
    expect(at("", user(false))).toBe("setupPassword");
  });
  it("sends a user whose password is set home", () => {
    expect(at("", user(true))).toBe("home");
  });
  it("sends a visit without a session to Get Started", () => {
    expect(at("", SIGNED_OUT_VIEWER, false)).toBe("emailIntro");
  });
  it("shows the error screen when the link gave no session or carries an error", () => {
    expect(at("", SIGNED_OUT_VIEWER, true)).toBe("error");
    expect(at("error=access_denied", user(true))).toBe("error");
  });
});
