// How classifier weights ship: int8 steps of one scale, stored sparsely. Only the weights that
// matter are stored (see `keep` in `pack`); every other bucket reads as one shared `rest`
// value. Each stored weight is the gap from the previous one (a little-endian base-128
// varint) followed by its int8 step, all in one base64 string that is decoded on first use
// into two typed arrays, never into the whole feature space.

export type Packed = { size: number; scale: number; rest: number; data: string };

/** Packs `weights`, storing the buckets `keep` accepts (all non-zero ones by default); the
 *  others read as `rest`. */
export function pack(weights: ArrayLike<number>, keep: (index: number) => boolean = () => true, rest = 0): Packed {
  let max = 0;
  for (let i = 0; i < weights.length; i++) max = Math.max(max, Math.abs(weights[i]));
  const scale = max / 127 || 1;
  const bytes: number[] = [];
  let previous = -1;
  for (let i = 0; i < weights.length; i++) {
    const step = Math.round(weights[i] / scale);
    if (step === 0 || !keep(i)) continue;
    for (let gap = i - previous; ; gap >>>= 7) {
      if (gap < 0x80) {
        bytes.push(gap);
        break;
      }
      bytes.push((gap & 0x7f) | 0x80);
    }
    bytes.push(step & 0xff);
    previous = i;
  }
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.slice(i, i + 0x8000));
  return { size: weights.length, scale, rest, data: btoa(binary) };
}

/** Packed weights decoded for lookup: stored buckets in ascending order, found by binary search. */
export class SparseWeights {
  private constructor(
    readonly size: number,
    private readonly indices: Int32Array,
    private readonly steps: Int8Array,
    private readonly scale: number,
    private readonly rest: number,
  ) {}

  static decode({ size, scale, rest, data }: Packed): SparseWeights {
    const binary = atob(data);
    // Each entry takes at least two bytes, so this is room enough.
    const indices = new Int32Array(binary.length >> 1);
    const steps = new Int8Array(binary.length >> 1);
    let count = 0;
    let index = -1;
    for (let at = 0; at < binary.length; ) {
      let gap = 0;
      for (let shift = 0; ; shift += 7) {
        const byte = binary.charCodeAt(at++);
        gap |= (byte & 0x7f) << shift;
        if (byte < 0x80) break;
      }
      index += gap;
      indices[count] = index;
      steps[count++] = (binary.charCodeAt(at++) << 24) >> 24;
    }
    return new SparseWeights(size, indices.subarray(0, count), steps.subarray(0, count), scale, rest);
  }

  /** How many buckets are stored. */
  get stored(): number {
    return this.indices.length;
  }

  at(index: number): number {
    const { indices } = this;
    let low = 0;
    let high = indices.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const found = indices[middle];
      if (found === index) return this.steps[middle] * this.scale;
      if (found < index) low = middle + 1;
      else high = middle - 1;
    }
    return this.rest;
  }

  /** Every bucket, for tools that need the whole table. */
  dense(): Float32Array {
    const weights = new Float32Array(this.size).fill(this.rest);
    this.indices.forEach((index, k) => (weights[index] = this.steps[k] * this.scale));
    return weights;
  }
}

export const unpack = (packed: Packed): Float32Array => SparseWeights.decode(packed).dense();
