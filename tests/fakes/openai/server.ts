// A local stand-in for the OpenAI HTTP API: chat completions (streamed over SSE or not) and
// moderations, on 127.0.0.1 at a free port. Tests point the real `openai` SDK at `baseURL`.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What the server does with one chat completion request. */
export type Behavior =
  | { kind: "reply"; text: string; chunkChars?: number; chunkDelayMs?: number }
  | { kind: "error"; status: 401 | 429 | 500 | 503 | number; message?: string }
  /** Waits before sending headers (the SDK's own timeout fires first when shorter). */
  | { kind: "slow"; delayMs: number; then?: Behavior }
  /** Sends headers and one chunk, then stays silent until the client gives up. */
  | { kind: "stall"; text?: string }
  /** A well-formed stream that carries no content. */
  | { kind: "empty" };

/** A moderation verdict, or an injected failure status. */
export type ModerationResult = { flagged: boolean; categories?: Record<string, boolean> } | { error: number };

export type RecordedRequest = {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: string }[];
    input?: unknown;
    response_format?: { type: string };
  };
};

export type FakeOpenAI = {
  /** Base URL for the SDK, ending in /v1. */
  baseURL: string;
  requests: RecordedRequest[];
  /** Behaviors for the next requests, one each, before falling back to `always`. */
  next(...behaviors: Behavior[]): void;
  /** Behavior for every request once the queue is empty. */
  always(behavior: Behavior): void;
  /**
   * Behavior for every request that asks for a JSON object (the memory updates), ahead of the
   * queue: background jobs then never take a reply meant for a chat. Null leaves them to the queue.
   */
  json(behavior: Behavior | null): void;
  /** Result of POST /v1/moderations. */
  moderation(result: ModerationResult): void;
  /** Requires this bearer key on every request (401 otherwise); undefined accepts any. */
  requireKey(key: string | undefined): void;
  reset(): void;
  close(): Promise<void>;
};

export const DEFAULT_REPLY = "I hear you. Let's take this one small step at a time.";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Port 0 (the default) picks a free one. */
export async function startFakeOpenAI(options: { port?: number } = {}): Promise<FakeOpenAI> {
  let queue: Behavior[] = [];
  let fallback: Behavior = { kind: "reply", text: DEFAULT_REPLY };
  let forJson: Behavior | null = null;
  let moderationResult: ModerationResult = { flagged: false };
  let requiredKey: string | undefined;
  const requests: RecordedRequest[] = [];
  const open = new Set<ServerResponse>();

  const server = createServer(async (req, res) => {
    open.add(res);
    res.on("close", () => open.delete(res));
    try {
      const body = await readJson(req);
      const path = (req.url ?? "").split("?")[0];
      requests.push({ path, authorization: req.headers.authorization, body });
      if (requiredKey !== undefined && req.headers.authorization !== `Bearer ${requiredKey}`) {
        return sendError(res, 401, "Incorrect API key provided.");
      }
      if (req.method === "POST" && path === "/v1/chat/completions") {
        const wantsJson = body.response_format?.type === "json_object";
        return await chat(res, body, (wantsJson ? forJson : null) ?? queue.shift() ?? fallback);
      }
      if (req.method === "POST" && path === "/v1/moderations") {
        if ("error" in moderationResult) return sendError(res, moderationResult.error, "Injected moderation failure");
        return sendJson(res, 200, moderationBody(moderationResult));
      }
      sendError(res, 404, "Unknown endpoint.");
    } catch {
      if (!res.headersSent) sendError(res, 400, "Invalid request body.");
      else res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    next: (...behaviors) => queue.push(...behaviors),
    always: (behavior) => {
      fallback = behavior;
    },
    json: (behavior) => {
      forJson = behavior;
    },
    moderation: (result) => {
      moderationResult = result;
    },
    requireKey: (key) => {
      requiredKey = key;
    },
    reset: () => {
      queue = [];
      fallback = { kind: "reply", text: DEFAULT_REPLY };
      forJson = null;
      moderationResult = { flagged: false };
      requiredKey = undefined;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.close(() => resolve());
      }),
  };
}

async function chat(res: ServerResponse, body: RecordedRequest["body"], behavior: Behavior): Promise<void> {
  const model = body.model ?? "fake-model";
  switch (behavior.kind) {
    case "error":
      return sendError(res, behavior.status, behavior.message ?? `Injected ${behavior.status}`);
    case "slow":
      await sleep(behavior.delayMs);
      if (res.destroyed) return;
      return chat(res, body, behavior.then ?? { kind: "reply", text: DEFAULT_REPLY });
    case "empty":
      if (!body.stream) return sendJson(res, 200, completion(model, ""));
      startStream(res);
      writeChunk(res, chunk(model, { role: "assistant", content: "" }, null));
      writeChunk(res, chunk(model, {}, "stop"));
      return endStream(res);
    case "stall":
      startStream(res);
      writeChunk(res, chunk(model, { role: "assistant", content: behavior.text ?? "Let me" }, null));
      return; // never ends; the client aborts
    case "reply": {
      if (!body.stream) return sendJson(res, 200, completion(model, behavior.text));
      startStream(res);
      writeChunk(res, chunk(model, { role: "assistant", content: "" }, null));
      const size = behavior.chunkChars ?? 4;
      for (let i = 0; i < behavior.text.length; i += size) {
        if (behavior.chunkDelayMs) await sleep(behavior.chunkDelayMs);
        if (res.destroyed) return;
        writeChunk(res, chunk(model, { content: behavior.text.slice(i, i + size) }, null));
      }
      writeChunk(res, chunk(model, {}, "stop"));
      return endStream(res);
    }
  }
}

function readJson(req: IncomingMessage): Promise<RecordedRequest["body"]> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on("data", (part: Buffer) => parts.push(part));
    req.on("end", () => {
      const text = Buffer.concat(parts).toString("utf8");
      try {
        resolve(text ? JSON.parse(text) : {});
      } catch (error) {
        reject(error);
      }
    });
    req.on("error", reject);
  });
}

function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(value));
}

// Error bodies as the API sends them; a short retry-after keeps the SDK's one retry fast.
function sendError(res: ServerResponse, status: number, message: string) {
  const type = status === 401 ? "invalid_request_error" : status === 429 ? "rate_limit_exceeded" : "server_error";
  sendJson(res, status, { error: { message, type, param: null, code: null } }, { "retry-after-ms": "1" });
}

function startStream(res: ServerResponse) {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  res.flushHeaders();
}

function writeChunk(res: ServerResponse, value: unknown) {
  res.write(`data: ${JSON.stringify(value)}\n\n`);
}

function endStream(res: ServerResponse) {
  res.write("data: [DONE]\n\n");
  res.end();
}

let counter = 0;
function chunk(model: string, delta: { role?: string; content?: string }, finishReason: string | null) {
  return {
    id: `chatcmpl-fake-${++counter}`,
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason, logprobs: null }],
  };
}

function completion(model: string, text: string) {
  return {
    id: `chatcmpl-fake-${++counter}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant", content: text, refusal: null }, finish_reason: "stop", logprobs: null }],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  };
}

const MODERATION_CATEGORIES = [
  "harassment",
  "harassment/threatening",
  "hate",
  "hate/threatening",
  "illicit",
  "illicit/violent",
  "self-harm",
  "self-harm/intent",
  "self-harm/instructions",
  "sexual",
  "sexual/minors",
  "violence",
  "violence/graphic",
] as const;

function moderationBody(result: { flagged: boolean; categories?: Record<string, boolean> }) {
  const categories = Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, result.categories?.[c] ?? false]));
  const scores = Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, categories[c] ? 0.97 : 0.001]));
  return {
    id: `modr-fake-${++counter}`,
    model: "omni-moderation-latest",
    results: [
      {
        flagged: result.flagged,
        categories,
        category_scores: scores,
        category_applied_input_types: Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, ["text"]])),
      },
    ],
  };
}
