// Maps what the provider (or the network) did to the chat error codes the spec names.
import OpenAI from "openai";
import type { ErrorCode } from "../shared/errors";

/** Thrown by the reply stream itself: it ended without content, or went silent too long. */
export class ReplyError extends Error {
  constructor(readonly code: ErrorCode) {
    super(code);
  }
}

export function providerErrorCode(error: unknown, keySet: boolean): ErrorCode {
  if (error instanceof ReplyError) return error.code;
  if (error instanceof OpenAI.APIConnectionTimeoutError) return "TIMEOUT_ERROR";
  if (error instanceof OpenAI.APIConnectionError) return "NETWORK_ERROR";
  if (error instanceof OpenAI.APIError) {
    const status = error.status ?? 0;
    if (status === 401 || status === 403) return keySet ? "INVALID_KEY" : "KEY_NOT_SET";
    if (status === 429) return "RATE_LIMIT";
    if (status === 408 || status === 504) return "TIMEOUT_ERROR";
    if (status === 503) return "SERVICE_UNAVAILABLE";
    if (status >= 500) return "SERVER_ERROR";
    return "AI_SERVICE_ERROR";
  }
  // The connection dropped after the response began.
  if (error instanceof TypeError) return "NETWORK_ERROR";
  return "AI_SERVICE_ERROR";
}
