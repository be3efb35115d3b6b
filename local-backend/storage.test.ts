// File storage from the browser's point of view (upload URL, POST, served URL), from
// actions, and the mail catcher that stands in for Resend.
import { ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Resend } from "resend";
import { beforeAll, describe, expect, it } from "vitest";
import { withFixtureBackend } from "./testing/support.ts";

const api = anyApi;
const fixture = withFixtureBackend();
let http: ConvexHttpClient;

beforeAll(() => {
  http = new ConvexHttpClient(fixture.backend.url, { logger: false });
});

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

async function upload(bytes: Buffer, contentType: string): Promise<string> {
  const uploadUrl: string = await http.mutation(api.files.uploadUrl, {});
  const response = await fetch(uploadUrl, { method: "POST", body: new Uint8Array(bytes), headers: { "Content-Type": contentType } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { storageId: string }).storageId;
}

describe("file storage", () => {
  it("stores an upload and serves its bytes with their content type", async () => {
    const storageId = await upload(PNG, "image/png");
    const saved = await http.mutation(api.files.save, { storageId, note: "avatar" });
    expect(saved).toMatchObject({ size: PNG.length, contentType: "image/png" });
    const response = await fetch(saved.url);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
  });

  it("deletes the bytes with the file", async () => {
    const storageId = await upload(Buffer.from("bye"), "text/plain");
    const url: string = await http.query(api.files.url, { storageId });
    await http.mutation(api.files.remove, { storageId });
    expect((await fetch(url)).status).toBe(404);
    expect(await http.query(api.files.url, { storageId })).toBeNull();
    expect(existsSync(join(fixture.backend.dataDir, "storage", storageId))).toBe(false);
  });

  it("refuses an upload without a valid upload URL", async () => {
    const response = await fetch(`${fixture.backend.url}/api/storage/upload?token=forged.123.abc`, { method: "POST", body: "x" });
    expect(response.status).toBe(401);
  });

  it("lets actions store and read blobs", async () => {
    const { storageId, url } = await http.action(api.files.storeText, { text: "hello" });
    expect(await (await fetch(url)).text()).toBe("hello");
    expect(await http.action(api.files.readText, { storageId })).toEqual({ text: "hello", type: "text/plain" });
  });
});

describe("mail catcher", () => {
  it("accepts the Resend SDK's email and writes it to the outbox with its links", async () => {
    const resend = new Resend("re_placeholder", { baseUrl: fixture.backend.url });
    const { data, error } = await resend.emails.send({
      from: "Kaia <hello@kaia.local>",
      to: "ana@example.com",
      subject: "Your sign-in link",
      text: "Open http://127.0.0.1:5173/auth/callback?code=abc to sign in.",
      html: '<a href="http://127.0.0.1:5173/auth/callback?code=abc&amp;next=%2Fhome">Sign in</a>',
    });
    expect(error).toBeNull();
    expect(data?.id).toBeTruthy();
    const lines = readFileSync(join(fixture.backend.dataDir, "outbox.jsonl"), "utf8").trim().split("\n");
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({
      to: "ana@example.com",
      subject: "Your sign-in link",
      links: ["http://127.0.0.1:5173/auth/callback?code=abc", "http://127.0.0.1:5173/auth/callback?code=abc&next=%2Fhome"],
    });
  });
});
