import { transformSync } from "esbuild";
import { expect, test } from "vitest";
import { DenseTable, pack, packDense, SparseWeights, unpack } from "./packing";

/** Half of one step when the largest weight is 1: 31 steps a side. */
const HALF_STEP = 1 / 62 + 1e-6;

test("weights come back as the nearest of 31 steps a side of one scale, zeros and far gaps included", () => {
  const weights = new Float32Array(1 << 20);
  weights[0] = 0.5;
  weights[1] = -1;
  weights[300] = 0.015; // below half a step: ships as zero
  weights[(1 << 20) - 1] = 0.25;
  const packed = pack(weights);
  const back = unpack(packed);
  expect(back.length).toBe(1 << 20);
  expect(Math.abs(back[0] - 0.5)).toBeLessThanOrEqual(HALF_STEP);
  expect(back[1]).toBe(-1);
  expect(back[300]).toBe(0);
  expect(Math.abs(back[(1 << 20) - 1] - 0.25)).toBeLessThanOrEqual(HALF_STEP);
  expect(back.filter((w) => w !== 0).length).toBe(3);
});

test("an all-zero model packs to nothing and unpacks to zeros", () => {
  expect(pack(new Float32Array(8)).data.join("")).toBe("");
  expect([...unpack(pack(new Float32Array(8)))]).toEqual(new Array(8).fill(0));
});

test("a large table ships in short pieces, and a bucket reads the same across a piece's edge", () => {
  const weights = new Float32Array(1 << 22);
  for (let i = 0; i < weights.length; i += 61) weights[i] = ((i % 7) - 3) / 3;
  const packed = pack(weights);
  expect(packed.data.length).toBeGreaterThan(1);
  expect(Math.max(...packed.data.map((piece) => piece.length))).toBeLessThanOrEqual(1 << 14);
  const sparse = new SparseWeights(packed);
  expect(sparse.stored).toBe(weights.filter((w) => w !== 0).length);
  for (let i = 0; i < weights.length; i += 61 * 997) expect(Math.abs(sparse.at(i) - weights[i])).toBeLessThanOrEqual(HALF_STEP);
  expect(sparse.at(62)).toBe(0);
});

test("a gap longer than one unit holds and every block's start reads back", () => {
  const weights = new Float32Array(1 << 14);
  for (let i = 0; i < weights.length; i += 997) weights[i] = i % 2 ? 1 : -1;
  const back = unpack(pack(weights));
  expect([...back]).toEqual([...weights]);
});

test("a block with every bucket stored, however many digits it takes, reads back whole", () => {
  const weights = Float32Array.from({ length: 5000 }, (_, i) => (i % 2 ? 1 : -1));
  expect([...unpack(pack(weights))]).toEqual([...weights]);
});

test("a dense table reads every bucket back as its nearest step", () => {
  const weights = Float32Array.from({ length: 300 }, (_, i) => Math.sin(i));
  const table = new DenseTable(packDense(weights));
  for (let i = 0; i < weights.length; i++) expect(Math.abs(table.at(i) - weights[i])).toBeLessThanOrEqual(HALF_STEP);
});

test("each stored weight is one unit of two digits while gaps stay within 89 buckets", () => {
  const weights = new Float32Array(1 << 14);
  for (let i = 0; i < weights.length; i += 89) weights[i] = 1;
  expect(pack(weights).data.join("")).toHaveLength(2 * Math.ceil((1 << 14) / 89));
});

test("a block's length ships in one digit under 45 units, two under 2,025 and more beyond", () => {
  const weights = new Float32Array(1 << 14); // 4 blocks of 456 units
  for (let i = 0; i < weights.length; i += 9) weights[i] = 1;
  expect(pack(weights).lengths.join("")).toHaveLength(2 * 4);
  expect(pack(Float32Array.from({ length: 44 }, () => 1)).lengths.join("")).toHaveLength(1);
  expect(pack(Float32Array.from({ length: 1 << 12 }, () => 1)).lengths.join("")).toHaveLength(3);
});

test("a bundler writes the digits as they are, one byte each", () => {
  const weights = new Float32Array(1 << 20);
  for (let i = 0, gap = 1; i < weights.length; i += gap, gap = 1 + ((gap * 37 + 11) % 131)) weights[i] = Math.sin(i);
  const digits = [...pack(weights).data, ...packDense(weights.subarray(0, 4096)).data].join("");
  expect(new Set(digits).size).toBe(90);
  expect(transformSync(`export const digits = ${JSON.stringify(digits)};`, { minify: true }).code).toContain(digits);
});

test("shipped weights repack to the same steps when given their own scale", () => {
  const weights = Float32Array.from({ length: 1 << 13 }, (_, i) => (i % 3 === 0 ? Math.fround(((i % 61) - 30) * 0.17) : 0));
  const packed = pack(weights, 0.17);
  expect(packed.scale).toBe(0.17);
  expect(pack(unpack(packed), packed.scale)).toEqual(packed);
});
