import { describe, expect, test, vi } from "vitest";
import { api, internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { AVATAR_UPLOAD_PATH } from "./avatars";
import { isAppError } from "./lib/errors";
import { AVATAR_MAX_BYTES } from "./shared/limits";
import { newTest, signedInUser, type TestConvex } from "./test.setup";
import { CONVEX_SITE_URL, MINUTE, withAccountsEnv } from "./test.accounts";
import { JPEG_3X2, PNG_3X2, WEBP_3X2, jpegOfSize } from "../tests/fixtures/images";

withAccountsEnv();

const JPEG = JPEG_3X2;
const PNG = PNG_3X2;
const WEBP = WEBP_3X2;
const TEXT = new TextEncoder().encode("not really a photo, just words");

type Client = Awaited<ReturnType<typeof signedInUser>>["as"];

/** What the browser does: ask for a URL, post the file with the type it claims. */
async function upload(t: TestConvex, as: Client, body: Uint8Array<ArrayBuffer>, claimedType = "image/jpeg", url?: string) {
  const target = url ?? (await as.mutation(api.users.generateAvatarUploadUrl, {}));
  expect(target.startsWith(`${CONVEX_SITE_URL}${AVATAR_UPLOAD_PATH}?token=`)).toBe(true);
  const response = await t.fetch(target.slice(CONVEX_SITE_URL.length), {
    method: "POST",
    headers: { "Content-Type": claimedType },
    body,
  });
  return { status: response.status, body: (await response.json()) as { storageId?: Id<"_storage">; code?: string } };
}

const fileCount = (t: TestConvex) => t.run(async (ctx) => (await ctx.db.system.query("_storage").take(100)).length);

describe("the avatar's real bytes decide", () => {
  test.each([
    ["JPEG", JPEG, "image/jpeg"],
    ["PNG", PNG, "image/png"],
    ["WebP", WEBP, "image/webp"],
  ] as const)("a %s becomes the avatar, stored as the type its bytes prove", async (_name, file, type) => {
    const t = newTest();
    const { as } = await signedInUser(t);
    const { status, body } = await upload(t, as, file, "application/octet-stream");
    expect(status).toBe(200);
    await as.mutation(api.users.updateProfile, { fullName: "Lena", avatarStorageId: body.storageId });
    expect((await as.query(api.users.viewer, {}))?.avatarUrl).toMatch(/^https?:\/\//);
    expect(await t.run(async (ctx) => (await ctx.storage.get(body.storageId!))?.type)).toBe(type);
  });

  test("a file named and sent as a JPEG that is not an image is refused (INVALID_FILE_TYPE) and nothing is kept", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    expect(await upload(t, as, TEXT, "image/jpeg")).toEqual({ status: 415, body: { code: "INVALID_FILE_TYPE" } });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await upload(t, as, svg, "image/jpeg")).toEqual({ status: 415, body: { code: "INVALID_FILE_TYPE" } });
    const pngThenHtml = new Uint8Array([...PNG.subarray(0, 8), ...new TextEncoder().encode("<html><script>alert(1)</script>")]);
    expect(await upload(t, as, pngThenHtml, "image/png")).toEqual({ status: 415, body: { code: "INVALID_FILE_TYPE" } });
    const imageThenHtml = new Uint8Array([...PNG, ...new TextEncoder().encode("<html><script>alert(1)</script>")]);
    expect(await upload(t, as, imageThenHtml, "image/png")).toEqual({ status: 415, body: { code: "INVALID_FILE_TYPE" } });
    expect(await fileCount(t)).toBe(0);
  });

  test("a file over 5 MB is refused (FILE_TOO_LARGE); exactly 5 MB is accepted", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    expect(await upload(t, as, jpegOfSize(AVATAR_MAX_BYTES + 1))).toEqual({ status: 413, body: { code: "FILE_TOO_LARGE" } });
    expect(await fileCount(t)).toBe(0);
    expect((await upload(t, as, jpegOfSize(AVATAR_MAX_BYTES))).status).toBe(200);
  });

  test("a file stored any other way cannot become an avatar (INVALID_FILE_TYPE)", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    const storageId = await t.run((ctx) => ctx.storage.store(new Blob([TEXT], { type: "image/jpeg" })));
    await expect(as.mutation(api.users.updateProfile, { fullName: "Lena", avatarStorageId: storageId })).rejects.toSatisfy(
      (e) => isAppError(e, "INVALID_FILE_TYPE"),
    );
  });
});

describe("upload URLs and replaced files", () => {
  test("an upload URL works once", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    const url = await as.mutation(api.users.generateAvatarUploadUrl, {});
    expect((await upload(t, as, JPEG, "image/jpeg", url)).status).toBe(200);
    expect(await upload(t, as, JPEG, "image/jpeg", url)).toEqual({ status: 401, body: { code: "NOT_AUTHENTICATED" } });
    expect(await upload(t, as, JPEG, "image/jpeg", `${CONVEX_SITE_URL}${AVATAR_UPLOAD_PATH}?token=made-up`)).toEqual({
      status: 401,
      body: { code: "NOT_AUTHENTICATED" },
    });
  });

  test("an upload URL expires, and an upload that never becomes the avatar is removed with its file", async () => {
    vi.useFakeTimers();
    const t = newTest();
    const { as } = await signedInUser(t);
    const late = await as.mutation(api.users.generateAvatarUploadUrl, {});
    const unused = await upload(t, as, PNG);
    expect(await fileCount(t)).toBe(1);
    vi.advanceTimersByTime(11 * MINUTE);
    expect((await upload(t, as, JPEG, "image/jpeg", late)).status).toBe(401);
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(await fileCount(t)).toBe(0);
    await expect(as.mutation(api.users.updateProfile, { fullName: "Lena", avatarStorageId: unused.body.storageId })).rejects.toSatisfy(
      (e) => isAppError(e, "INVALID_FILE_TYPE"),
    );
  });

  test("replacing the avatar removes the old file; saving the same avatar again keeps it", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    const first = (await upload(t, as, JPEG)).body.storageId!;
    await as.mutation(api.users.updateProfile, { fullName: "Lena", avatarStorageId: first });
    await as.mutation(api.users.updateProfile, { fullName: "Lena B", avatarStorageId: first });
    expect(await t.run((ctx) => ctx.db.system.get(first))).not.toBeNull();
    const second = (await upload(t, as, PNG)).body.storageId!;
    await as.mutation(api.users.updateProfile, { fullName: "Lena", avatarStorageId: second });
    expect(await t.run((ctx) => ctx.db.system.get(first))).toBeNull();
    expect(await fileCount(t)).toBe(1);
  });

  test("another user's upload cannot become my avatar (NOT_FOUND), and theirs stays", async () => {
    const t = newTest();
    const lena = await signedInUser(t);
    const sam = await signedInUser(t);
    const lenasFile = (await upload(t, lena.as, JPEG)).body.storageId!;
    await lena.as.mutation(api.users.updateProfile, { fullName: "Lena", avatarStorageId: lenasFile });
    const pending = (await upload(t, lena.as, PNG)).body.storageId!;
    for (const storageId of [lenasFile, pending]) {
      await expect(sam.as.mutation(api.users.updateProfile, { fullName: "Sam", avatarStorageId: storageId })).rejects.toSatisfy(
        (e) => isAppError(e, "NOT_FOUND") || isAppError(e, "INVALID_FILE_TYPE"),
      );
    }
    expect((await sam.as.query(api.users.viewer, {}))?.avatarUrl).toBeUndefined();
    expect(await t.run((ctx) => ctx.db.system.get(lenasFile))).not.toBeNull();
  });

  test("the browser may post from the app's origin (CORS preflight)", async () => {
    const t = newTest();
    const response = await t.fetch(AVATAR_UPLOAD_PATH, { method: "OPTIONS" });
    expect(response.status).toBe(204);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(response.headers.get("Access-Control-Allow-Methods")).toContain("POST");
  });

  test("a file arriving after its upload was removed is not kept", async () => {
    const t = newTest();
    const { as, userId } = await signedInUser(t);
    await as.mutation(api.users.generateAvatarUploadUrl, {});
    const uploadId = await t.run(async (ctx) => (await ctx.db.query("avatarUploads").withIndex("by_userId", (q) => q.eq("userId", userId)).first())!._id);
    const storageId = await t.run((ctx) => ctx.storage.store(new Blob([JPEG])));
    await t.mutation(internal.avatars.expire, { uploadId });
    expect(await t.mutation(internal.avatars.attach, { uploadId, storageId })).toBe(false);
    expect(await fileCount(t)).toBe(0);
  });
});
