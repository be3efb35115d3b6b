// Streams a reply into the message document in batches, so every tab sees it grow without a
// database write per token.
import type OpenAI from "openai";
import { ReplyError } from "./errors";

/** How often the growing reply is written (after the first token, which is written at once). */
export const PATCH_INTERVAL_MS = 75;
/** Pace of the demo-mode reply, so it streams like a real one. */
const DEMO_PIECE_DELAY_MS = 12;

/** Where a stream's text goes: the plain writer, or the guard that checks it first. */
export interface ReplySink {
  readonly stopped: boolean;
  readonly text: string;
  append(delta: string): Promise<void>;
  flush(): Promise<void>;
}

/** Collects the reply and writes it out at most every PATCH_INTERVAL_MS. */
export class ReplyWriter implements ReplySink {
  private content = "";
  private written = "";
  private lastWrite = 0;
  /** Set when the message is gone (conversation deleted): the reply stops. */
  stopped = false;

  constructor(
    private readonly write: (content: string) => Promise<boolean>,
    private readonly intervalMs = PATCH_INTERVAL_MS,
  ) {}

  get text() {
    return this.content;
  }

  async append(delta: string): Promise<void> {
    this.content += delta;
    if (this.written === "" || Date.now() - this.lastWrite >= this.intervalMs) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.stopped || this.content === this.written) return;
    this.written = this.content;
    this.lastWrite = Date.now();
    if (!(await this.write(this.content))) this.stopped = true;
  }
}

export type ChatRequest = { model: string; messages: OpenAI.ChatCompletionMessageParam[] };

/**
 * Streams one completion into `writer`. The SDK's timeout covers the wait for the response;
 * `idleMs` covers silence inside the stream.
 */
export async function streamCompletion(client: OpenAI, request: ChatRequest, writer: ReplySink, idleMs: number) {
  const controller = new AbortController();
  let idle = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      idle = true;
      controller.abort();
    }, idleMs);
  };
  try {
    const stream = await client.chat.completions.create({ ...request, stream: true }, { signal: controller.signal });
    arm();
    for await (const chunk of stream) {
      arm();
      const delta = chunk.choices[0]?.delta?.content;
      if (delta) await writer.append(delta);
      if (writer.stopped) {
        controller.abort();
        return;
      }
    }
    // An aborted stream just ends, so the silence is told apart here.
    if (idle) throw new ReplyError("TIMEOUT_ERROR");
    await writer.flush();
  } catch (error) {
    throw idle ? new ReplyError("TIMEOUT_ERROR") : error;
  } finally {
    clearTimeout(timer);
  }
  if (writer.text.trim() === "") throw new ReplyError("EMPTY_RESPONSE");
}

/** Word-sized pieces; scripts without spaces are cut every few characters. */
function pieces(text: string): string[] {
  return text.split(/(?<=\s)/).flatMap((word) => word.match(/[\s\S]{1,8}/gu) ?? []);
}

/** Streams a fixed text piece by piece (demo mode). */
export async function streamText(text: string, writer: ReplyWriter) {
  for (const piece of pieces(text)) {
    await writer.append(piece);
    if (writer.stopped) return;
    await new Promise((resolve) => setTimeout(resolve, DEMO_PIECE_DELAY_MS));
  }
  await writer.flush();
}
