import { errorCodeOf, errorMessage } from "@/lib/errors";

/**
 * The message id for a failed password sign-in. The auth provider hides its reason behind a
 * generic server error, and a wrong email or password is by far the most likely one.
 */
export function signInErrorMessage(error: unknown): ReturnType<typeof errorMessage> {
  const code = errorCodeOf(error);
  if (code === "INVALID_CREDENTIALS" || code === "NETWORK_ERROR" || code === "TOO_MANY_REQUESTS") return errorMessage(error);
  const text = error instanceof Error ? error.message : "";
  if (/email not confirmed/i.test(text)) return { id: "auth.emailNotConfirmed" };
  if (/server error|InvalidAccountId|InvalidSecret/i.test(text)) return { id: "errors.INVALID_CREDENTIALS" };
  return { id: "auth.signInFailed" };
}
