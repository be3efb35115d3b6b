import { ConvexError } from "convex/values";
import type { AppErrorData, ErrorCode } from "../shared/errors";

/** Every expected failure: a ConvexError whose data carries a stable code. */
export function appError(code: ErrorCode, message: string, details?: AppErrorData["details"]) {
  return new ConvexError<AppErrorData>(details ? { code, message, details } : { code, message });
}

export function isAppError(error: unknown, code?: ErrorCode): error is ConvexError<AppErrorData> {
  return (
    error instanceof ConvexError &&
    typeof error.data === "object" &&
    error.data !== null &&
    "code" in error.data &&
    (code === undefined || error.data.code === code)
  );
}
