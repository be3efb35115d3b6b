import { errorCodeOf } from "@/lib/errors";

/**
 * The message id for a failed password sign-in. The auth provider hides its reason behind a
 * generic server error, and a wrong email or password is by far the most likely one.
 */
export function signInErrorId(error: unknown): string {
  const code = errorCodeOf(error);
  if (code === "INVALID_CREDENTIALS") return "errors.INVALID_CREDENTIALS";
  if (code === "NETWORK_ERROR" || code === "TOO_MANY_REQUESTS") return `errors.${code}`;
  const text = error instanceof Error ? error.message : "";
  if (/email not confirmed/i.test(text)) return "auth.emailNotConfirmed";
  if (/server error|InvalidAccountId|InvalidSecret/i.test(text)) return "errors.INVALID_CREDENTIALS";
  return "auth.signInFailed";
}
