// The fake speaks the OpenAI API well enough for the real SDK, through its baseURL.
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import OpenAI from "openai";
import { DEFAULT_REPLY, startFakeOpenAI, type FakeOpenAI } from "./server";

let fake: FakeOpenAI;
let client: OpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  client = new OpenAI({ apiKey: "sk-test", baseURL: fake.baseURL, maxRetries: 0, timeout: 300 });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

async function streamed(): Promise<string> {
  const stream = await client.chat.completions.create({ model: "m", messages: [{ role: "user", content: "hi" }], stream: true });
  let text = "";
  for await (const chunk of stream) text += chunk.choices[0]?.delta?.content ?? "";
  return text;
}

test("streams the scripted replies in order, then the default one", async () => {
  fake.next({ kind: "reply", text: "first" }, { kind: "reply", text: "second", chunkChars: 1 });
  expect(await streamed()).toBe("first");
  expect(await streamed()).toBe("second");
  expect(await streamed()).toBe(DEFAULT_REPLY);
  expect(fake.requests[0]).toMatchObject({ path: "/v1/chat/completions", authorization: "Bearer sk-test" });
  expect(fake.requests[0].body.messages).toEqual([{ role: "user", content: "hi" }]);
});

test("answers without streaming too", async () => {
  fake.next({ kind: "reply", text: "whole" });
  const completion = await client.chat.completions.create({ model: "m", messages: [{ role: "user", content: "hi" }] });
  expect(completion.choices[0].message.content).toBe("whole");
});

test("a request for a JSON object gets the JSON behaviour and leaves the queue for the chats", async () => {
  fake.next({ kind: "reply", text: "for the chat" });
  fake.json({ kind: "reply", text: '{"items":["Exam on 12 March"]}' });
  const json = await client.chat.completions.create({ model: "m", messages: [{ role: "user", content: "remember" }], response_format: { type: "json_object" } });
  expect(json.choices[0].message.content).toBe('{"items":["Exam on 12 March"]}');
  expect(await streamed()).toBe("for the chat");
  fake.json(null);
  fake.next({ kind: "reply", text: "queued" });
  const queued = await client.chat.completions.create({ model: "m", messages: [{ role: "user", content: "remember" }], response_format: { type: "json_object" } });
  expect(queued.choices[0].message.content).toBe("queued");
});

test.each([
  [401, OpenAI.AuthenticationError],
  [429, OpenAI.RateLimitError],
  [500, OpenAI.InternalServerError],
  [503, OpenAI.InternalServerError],
])("injects a %i the SDK recognises", async (status, kind) => {
  fake.always({ kind: "error", status });
  await expect(streamed()).rejects.toBeInstanceOf(kind);
});

test("a slow response runs into the SDK's timeout", async () => {
  fake.always({ kind: "slow", delayMs: 1_000 });
  await expect(streamed()).rejects.toBeInstanceOf(OpenAI.APIConnectionTimeoutError);
});

test("an empty response streams no content", async () => {
  fake.always({ kind: "empty" });
  expect(await streamed()).toBe("");
});

test("a required key rejects any other", async () => {
  fake.requireKey("sk-other");
  await expect(streamed()).rejects.toBeInstanceOf(OpenAI.AuthenticationError);
});

test("moderations return the configured result", async () => {
  expect((await client.moderations.create({ input: "hello" })).results[0].flagged).toBe(false);
  fake.moderation({ flagged: true, categories: { "self-harm": true, "self-harm/intent": true } });
  const [result] = (await client.moderations.create({ input: "text", model: "omni-moderation-latest" })).results;
  expect(result.flagged).toBe(true);
  expect(result.categories["self-harm/intent"]).toBe(true);
  expect(result.categories.violence).toBe(false);
  expect(fake.requests.at(-1)).toMatchObject({ path: "/v1/moderations", body: { input: "text" } });
  fake.moderation({ error: 503 });
  await expect(client.moderations.create({ input: "text" })).rejects.toBeInstanceOf(OpenAI.InternalServerError);
});
