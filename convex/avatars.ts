// Avatar uploads. Mutations cannot read file contents, so the browser posts the image to a
// one-time URL served here; the server reads the real bytes (a JPEG, PNG or WebP whose
// structure holds to its end, see lib/imageHeader, at most 5 MB) before anything is stored,
// and users.updateProfile accepts only files that passed this check. The answer has the shape of Convex's own upload URL: {storageId}.
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { httpAction, internalMutation, type MutationCtx } from "./lib/functions";
import type { Id } from "./_generated/dataModel";
import { appError } from "./lib/errors";
import { env } from "./lib/env";
import type { ErrorCode } from "./shared/errors";
import { readImage } from "./lib/imageHeader";
import { removeStoredFile } from "./lib/storage";
import { AVATAR_MAX_BYTES } from "./shared/limits";

export const AVATAR_UPLOAD_PATH = "/avatar/upload";
const UPLOAD_URL_TTL_MS = 10 * 60 * 1000;

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A one-time URL the signed-in user may post one image to, for a few minutes. */
export async function createAvatarUploadUrl(ctx: MutationCtx, userId: Id<"users">): Promise<string> {
  const token = randomToken();
  const expiresAt = Date.now() + UPLOAD_URL_TTL_MS;
  const uploadId = await ctx.db.insert("avatarUploads", { userId, token, expiresAt, used: false });
  // Removes the upload, and its file if it never became the avatar.
  await ctx.scheduler.runAt(expiresAt + UPLOAD_URL_TTL_MS, internal.avatars.expire, { uploadId });
  return `${env.convexSiteUrl}${AVATAR_UPLOAD_PATH}?token=${token}`;
}

/**
 * Makes a checked upload the user's avatar: refuses a file that did not pass the byte check
 * here (INVALID_FILE_TYPE), belongs to someone else (NOT_FOUND) or is too large (FILE_TOO_LARGE),
 * and removes the avatar it replaces.
 */
export async function replaceAvatar(ctx: MutationCtx, userId: Id<"users">, storageId: Id<"_storage">) {
  const upload = await ctx.db
    .query("avatarUploads")
    .withIndex("by_storageId", (q) => q.eq("storageId", storageId))
    .unique();
  if (upload === null) throw appError("INVALID_FILE_TYPE", "Only checked JPEG, PNG or WebP uploads can be avatars");
  if (upload.userId !== userId) throw appError("NOT_FOUND", "No such upload");
  const file = await ctx.db.system.get(storageId);
  if (file === null) throw appError("NOT_FOUND", "No such upload");
  if (file.size > AVATAR_MAX_BYTES) throw appError("FILE_TOO_LARGE", "Avatars are at most 5 MB");
  const user = await ctx.db.get(userId);
  if (user?.avatarStorageId && user.avatarStorageId !== storageId) await removeStoredFile(ctx, user.avatarStorageId);
  await ctx.db.delete(upload._id);
  await ctx.db.patch(userId, { avatarStorageId: storageId });
}

/** Spends an upload token: the upload's id when it is unused and current, else null. */
export const claim = internalMutation({
  args: { token: v.string() },
  returns: v.union(v.id("avatarUploads"), v.null()),
  handler: async (ctx, { token }) => {
    const upload = await ctx.db
      .query("avatarUploads")
      .withIndex("by_token", (q) => q.eq("token", token))
      .unique();
    if (upload === null || upload.used || upload.expiresAt < Date.now()) return null;
    await ctx.db.patch(upload._id, { used: true });
    return upload._id;
  },
});

export const attach = internalMutation({
  args: { uploadId: v.id("avatarUploads"), storageId: v.id("_storage") },
  returns: v.boolean(),
  handler: async (ctx, { uploadId, storageId }) => {
    if ((await ctx.db.get(uploadId)) === null) {
      await removeStoredFile(ctx, storageId);
      return false;
    }
    await ctx.db.patch(uploadId, { storageId });
    return true;
  },
});

export const expire = internalMutation({
  args: { uploadId: v.id("avatarUploads") },
  returns: v.null(),
  handler: async (ctx, { uploadId }) => {
    const upload = await ctx.db.get(uploadId);
    if (upload === null) return null;
    if (upload.storageId) await removeStoredFile(ctx, upload.storageId);
    await ctx.db.delete(uploadId);
    return null;
  },
});

// The token in the URL is the credential (no cookies), so any origin may post.
const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
  "Access-Control-Max-Age": "86400",
};

function answer(status: number, body: { storageId: Id<"_storage"> } | { code: ErrorCode }) {
  return new Response(JSON.stringify(body), { status, headers: { ...CORS, "Content-Type": "application/json" } });
}

export const upload = httpAction(async (ctx, request) => {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const uploadId = await ctx.runMutation(internal.avatars.claim, { token });
  if (uploadId === null) return answer(401, { code: "NOT_AUTHENTICATED" });
  if (Number(request.headers.get("Content-Length") ?? 0) > AVATAR_MAX_BYTES) return answer(413, { code: "FILE_TOO_LARGE" });
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.length > AVATAR_MAX_BYTES) return answer(413, { code: "FILE_TOO_LARGE" });
  const image = readImage(bytes);
  if (image === null) return answer(415, { code: "INVALID_FILE_TYPE" });
  // Stored under the type its bytes prove, whatever the browser claimed.
  const storageId = await ctx.storage.store(new Blob([bytes], { type: image.type }));
  if (!(await ctx.runMutation(internal.avatars.attach, { uploadId, storageId }))) return answer(401, { code: "NOT_AUTHENTICATED" });
  return answer(200, { storageId });
});

export const preflight = httpAction(async () => new Response(null, { status: 204, headers: CORS }));
