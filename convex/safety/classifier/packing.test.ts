import { expect, test } from "vitest";
import { pack, SparseWeights, unpack } from "./packing";

test("weights come back as the nearest int8 step of one scale, zeros and far gaps included", () => {
  const weights = new Float32Array(1 << 20);
  weights[0] = 0.5;
  weights[1] = -1;
  weights[300] = 0.003; // below half a step: ships as zero
  weights[(1 << 20) - 1] = 0.25;
  const packed = pack(weights);
  const back = unpack(packed);
  expect(back.length).toBe(1 << 20);
  expect(back[0]).toBeCloseTo(0.5, 2);
  expect(back[1]).toBe(-1);
  expect(back[300]).toBe(0);
  expect(back[(1 << 20) - 1]).toBeCloseTo(0.25, 2);
  expect(back.filter((w) => w !== 0).length).toBe(3);
});

test("an all-zero model packs to nothing and unpacks to zeros", () => {
  expect(pack(new Float32Array(8)).data).toBe("");
  expect([...unpack(pack(new Float32Array(8)))]).toEqual(new Array(8).fill(0));
});

test("only the buckets kept are stored; every other bucket reads as the shared rest value", () => {
  const weights = new Float32Array(1 << 22);
  weights[7] = 1;
  weights[1 << 21] = -0.5;
  weights[(1 << 22) - 2] = 0.75;
  const sparse = SparseWeights.decode(pack(weights, (i) => i !== 7, -0.01));
  expect(sparse.stored).toBe(2);
  expect(sparse.at(7)).toBe(-0.01);
  expect(sparse.at(8)).toBe(-0.01);
  expect(sparse.at(1 << 21)).toBeCloseTo(-0.5, 2);
  expect(sparse.at((1 << 22) - 2)).toBeCloseTo(0.75, 2);
  expect(sparse.at((1 << 22) - 1)).toBe(-0.01);
});
