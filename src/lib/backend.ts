import type { FunctionReturnType } from "convex/server";
import { api } from "../../convex/_generated/api";

/** The backend's public functions (typed by their implementations). */
export const backend = api;

/** users.viewer for a signed-in user. */
export type Viewer = NonNullable<FunctionReturnType<typeof api.users.viewer>>;
export type Preferences = NonNullable<FunctionReturnType<typeof api.preferences.get>>;
