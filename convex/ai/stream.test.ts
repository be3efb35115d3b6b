import { describe, expect, test } from "vitest";
import { CHUNK_PACING, ReplyWriter } from "./stream";

/** A writer whose every write is kept, fed `text` in `size`-character tokens as fast as they come. */
async function writeAll(text: string, size: number, pacing = CHUNK_PACING) {
  const writes: { index: number; text: string }[] = [];
  const writer = new ReplyWriter(async (piece, index) => (writes.push({ index, text: piece }), true), pacing);
  for (let i = 0; i < text.length; i += size) await writer.append(text.slice(i, i + size));
  await writer.flush();
  return writes;
}

describe("the reply writer", () => {
  test("writes the first token at once, then pieces of about a sentence, not a write per token", async () => {
    const text = "Take a slow breath in, and let it out even slower. ".repeat(30);
    const writes = await writeAll(text, 4, { ...CHUNK_PACING, intervalMs: 0 });
    expect(writes[0]).toEqual({ index: 0, text: "Take" });
    expect(writes.length).toBeGreaterThan(3);
    expect(writes.length).toBeLessThanOrEqual(1 + Math.ceil(text.length / CHUNK_PACING.minChars));
  });

  test("every piece is written once, numbered in order, and together they are the whole reply", async () => {
    const text = "Sleep can wait a minute. ".repeat(25);
    const writes = await writeAll(text, 3);
    expect(writes.map((w) => w.index)).toEqual(writes.map((_, i) => i));
    expect(writes.map((w) => w.text).join("")).toBe(text);
  });

  test("text that arrives slowly is still written within the longest wait", async () => {
    const writes: string[] = [];
    const writer = new ReplyWriter(async (piece) => (writes.push(piece), true), { minChars: 100, intervalMs: 0, maxWaitMs: 30 });
    await writer.append("Hi");
    await writer.append(" there");
    await new Promise((r) => setTimeout(r, 40));
    await writer.append(",");
    expect(writes).toEqual(["Hi", " there,"]);
  });

  test("stops once a write is refused (the reply is gone or ended)", async () => {
    const writer = new ReplyWriter(async () => false, { minChars: 0, intervalMs: 0, maxWaitMs: 0 });
    await writer.append("Hello");
    expect(writer.stopped).toBe(true);
  });
});
