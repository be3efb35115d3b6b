import { unmetPasswordRules } from "@shared/limits";

export type PasswordForm = { currentPassword: string; newPassword: string; confirmPassword: string };
export type PasswordFormErrors = Partial<Record<keyof PasswordForm, string>>;

/** Catalog ids of what is wrong, per field: the first unmet rule, and the mismatch on the confirmation field. */
export function passwordFormErrors(form: PasswordForm): PasswordFormErrors {
  const errors: PasswordFormErrors = {};
  if (!form.currentPassword) errors.currentPassword = "auth.passwordRequired";
  const unmet = unmetPasswordRules(form.newPassword);
  if (unmet.length > 0) errors.newPassword = `auth.passwordRule.${unmet[0]}`;
  if (form.confirmPassword !== form.newPassword) errors.confirmPassword = "auth.passwordsDoNotMatch";
  return errors;
}
