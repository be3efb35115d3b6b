import { unmetPasswordRules } from "@shared/limits";

export type PasswordForm = { currentPassword: string; newPassword: string; confirmPassword: string };
export type PasswordFormErrors = Partial<Record<keyof PasswordForm, string>>;

/** The field a server refusal belongs on (a wrong current password shows on that field), if any. */
export function fieldOfRefusal(code: string): keyof PasswordForm | undefined {
  if (code === "WRONG_PASSWORD") return "currentPassword";
  if (code === "WEAK_PASSWORD") return "newPassword";
  return undefined;
}

/**
 * The errors shown that still hold after `edited` changed: a rule's goes as soon as it is met
 * ("Passwords do not match" once they match), the server's when its field is edited; none
 * appears while typing.
 */
export function errorsStillShown(shown: PasswordFormErrors, form: PasswordForm, edited: keyof PasswordForm): PasswordFormErrors {
  const now = passwordFormErrors(form);
  const kept: PasswordFormErrors = {};
  for (const key of Object.keys(shown) as (keyof PasswordForm)[]) {
    const fromServer = shown[key]?.startsWith("errors.");
    if (fromServer ? key !== edited : now[key]) kept[key] = fromServer ? shown[key] : now[key];
  }
  return kept;
}

/** Catalog ids of what is wrong, per field: the first unmet rule, and the mismatch on the confirmation field. */
export function passwordFormErrors(form: PasswordForm): PasswordFormErrors {
  const errors: PasswordFormErrors = {};
  if (!form.currentPassword) errors.currentPassword = "auth.passwordRequired";
  const unmet = unmetPasswordRules(form.newPassword);
  if (unmet.length > 0) errors.newPassword = `auth.passwordRule.${unmet[0]}`;
  if (form.confirmPassword !== form.newPassword) errors.confirmPassword = "auth.passwordsDoNotMatch";
  return errors;
}
