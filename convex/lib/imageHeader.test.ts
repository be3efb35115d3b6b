import { describe, expect, test } from "vitest";
import { JPEG_3X2, PNG_3X2, WEBP_3X2, jpegOfSize } from "../../tests/fixtures/images";
import { MAX_IMAGE_SIDE, readImage } from "./imageHeader";

const text = (s: string) => new TextEncoder().encode(s);
const joined = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const HTML = text("<html><script>alert(document.cookie)</script></html>");

describe("an image is what its whole structure says", () => {
  test.each([
    ["JPEG", JPEG_3X2, "image/jpeg"],
    ["PNG", PNG_3X2, "image/png"],
    ["WebP", WEBP_3X2, "image/webp"],
  ] as const)("a %s is recognised with the dimensions from its header", (_name, file, type) => {
    expect(readImage(file)).toEqual({ type, width: 3, height: 2 });
  });

  test.each([
    ["JPEG", JPEG_3X2],
    ["PNG", PNG_3X2],
    ["WebP", WEBP_3X2],
  ])("a %s followed by HTML is refused", (_name, file) => {
    expect(readImage(joined(file, HTML))).toBeNull();
  });

  test("a PNG signature that continues as HTML is refused", () => {
    expect(readImage(joined(PNG_3X2.subarray(0, 8), HTML))).toBeNull();
    expect(readImage(joined(PNG_3X2.subarray(0, 33), HTML))).toBeNull();
  });

  test("a PNG whose chunk was altered fails its checksum", () => {
    const altered = PNG_3X2.slice();
    altered[18] ^= 0x01; // a bit of the width
    expect(readImage(altered)).toBeNull();
  });

  test("a WebP whose RIFF length does not match the file is refused", () => {
    const longer = joined(WEBP_3X2, new Uint8Array(2));
    expect(readImage(longer)).toBeNull();
  });

  test("cut-off files are refused", () => {
    for (const file of [JPEG_3X2, PNG_3X2, WEBP_3X2]) expect(readImage(file.subarray(0, file.length - 3))).toBeNull();
  });

  test.each([
    ["text", text("not really a photo, just words")],
    ["an empty file", new Uint8Array()],
    ["a cut-off JPEG header", new Uint8Array([0xff, 0xd8])],
    ["a WAV (also RIFF)", text("RIFF\x04\0\0\0WAVE")],
    ["a GIF", text("GIF89a")],
    ["an SVG", text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
  ])("%s is not an image", (_name, file) => {
    expect(readImage(file)).toBeNull();
  });

  test(`a side longer than ${MAX_IMAGE_SIDE} pixels is refused`, () => {
    const huge = JPEG_3X2.slice();
    const frame = huge.findIndex((b, i) => b === 0xff && huge[i + 1] === 0xc0);
    huge[frame + 5] = 0xff; // height, high byte
    expect(readImage(huge)).toBeNull();
  });

  test("comment segments may make a JPEG as large as allowed", () => {
    expect(readImage(jpegOfSize(200_000))).toEqual({ type: "image/jpeg", width: 3, height: 2 });
  });
});
