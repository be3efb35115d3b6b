// Input limits enforced by the server and mirrored by the SPA.
export const PASSWORD_MIN_LENGTH = 8;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_CONTENT_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number];
export const MESSAGE_MAX_CHARS = 4000;
export const CONVERSATION_TITLE_CHARS = 50;
export const RECENT_CONVERSATIONS = 20;
/** Most recent messages of one conversation loaded into the chat. */
export const MESSAGES_LOADED = 500;
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
export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** The youngest the user can be this year, so teen rules never miss a 17-year-old. */
export function youngestAge(birthYear: number | undefined, now: number): number | undefined {
  return birthYear === undefined ? undefined : new Date(now).getUTCFullYear() - birthYear - 1;
}

export function isTeen(birthYear: number | undefined, now: number): boolean {
  const age = youngestAge(birthYear, now);
  return age !== undefined && age < ADULT_AGE;
}
