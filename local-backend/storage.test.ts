// File storage from the browser's point of view (upload URL, POST, served URL), from
// actions, and the development endpoints: the mail catcher that stands in for Resend and
// the statistics, which only `npm run dev` turns on, for this machine's own requests.
import { ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { existsSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { Resend } from "resend";
import { beforeAll, describe, expect, it } from "vitest";
import { startFixture, withFixtureBackend } from "./testing/support.ts";

const api = anyApi;
const fixture = withFixtureBackend({ devEndpoints: true });
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
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
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

describe("development endpoints", () => {
  const email = { to: "ana@example.com", subject: "Hi", text: "hello" };
  const post = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${url}/emails`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(email) });

  it("are off unless the backend was started for development", async () => {
    const plain = await startFixture();
    expect((await post(plain.url)).status).toBe(404);
    expect((await fetch(`${plain.url}/_local/stats`)).status).toBe(404);
    await plain.stop();
    expect((await fetch(`${fixture.backend.url}/_local/stats`)).status).toBe(200);
  });

  it("refuse requests from web pages and from names other than this machine's", async () => {
    expect((await post(fixture.backend.url, { Origin: "https://attacker.example" })).status).toBe(403);
    const rebound = await new Promise<number>((resolve, reject) => {
      const { port } = new URL(fixture.backend.url);
      const req = request({ host: "127.0.0.1", port, path: "/_local/stats", headers: { Host: `attacker.example:${port}` } }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on("error", reject).end();
    });
    expect(rebound).toBe(403);
    expect((await post(fixture.backend.url)).status).toBe(200);
  });
});
