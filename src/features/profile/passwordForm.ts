import { unmetPasswordRules } from "@shared/limits";

export type PasswordForm = { currentPassword: string; newPassword: string; confirmPassword: string };
export type PasswordFormErrors = Partial<Record<keyof PasswordForm, string>>;

/** The errors already shown that the form still has: one goes as soon as it is fixed ("Passwords do not match" once they match), none appears while typing. */
export function errorsStillShown(shown: PasswordFormErrors, form: PasswordForm): PasswordFormErrors {
  const now = passwordFormErrors(form);
  return Object.fromEntries(Object.keys(shown).flatMap((key) => (now[key as keyof PasswordForm] ? [[key, now[key as keyof PasswordForm]]] : [])));
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
