import type { ViewerState } from "@/hooks/useViewer";
import type { Viewer } from "@/lib/backend";

/** A signed-in person, with or without a password set. */
export function signedInViewer(passwordSet: boolean): ViewerState {
  return {
    status: "signedIn",
    viewer: { _id: "u1", email: "bear@example.com", passwordSet, memberSince: 0 } as Viewer,
    passwordSet,
  };
}
