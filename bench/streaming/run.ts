// What one streamed reply costs. For a 1,500-character reply in a conversation with 10 and
// with 300 earlier messages, prints the bytes a second tab (subscribed as the chat page
// subscribes, through the real client over the WebSocket) receives while the reply is sent and
// streamed, and the logical bytes of documents written meanwhile (the JSON size of every
// document version the send's and the reply's mutations commit).
// Run: npx tsx bench/streaming/run.ts
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { convexToJson, type Value } from "convex/values";
import WebSocket from "ws";
import { startBackend } from "../../local-backend/index.ts";
import { startFakeOpenAI } from "../../tests/fakes/openai/server.ts";
import { replyDone, subscribeLikeChatPage } from "./chatPage.ts";

const REPLY_CHARS = 1_500;
/** A provider streaming about 100 tokens a second, 4 characters a token. */
const TOKEN_CHARS = 4;
const TOKEN_DELAY_MS = 10;
const EARLIER = [10, 300] as const;
const ADMIN_KEY = "bench-admin-key";
const PASSWORD = "Honey-bench-2025";
const api = anyApi;

const SENTENCES = [
  "It makes sense that this feels heavy right now.",
  "Let's slow down and look at one piece of it at a time.",
  "When you notice the worry rising, try naming what you can see, hear and touch around you.",
  "You don't have to solve everything today; picking the next small step is enough.",
  "What would feel like a kind thing to do for yourself this evening?",
];

/** A reply of exactly `chars` characters, in paragraphs of sentences as a model writes them. */
function replyText(chars: number): string {
  let text = "";
  for (let i = 0; text.length < chars; i++) text += SENTENCES[i % SENTENCES.length] + (i % 3 === 2 ? "\n\n" : " ");
  return text.slice(0, chars - 1) + ".";
}

/** A WebSocket that counts the bytes it receives. */
function countingSocket(counter: { bytes: number }) {
  return class extends WebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      this.on("message", (data: WebSocket.RawData) => {
        counter.bytes += Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : (data as Buffer).byteLength;
      });
    }
  };
}

const jsonBytes = (value: Value) => Buffer.byteLength(JSON.stringify(convexToJson(value)));
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1).padStart(7)} KB`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "kaia-bench-"));
  const openai = await startFakeOpenAI();
  const backend = await startBackend({
    dataDir,
    port: 0,
    sitePort: 0,
    verbose: false,
    env: { OPENAI_API_KEY: "sk-bench", OPENAI_BASE_URL: openai.baseURL, ADMIN_KEY },
  });
  const written = { bytes: 0, versions: 0 };
  backend.runtime.commitListeners.push((info) => {
    for (const w of info.writes) {
      if (!w.after) continue;
      written.bytes += jsonBytes(w.after.value);
      written.versions += 1;
    }
  });

  try {
    const http = new ConvexHttpClient(backend.url, { logger: false });
    const email = "bench@example.com";
    await http.action(api.admin.createUser, { adminKey: ADMIN_KEY, email, password: PASSWORD, premiumUntil: "2099-12-31", tier: "premium" });
    const { tokens } = await http.action(api.auth.signIn, { provider: "password", params: { email, password: PASSWORD, flow: "signIn" } });
    const received = { bytes: 0 };
    const connect = (counter: { bytes: number }) => {
      const client = new ConvexClient(backend.url, { webSocketConstructor: countingSocket(counter) as unknown as typeof globalThis.WebSocket, logger: false });
      client.setAuth(async () => tokens.token as string);
      return client;
    };
    const sender = connect({ bytes: 0 });
    const answered = async (conversationId: string) => {
      while (!(await replyDone(sender, conversationId))) await sleep(20);
    };

    const results: { earlier: number; received: number; written: number; versions: number }[] = [];
    for (const earlier of EARLIER) {
      // The earlier messages: short exchanges, answered at once.
      openai.always({ kind: "reply", text: "That sounds like a lot to carry. What part of it weighs on you most today?", chunkChars: 1000 });
      let conversationId: string | undefined;
      for (let i = 0; i < earlier / 2; i++) {
        const sent = await sender.action(api.chat.send, { conversationId, topicId: "stress", content: `Work kept me up again last night (${i}).`, timeZone: "UTC" });
        conversationId = sent.conversationId;
        await answered(conversationId!);
      }

      const tab = connect(received);
      const page = await subscribeLikeChatPage(tab, conversationId!);
      await page.loaded;
      await sleep(200);
      received.bytes = 0;
      written.bytes = 0;
      written.versions = 0;

      const text = replyText(REPLY_CHARS);
      openai.always({ kind: "reply", text, chunkChars: TOKEN_CHARS, chunkDelayMs: TOKEN_DELAY_MS });
      await sender.action(api.chat.send, { conversationId, topicId: "stress", content: "Can you help me wind down tonight?", timeZone: "UTC" });
      const streamedChars = await page.replyShown(text);
      if (streamedChars === 0) throw new Error("the second tab saw no text while the reply streamed");
      await sleep(300);
      results.push({ earlier, received: received.bytes, written: written.bytes, versions: written.versions });
      page.stop();
      await tab.close();
    }
    await sender.close();

    const budget = 3 * REPLY_CHARS + 10_000;
    const [few, many] = results;
    console.log(`streaming: a ${REPLY_CHARS}-character reply, ${TOKEN_CHARS}-character tokens every ${TOKEN_DELAY_MS} ms`);
    for (const r of results) {
      console.log(`  ${String(r.earlier).padStart(3)} earlier messages   second tab received ${kb(r.received)}   documents written ${kb(r.written)} (${r.versions} versions)`);
    }
    const ok =
      few.received <= budget && few.written <= budget && many.received - few.received <= 30_000 && many.written - few.written <= 30_000;
    console.log(`  budget: with 10 each <= ${kb(budget).trim()}; with 300 each at most 30 KB more than with 10: ${ok ? "met" : "NOT met"}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await backend.stop();
    await openai.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
