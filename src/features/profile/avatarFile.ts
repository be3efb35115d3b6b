import { AVATAR_MAX_BYTES } from "@shared/limits";

// "image/jpg" is not a registered type, but some browsers report it; the server checks the real bytes.
const ACCEPTED = new Set(["image/jpeg", "image/jpg", "image/png", "image/webp"]);
export const AVATAR_ACCEPT = "image/jpeg,image/png,image/webp";

/** The browser-side check of a chosen avatar: the spec's error code, or null when it may be uploaded. */
export function avatarFileProblem(file: Pick<File, "type" | "size">): "INVALID_FILE_TYPE" | "FILE_TOO_LARGE" | null {
  if (!ACCEPTED.has(file.type)) return "INVALID_FILE_TYPE";
  if (file.size > AVATAR_MAX_BYTES) return "FILE_TOO_LARGE";
  return null;
}
