import { describe, expect, it } from "vitest";
import { avatarFileProblem } from "./avatarFile";
import { errorsStillShown, fieldOfRefusal, passwordFormErrors } from "./passwordForm";

describe("choosing an avatar", () => {
  it("accepts JPEG, PNG and WebP up to 5 MB", () => {
    for (const type of ["image/jpeg", "image/jpg", "image/png", "image/webp"]) {
      expect(avatarFileProblem({ type, size: 5 * 1024 * 1024 })).toBeNull();
    }
  });
  it("refuses other types and files over 5 MB", () => {
    expect(avatarFileProblem({ type: "image/gif", size: 10 })).toBe("INVALID_FILE_TYPE");
    expect(avatarFileProblem({ type: "application/pdf", size: 10 })).toBe("INVALID_FILE_TYPE");
    expect(avatarFileProblem({ type: "image/png", size: 5 * 1024 * 1024 + 1 })).toBe("FILE_TOO_LARGE");
  });
});

describe("the change-password form", () => {
  const ok = { currentPassword: "Old1pass", newPassword: "NewPass12", confirmPassword: "NewPass12" };
  it("passes a valid change", () => {
    expect(passwordFormErrors(ok)).toEqual({});
  });
  it("names the first unmet password rule on the new password", () => {
    expect(passwordFormErrors({ ...ok, newPassword: "Ab1", confirmPassword: "Ab1" }).newPassword).toBe("auth.passwordRule.minLength");
    expect(passwordFormErrors({ ...ok, newPassword: "abcdefg1", confirmPassword: "abcdefg1" }).newPassword).toBe(
      "auth.passwordRule.uppercase",
    );
  });
  it("puts a mismatch on the confirmation field", () => {
    expect(passwordFormErrors({ ...ok, confirmPassword: "NewPass13" })).toEqual({ confirmPassword: "auth.passwordsDoNotMatch" });
  });
  it("clears \"Passwords do not match\" as soon as they match, without showing new errors while typing", () => {
    const shown = passwordFormErrors({ ...ok, confirmPassword: "NewPass13" });
    expect(errorsStillShown(shown, { ...ok, confirmPassword: "NewPass1" }, "confirmPassword")).toEqual({ confirmPassword: "auth.passwordsDoNotMatch" });
    expect(errorsStillShown(shown, ok, "confirmPassword")).toEqual({});
    expect(errorsStillShown({}, { ...ok, newPassword: "a" }, "newPassword")).toEqual({});
  });
  it("shows a wrong current password on that field, not only in a toast", () => {
    expect(fieldOfRefusal("WRONG_PASSWORD")).toBe("currentPassword");
    expect(fieldOfRefusal("NETWORK_ERROR")).toBeUndefined();
    const refused = { currentPassword: "errors.WRONG_PASSWORD" };
    expect(errorsStillShown(refused, ok, "newPassword")).toEqual(refused);
    expect(errorsStillShown(refused, ok, "currentPassword")).toEqual({});
  });
  it("needs the current password", () => {
    expect(passwordFormErrors({ ...ok, currentPassword: "" }).currentPassword).toBe("auth.passwordRequired");
  });
});
