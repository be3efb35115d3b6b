import { afterAll, beforeAll, expect, test } from "vitest";
import { Resend } from "resend";
import { startFakeResend, type FakeResend } from "./server";

let fake: FakeResend;
beforeAll(async () => {
  fake = await startFakeResend();
});
afterAll(async () => {
  await fake.close();
});

test("the real SDK sends through the fake, which records the email and its links", async () => {
  const resend = new Resend("re_test", { baseUrl: fake.baseUrl });
  const { data, error } = await resend.emails.send({
    from: "Kaia <hello@kaia.local>",
    to: "lena@example.com",
    subject: "Hi",
    text: "Open http://127.0.0.1:5173/auth/callback?code=abc now",
    html: '<a href="http://127.0.0.1:5173/auth/callback?type=signup&#38;code=abc">Open</a>',
    replyTo: "support@kaia.local",
  });
  expect(error).toBeNull();
  expect(data?.id).toBe(fake.emails[0].id);
  expect(fake.to("lena@example.com")[0]).toMatchObject({
    subject: "Hi",
    replyTo: ["support@kaia.local"],
    authorization: "Bearer re_test",
    links: ["http://127.0.0.1:5173/auth/callback?code=abc", "http://127.0.0.1:5173/auth/callback?type=signup&code=abc"],
  });
});

test("an injected failure reaches the SDK as Resend's error shape", async () => {
  fake.reset();
  fake.failNext(500);
  const resend = new Resend("re_test", { baseUrl: fake.baseUrl });
  const { error } = await resend.emails.send({ from: "a@b.co", to: "c@d.co", subject: "x", text: "y" });
  expect(error?.name).toBe("application_error");
  expect(fake.emails).toEqual([]);
});
