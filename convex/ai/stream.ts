// Streams a reply in pieces: each write adds only the text that arrived since the last one
// (../replyStream.ts), so what a reply costs grows with the reply, not with the conversation.
import type OpenAI from "openai";
import { ReplyError } from "./errors";

/** When the growing reply is written: the first text at once, then in pieces of this pacing. */
export type ChunkPacing = {
  /** A piece waits for at least this much new text… */
  minChars: number;
  /** …and comes at most this often… */
  intervalMs: number;
  /** …unless the text arrives so slowly that this much time has passed since the last piece. */
  maxWaitMs: number;
};

/** About a sentence a piece: every tab updates a few times a second at a model's usual pace. */
export const CHUNK_PACING: ChunkPacing = { minChars: 100, intervalMs: 75, maxWaitMs: 1_000 };
/** Pace of the demo-mode reply, so it streams like a real one. */
const DEMO_PIECE_DELAY_MS = 12;

/** Where a stream's text goes: the plain writer, or the guard that checks it first. */
export interface ReplySink {
  readonly stopped: boolean;
  readonly text: string;
  append(delta: string): Promise<void>;
  flush(): Promise<void>;
}

/** Collects the reply and writes it out in pieces, numbered from 0. */
export class ReplyWriter implements ReplySink {
  private content = "";
  private written = 0;
  private pieces = 0;
  private lastWrite = 0;
  /** Set when the message is gone or has ended (conversation deleted): the reply stops. */
  stopped = false;

  constructor(
    private readonly write: (text: string, index: number) => Promise<boolean>,
    private readonly pacing: ChunkPacing = CHUNK_PACING,
  ) {}

  get text() {
    return this.content;
  }

  async append(delta: string): Promise<void> {
    this.content += delta;
    const waiting = this.content.length - this.written;
    const since = Date.now() - this.lastWrite;
    const due =
      this.pieces === 0 ||
      (waiting >= this.pacing.minChars && since >= this.pacing.intervalMs) ||
      since >= this.pacing.maxWaitMs;
    if (due) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.stopped || this.content.length === this.written) return;
    const piece = this.content.slice(this.written);
    this.written = this.content.length;
    this.lastWrite = Date.now();
    if (!(await this.write(piece, this.pieces++))) this.stopped = true;
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
