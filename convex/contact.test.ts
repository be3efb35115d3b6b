import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { api } from "./_generated/api";
import { newTest, signedInUser, type TestConvex } from "./test.setup";
import { code } from "./test.plans";
import { RATE_LIMITS } from "./lib/rateLimit";

/** A local endpoint speaking Resend's send call, keeping what it was asked to send. */
type SentEmail = { from: string; to: string | string[]; subject: string; text: string; html: string; reply_to?: string };
const sent: SentEmail[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      if (req.method === "POST" && req.url === "/emails") sent.push(JSON.parse(body) as SentEmail);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ id: `email_${sent.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  sent.length = 0;
  vi.stubEnv("RESEND_API_KEY", "re_test");
  vi.stubEnv("RESEND_BASE_URL", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.stubEnv("SUPPORT_EMAIL", "support@kaia.example");
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const form = { name: "Ana Pop", email: "ana@example.com", message: "Hello, I have a question <about> billing.", honey: "" };

/** Lets the support mail scheduled by submit start, then waits for it to finish. */
async function settle(t: TestConvex) {
  await new Promise((resolve) => setTimeout(resolve, 5));
  await t.finishInProgressScheduledFunctions();
}

const stored = (t: TestConvex) => t.run((ctx) => ctx.db.query("contactMessages").take(10));

describe("contact form", () => {
  test("a valid message is stored, trimmed, and mailed to support with reply-to the sender", async () => {
    const t = newTest();
    const result = await t.mutation(api.contact.submit, { ...form, name: "  Ana Pop ", email: " ana@example.com " });
    expect(result).toEqual({ success: true });
    expect(await stored(t)).toMatchObject([{ name: "Ana Pop", email: "ana@example.com", message: form.message }]);
    await settle(t);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: "support@kaia.example", reply_to: "ana@example.com" });
    expect(sent[0].subject).toContain("Ana Pop");
    expect(sent[0].text).toContain(form.message);
    expect(sent[0].html).toContain("&#60;about&#62;");
  });

  test("the copy mailed to support has Kaia's look and a plain-text part with every field", async () => {
    const t = newTest();
    await t.mutation(api.contact.submit, { ...form, name: "Ana Pop", email: "ana@example.com" });
    await settle(t);
    expect(sent[0].html).toContain("email/kaia-bear.png");
    expect(sent[0].html).toContain('class="kaia-card"');
    expect(sent[0].text).toContain("Name: Ana Pop");
    expect(sent[0].text).toContain("Email: ana@example.com");
    expect(sent[0].text).toContain(`Message: ${form.message}`);
  });

  test("a filled honeypot gets a normal success and the message is dropped", async () => {
    const t = newTest();
    expect(await t.mutation(api.contact.submit, { ...form, honey: "https://spam.example" })).toEqual({ success: true });
    await settle(t);
    expect(await stored(t)).toHaveLength(0);
    expect(sent).toHaveLength(0);
  });

  test.each([
    ["an empty name", { name: "   " }],
    ["an empty message", { message: "\n\t " }],
    ["an invalid email", { email: "ana@example" }],
    ["an email with spaces", { email: "ana pop@example.com" }],
  ])("%s is refused with INVALID_INPUT", async (_label, change) => {
    const t = newTest();
    await expect(t.mutation(api.contact.submit, { ...form, ...change })).rejects.toSatisfy(code("INVALID_INPUT"));
    expect(await stored(t)).toHaveLength(0);
  });

  test("each address is rate-limited; other addresses are not affected", async () => {
    const t = newTest();
    for (let i = 0; i < RATE_LIMITS.contact.max; i++) await t.mutation(api.contact.submit, form);
    await expect(t.mutation(api.contact.submit, { ...form, email: "ANA@example.com" })).rejects.toSatisfy(code("TOO_MANY_REQUESTS"));
    expect(await t.mutation(api.contact.submit, { ...form, email: "bob@example.com" })).toEqual({ success: true });
    expect(await stored(t)).toHaveLength(RATE_LIMITS.contact.max + 1);
    await settle(t);
  });

  test("a signed-in person can still write when someone else used up the limit of their address", async () => {
    const t = newTest();
    const { as } = await signedInUser(t, { email: "ana@example.com" });
    for (let i = 0; i < RATE_LIMITS.contact.max; i++) await t.mutation(api.contact.submit, form);
    await expect(t.mutation(api.contact.submit, form)).rejects.toSatisfy(code("TOO_MANY_REQUESTS"));
    expect(await as.mutation(api.contact.submit, form)).toEqual({ success: true });
    await settle(t);
  });

  test("when email is not configured the message is still kept", async () => {
    vi.stubEnv("RESEND_API_KEY", "");
    vi.stubEnv("RESEND_BASE_URL", "");
    const t = newTest();
    expect(await t.mutation(api.contact.submit, form)).toEqual({ success: true });
    await settle(t);
    expect(await stored(t)).toHaveLength(1);
    expect(sent).toHaveLength(0);
  });
});
