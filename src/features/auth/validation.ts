import { isValidEmail } from "@shared/limits";

/** The catalog id of what is wrong with an email field, or null when it is fine. */
export function emailProblem(email: string): "auth.emailRequired" | "auth.emailInvalid" | null {
  if (!email.trim()) return "auth.emailRequired";
  return isValidEmail(email) ? null : "auth.emailInvalid";
}

/** The youngest birth year allowed this year, for a minimum age. */
export function latestAllowedBirthYear(minAge: number, now: Date = new Date()): number {
  return now.getFullYear() - minAge;
}

/** With only a year known, someone is too young when they cannot yet have turned `minAge` this year. */
export function isUnderAge(birthYear: number, minAge: number, now: Date = new Date()): boolean {
  return birthYear > latestAllowedBirthYear(minAge, now);
}
