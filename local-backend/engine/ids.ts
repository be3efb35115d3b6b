// Document ids in Convex's shape: base32 of (varint table number, 16 random bytes,
// Fletcher-16 checksum). The table is recoverable from the id alone, which `v.id(table)`
// validation and `db.normalizeId` need even for documents that no longer exist.
import { randomFillSync } from "node:crypto";

const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
const DECODE = new Map([...ALPHABET].map((c, i) => [c, i]));

function fletcher16(bytes: Uint8Array): [number, number] {
  let a = 0;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 255;
    b = (b + a) % 255;
  }
  return [a, b];
}

function base32(bytes: Uint8Array): string {
  let out = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

function unbase32(text: string): Uint8Array | null {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text) {
    const digit = DECODE.get(char);
    if (digit === undefined) return null;
    buffer = (buffer << 5) | digit;
    bits += 5;
    if (bits >= 8) {
      bytes.push((buffer >>> (bits - 8)) & 255);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  }
  if (buffer !== 0) return null;
  return Uint8Array.from(bytes);
}

/** Random bytes drawn in blocks: one system call per 256 ids rather than per id. */
const pool = Buffer.alloc(16 * 256);
let poolUsed = pool.length;
function random16(): Buffer {
  if (poolUsed === pool.length) {
    randomFillSync(pool);
    poolUsed = 0;
  }
  poolUsed += 16;
  return pool.subarray(poolUsed - 16, poolUsed);
}

export function encodeId(tableNumber: number): string {
  const head: number[] = [];
  let n = tableNumber;
  while (n >= 0x80) {
    head.push((n & 0x7f) | 0x80);
    n >>>= 7;
  }
  head.push(n);
  const body = Uint8Array.from([...head, ...random16()]);
  return base32(Uint8Array.from([...body, ...fletcher16(body)]));
}

/** The table number an id belongs to, or null when the string is not an id. */
export function idTableNumber(id: string): number | null {
  if (typeof id !== "string" || id.length < 31 || id.length > 40) return null;
  const bytes = unbase32(id);
  if (bytes === null || bytes.length < 19) return null;
  const body = bytes.subarray(0, bytes.length - 2);
  const [a, b] = fletcher16(body);
  if (a !== bytes[bytes.length - 2] || b !== bytes[bytes.length - 1]) return null;
  let number = 0;
  let shift = 0;
  for (let i = 0; i < body.length - 16; i++) {
    number |= (body[i] & 0x7f) << shift;
    shift += 7;
    if ((body[i] & 0x80) === 0) return i === body.length - 17 ? number : null;
  }
  return null;
}
