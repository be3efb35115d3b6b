import { AI_ERROR_CODES, type ErrorCode } from "@shared/errors";

// Codes a reply or a send can fail with in chat; the hint texts live in the errors catalog.
const CHAT_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  ...AI_ERROR_CODES,
  "PREMIUM_REQUIRED",
  "DAILY_LIMIT_REACHED",
  "CHAT_NOT_CONFIGURED",
  "TOO_MANY_REQUESTS",
  "EMPTY_MESSAGE",
  "INVALID_INPUT",
]);

// The provider refusing or missing its key is the operator's problem: the person is told the service is unavailable.
const SERVICE_UNAVAILABLE_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>(["INVALID_KEY", "KEY_NOT_SET"]);

/** The catalog id of the hint a failed reply shows for a code; anything else is the generic text. */
export function chatErrorHintId(code: ErrorCode | undefined): `errors.${ErrorCode}` {
  if (code === "NOT_AUTHENTICATED") return "errors.AUTH_ERROR";
  if (code && SERVICE_UNAVAILABLE_CODES.has(code)) return "errors.SERVICE_UNAVAILABLE";
  return `errors.${code && CHAT_CODES.has(code) ? code : "UNKNOWN_ERROR"}`;
}

/** Errors after which the user must sign in again (toast 'Session Expired', then /auth). */
export function isSessionError(code: ErrorCode | undefined): boolean {
  return code === "AUTH_ERROR" || code === "NOT_AUTHENTICATED";
}
