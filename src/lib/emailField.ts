import { isValidEmail } from "@shared/limits";

/** The catalog id of what is wrong with an email field, or null when it is fine. */
export function emailProblem(email: string): "auth.emailRequired" | "auth.emailInvalid" | null {
  if (!email.trim()) return "auth.emailRequired";
  return isValidEmail(email) ? null : "auth.emailInvalid";
}
