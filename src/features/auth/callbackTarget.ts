import type { ViewerState } from "@/hooks/useViewer";

export type CallbackTarget = "wait" | "setupPasswordReset" | "setupPassword" | "home" | "emailIntro" | "error";

type Input = {
  viewer: ViewerState;
  /** The page's query string (and hash, where some providers put it). */
  params: URLSearchParams;
  /** Whether the page was opened with a one-time `code` to exchange. */
  hadCode: boolean;
};

/** Where the emailed link (or an identity provider) lands the user once the session is known. */
export function callbackTarget({ viewer, params, hadCode }: Input): CallbackTarget {
  if (params.has("error")) return "error";
  if (viewer.status === "loading") return "wait";
  // A link whose code did not give a session is broken or expired; without one, this is just a visit.
  if (viewer.status === "signedOut") return hadCode ? "error" : "emailIntro";
  const type = params.get("type");
  if (params.get("reset") === "true" || type === "recovery") return "setupPasswordReset";
  if (type === "signup") return "setupPassword";
  return viewer.passwordSet ? "home" : "setupPassword";
}
