// Reads a JPEG, PNG or WebP's structure from its bytes: the type, and the dimensions from its
// header. A file is accepted only when its structure holds from the signature to the end
// marker and nothing follows it, so a valid signature in front of HTML or a script is refused.
import type { AvatarContentType } from "../shared/limits";

export type ImageInfo = { type: AvatarContentType; width: number; height: number };

/** Larger sides than this are no photo anyone uploads as an avatar, and would be costly to show. */
export const MAX_IMAGE_SIDE = 16_384;

const u16be = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const u32be = (b: Uint8Array, i: number) => ((b[i] << 24) | (b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]) >>> 0;
const u16le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8);
const u24le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
const u32le = (b: Uint8Array, i: number) => u24le(b, i) + b[i + 3] * 0x1000000;
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));
const startsWith = (b: Uint8Array, signature: number[]) => b.length >= signature.length && signature.every((x, i) => b[i] === x);

/** The image the bytes really are, with its dimensions; null for anything else or anything more. */
export function readImage(bytes: Uint8Array): ImageInfo | null {
  const image = readJpeg(bytes) ?? readPng(bytes) ?? readWebp(bytes);
  if (image === null) return null;
  const { width, height } = image;
  return width > 0 && height > 0 && width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE ? image : null;
}

// ---- PNG: signature, IHDR first, checksummed chunks, IEND last ------------------------------

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function readPng(b: Uint8Array): ImageInfo | null {
  if (!startsWith(b, PNG_SIGNATURE)) return null;
  let at = PNG_SIGNATURE.length;
  let size: { width: number; height: number } | null = null;
  let hasData = false;
  while (at + 12 <= b.length) {
    const length = u32be(b, at);
    const type = ascii(b, at + 4, 4);
    const end = at + 12 + length;
    if (end > b.length || crc32(b.subarray(at + 4, at + 8 + length)) !== u32be(b, at + 8 + length)) return null;
    if (size === null) {
      if (type !== "IHDR" || length !== 13) return null;
      size = { width: u32be(b, at + 8), height: u32be(b, at + 12) };
    }
    if (type === "IDAT") hasData = true;
    if (type === "IEND") return end === b.length && hasData ? { type: "image/png", ...size } : null;
    at = end;
  }
  return null;
}

// ---- JPEG: SOI, marker segments, a frame header, entropy-coded scans, EOI last --------------

const isFrameMarker = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function readJpeg(b: Uint8Array): ImageInfo | null {
  if (!startsWith(b, [0xff, 0xd8])) return null;
  let at = 2;
  let size: { width: number; height: number } | null = null;
  while (at + 1 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1];
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xd9) return at + 2 === b.length && size !== null ? { type: "image/jpeg", ...size } : null;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (at + 4 > b.length) return null;
    const length = u16be(b, at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > b.length) return null;
    if (isFrameMarker(marker)) {
      if (length < 8) return null;
      size = { height: u16be(b, at + 5), width: u16be(b, at + 7) };
    }
    at = end;
    if (marker === 0xda) {
      if (size === null) return null;
      // Entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart.
      while (at + 1 < b.length && !(b[at] === 0xff && b[at + 1] !== 0x00 && !(b[at + 1] >= 0xd0 && b[at + 1] <= 0xd7))) at++;
    }
  }
  return null;
}

// ---- WebP: a RIFF container whose length is the file's, chunks to the end -------------------

function readWebp(b: Uint8Array): ImageInfo | null {
  if (b.length < 20 || ascii(b, 0, 4) !== "RIFF" || ascii(b, 8, 4) !== "WEBP") return null;
  if (u32le(b, 4) + 8 !== b.length) return null;
  let at = 12;
  let size: { width: number; height: number } | null = null;
  let hasBitstream = false;
  while (at < b.length) {
    if (at + 8 > b.length) return null;
    const type = ascii(b, at, 4);
    const length = u32le(b, at + 4);
    const data = at + 8;
    const end = data + length + (length % 2);
    if (end > b.length) return null;
    if (type === "VP8X" && at === 12 && length >= 10) {
      size = { width: u24le(b, data + 4) + 1, height: u24le(b, data + 7) + 1 };
    } else if (type === "VP8 " && length >= 10) {
      // A key frame: 3-byte frame tag, start code 9D 01 2A, then 14-bit width and height.
      if (b[data + 3] !== 0x9d || b[data + 4] !== 0x01 || b[data + 5] !== 0x2a) return null;
      size ??= { width: u16le(b, data + 6) & 0x3fff, height: u16le(b, data + 8) & 0x3fff };
      hasBitstream = true;
    } else if (type === "VP8L" && length >= 5) {
      if (b[data] !== 0x2f) return null;
      const bits = u32le(b, data + 1);
      size ??= { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
      hasBitstream = true;
    } else if (type === "ANMF") {
      hasBitstream = true;
    }
    at = end;
  }
  return size !== null && hasBitstream ? { type: "image/webp", ...size } : null;
}
