import { ConvexError } from "convex/values";
import { isErrorCode, type ErrorCode } from "@shared/errors";

export type ErrorMessageId = `errors.${ErrorCode}`;

const NETWORK = /offline|failed to fetch|network|connection|timed? ?out|timeout|abort|session refresh timed out/i;
const BAD_CREDENTIALS = /invalid login credentials|InvalidSecret|InvalidAccountId|invalid credentials/i;
const TOO_MANY = /TooManyFailedAttempts|too many/i;
const AUTH = /jwt|unauthenticated|not authenticated|unauthorized|token/i;

/** The stable code behind any error the app may catch: a ConvexError's code, else a best reading of its text. */
export function errorCodeOf(error: unknown): ErrorCode {
  if (error instanceof ConvexError) {
    const data: unknown = error.data;
    const code = typeof data === "object" && data !== null && "code" in data ? (data as { code: unknown }).code : data;
    if (isErrorCode(code)) return code;
  }
  if (typeof navigator !== "undefined" && navigator.onLine === false) return "NETWORK_ERROR";
  const text = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  const named = [...text.matchAll(/\b[A-Z][A-Z_]{3,}\b/g)].map((m) => m[0]).find(isErrorCode);
  if (named) return named;
  if (BAD_CREDENTIALS.test(text)) return "INVALID_CREDENTIALS";
  if (TOO_MANY.test(text)) return "TOO_MANY_REQUESTS";
  if (NETWORK.test(text)) return "NETWORK_ERROR";
  if (AUTH.test(text)) return "AUTH_ERROR";
  return "UNKNOWN_ERROR";
}

/** The catalog id of the message to show for an error: `errors.<CODE>`. */
export function errorMessageId(error: unknown): ErrorMessageId {
  return `errors.${errorCodeOf(error)}`;
}

/** Minutes until a TOO_MANY_REQUESTS limit lets the user try again, when the server said so. */
export function retryAfterMinutes(error: unknown): number | null {
  if (!(error instanceof ConvexError) || errorCodeOf(error) !== "TOO_MANY_REQUESTS") return null;
  const ms: unknown = (error.data as { details?: { retryAfterMs?: unknown } }).details?.retryAfterMs;
  return typeof ms === "number" && ms > 0 ? Math.ceil(ms / 60_000) : null;
}

/** The catalog id and values of the message for an error: a limit says how many minutes to wait. */
export function errorMessage(error: unknown): { id: string; values?: { minutes: number } } {
  const minutes = retryAfterMinutes(error);
  return minutes === null ? { id: errorMessageId(error) } : { id: "errors.tryAgainInMinutes", values: { minutes } };
}
