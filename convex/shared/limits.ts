// Input limits enforced by the server and mirrored by the SPA.
export const PASSWORD_MIN_LENGTH = 8;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_CONTENT_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number];
export const MESSAGE_MAX_CHARS = 4000;
export const CONVERSATION_TITLE_CHARS = 50;
export const RECENT_CONVERSATIONS = 20;
/** Messages of one conversation the chat loads at a time, newest first (older ones on scroll). */
export const MESSAGES_PAGE = 30;
/** The most messages one page may ask for, so every read stays bounded. */
export const MESSAGES_PAGE_MAX = 100;
export const FULL_NAME_MAX_CHARS = 100;
export const CONTACT_MESSAGE_MAX_CHARS = 5000;
export const MIN_AGE = 13;
/** Emailed sign-in, welcome and reset links work once, for this long. */
export const EMAIL_LINK_TTL_MINUTES = 60;
/** A session this young may set a new password without the current one (after an emailed reset link). */
export const RECENT_SIGN_IN_MINUTES = 30;
export const ADULT_AGE = 18;

/** Which password requirements a password misses, in the spec's order. */
export const PASSWORD_RULES = ["minLength", "lowercase", "uppercase", "number"] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

export function unmetPasswordRules(password: string): PasswordRule[] {
  const unmet: PasswordRule[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) unmet.push("minLength");
  if (!/[a-z]/.test(password)) unmet.push("lowercase");
  if (!/[A-Z]/.test(password)) unmet.push("uppercase");
  if (!/[0-9]/.test(password)) unmet.push("number");
  return unmet;
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_CHARS = 254;
export function isValidEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= EMAIL_MAX_CHARS && EMAIL_PATTERN.test(trimmed);
}

/** Addresses are stored and compared trimmed and lower-cased, everywhere. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const EARLIEST_BIRTH_YEAR = 1900;

/** The latest year of birth allowed: only the year is asked, so someone who may still be 12 this year is refused. */
export function latestAllowedBirthYear(now: number): number {
  return new Date(now).getUTCFullYear() - MIN_AGE - 1;
}

/** What is wrong with a year of birth, or null: the one age check of the sign-up page and the server. */
export function birthYearProblem(birthYear: number, now: number): "INVALID_INPUT" | "UNDER_MIN_AGE" | null {
  const thisYear = new Date(now).getUTCFullYear();
  if (!Number.isInteger(birthYear) || birthYear < EARLIEST_BIRTH_YEAR || birthYear > thisYear) return "INVALID_INPUT";
  return birthYear > latestAllowedBirthYear(now) ? "UNDER_MIN_AGE" : null;
}

/** The youngest the user can be this year, so teen rules never miss a 17-year-old. */
export function youngestAge(birthYear: number | undefined, now: number): number | undefined {
  return birthYear === undefined ? undefined : new Date(now).getUTCFullYear() - birthYear - 1;
}

export function isTeen(birthYear: number | undefined, now: number): boolean {
  const age = youngestAge(birthYear, now);
  return age !== undefined && age < ADULT_AGE;
}
