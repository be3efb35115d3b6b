// Stable error codes carried in ConvexError data; the SPA maps each to a translated message
// under `errors.<CODE>` in the catalogs.

/** What an AI reply can fail with (the spec's chat errors); the chat banner has a hint for each. */
export const AI_ERROR_CODES = [
  "KEY_NOT_SET",
  "INVALID_KEY",
  "RATE_LIMIT",
  "NETWORK_ERROR",
  "SERVER_ERROR",
  "SERVICE_UNAVAILABLE",
  "TIMEOUT_ERROR",
  "AUTH_ERROR",
  "AI_SERVICE_ERROR",
  "INVALID_REQUEST",
  "EMPTY_RESPONSE",
  "EMPTY_CONTENT",
  "UNKNOWN_ERROR",
] as const;

export const ERROR_CODES = [
  ...AI_ERROR_CODES,
  // accounts
  "NOT_AUTHENTICATED",
  /** Setting a password without the current one needs a sign-in (password or emailed link) within the last minutes. */
  "RECENT_SIGN_IN_REQUIRED",
  "INVALID_CREDENTIALS",
  "USER_ALREADY_REGISTERED",
  "WEAK_PASSWORD",
  "WRONG_PASSWORD",
  "INVALID_EMAIL",
  "TOO_MANY_REQUESTS",
  "EMAIL_NOT_CONFIGURED",
  "EMAIL_SEND_FAILED",
  "INVALID_FILE_TYPE",
  "FILE_TOO_LARGE",
  "UNDER_MIN_AGE",
  /** The one code for bad input; INVALID_REQUEST is the AI provider refusing a request. */
  "INVALID_INPUT",
  "NOT_FOUND",
  /** A chat message with no visible character (zero-width characters only). */
  "EMPTY_MESSAGE",
  // chat and plans
  "DAILY_LIMIT_REACHED",
  "PREMIUM_REQUIRED",
  /** A production deployment without an AI provider: demo mode is not offered to real people. */
  "CHAT_NOT_CONFIGURED",
  "TRIAL_NOT_AVAILABLE",
  "PAYMENTS_NOT_CONFIGURED",
  "NO_SUBSCRIPTION",
  "PAYMENT_PROVIDER_ERROR",
  // admin
  "ADMIN_DISABLED",
  "UNAUTHORIZED",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type AppErrorData = { code: ErrorCode; message: string; details?: Record<string, string | number | boolean> };

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);
}
