import { createContext, useContext } from "react";
import type { Viewer } from "@/lib/backend";

export type ViewerState =
  | { status: "loading"; viewer: undefined; passwordSet: false }
  | { status: "signedOut"; viewer: null; passwordSet: false }
  | { status: "signedIn"; viewer: Viewer; passwordSet: boolean };

export const LOADING_VIEWER: ViewerState = { status: "loading", viewer: undefined, passwordSet: false };
export const SIGNED_OUT_VIEWER: ViewerState = { status: "signedOut", viewer: null, passwordSet: false };

/** Filled by the backend runtime (users.viewer, live); a visitor before the backend has loaded is signed out. */
export const ViewerContext = createContext<ViewerState>(SIGNED_OUT_VIEWER);

/** Who is signed in. Only passwordSet === true counts as a password set. */
export function useViewer(): ViewerState {
  return useContext(ViewerContext);
}

/** Reads the auth and viewer state the way every screen must interpret it. */
export function viewerStateFrom(auth: { isLoading: boolean; isAuthenticated: boolean }, viewer: Viewer | null | undefined): ViewerState {
  if (auth.isLoading || (auth.isAuthenticated && viewer === undefined)) return LOADING_VIEWER;
  if (!auth.isAuthenticated || !viewer) return SIGNED_OUT_VIEWER;
  return { status: "signedIn", viewer, passwordSet: viewer.passwordSet === true };
}
