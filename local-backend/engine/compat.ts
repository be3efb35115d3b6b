// The runtime drives `convex/server` through its backend-facing side: the `invoke*` and
// `export*` methods of registered functions and the `Convex.*syscall` operations. That side
// is not public API, so it is checked at start-up: a `convex` that no longer has it fails
// loudly instead of misbehaving, and any other version than the one tested is announced.
import { createRequire } from "node:module";

/** A function as `convex/server` registers it: the backend-facing side this file checks. */
export type RegisteredFunction = {
  isQuery?: boolean;
  isMutation?: boolean;
  isAction?: boolean;
  isPublic?: boolean;
  isInternal?: boolean;
  isHttp?: boolean;
  exportArgs?: () => string;
  exportReturns?: () => string;
  invokeQuery?: (args: string) => Promise<string>;
  invokeMutation?: (args: string) => Promise<string>;
  invokeAction?: (requestId: string, args: string) => Promise<string>;
  invokeHttpAction?: (request: Request) => Promise<Response>;
};

export const TESTED_CONVEX_VERSION = "1.48.0";

export class IncompatibleConvexError extends Error {}

export function installedConvexVersion(): string {
  return (createRequire(import.meta.url)("convex/package.json") as { version: string }).version;
}

/** A warning when the installed `convex` is not the version the runtime was tested with. */
export function versionWarning(installed: string): string | null {
  if (installed === TESTED_CONVEX_VERSION) return null;
  return `The local backend was tested with convex ${TESTED_CONVEX_VERSION}; convex ${installed} is installed. If functions misbehave, pin convex to ${TESTED_CONVEX_VERSION}.`;
}

const REQUIRED = { isQuery: "invokeQuery", isMutation: "invokeMutation", isAction: "invokeAction", isHttp: "invokeHttpAction" } as const;

/** Throws if a registered function lacks the methods the runtime calls. */
export function checkRegisteredFunction(name: string, fn: RegisteredFunction): void {
  for (const [flag, method] of Object.entries(REQUIRED)) {
    if (!fn[flag as keyof typeof REQUIRED]) continue;
    const missing = [method, ...(flag === "isHttp" ? [] : ["exportArgs", "exportReturns"])].filter(
      (m) => typeof fn[m as keyof RegisteredFunction] !== "function",
    );
    if (missing.length > 0) {
      throw new IncompatibleConvexError(
        `convex ${installedConvexVersion()} is not supported by the local backend: function ${name} has no ${missing.join(", ")}. ` +
          `Pin convex to ${TESTED_CONVEX_VERSION}, or update local-backend/engine for this version.`,
      );
    }
  }
}
