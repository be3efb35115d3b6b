// How classifier weights ship: int8 steps of one scale, stored sparsely. Only the weights that
// matter are stored (see `keep` in `pack`); every other bucket reads as one shared `rest`
// value. The buckets come in blocks of 2^BLOCK_BITS; within a block each stored weight is the
// gap from the previous one (a little-endian base-128 varint) followed by its int8 step, and
// `blocks` holds where each block starts. A lookup reads only its own block, so a fresh runtime
// never decodes the millions of weights a message does not use.

export type Packed = { size: number; scale: number; rest: number; data: string; blocks: string };

const BLOCK_BITS = 10;
/** The value of each base64 digit, by character code. */
const DIGITS = new Uint8Array(128);
for (const [i, c] of [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"].entries()) DIGITS[c.charCodeAt(0)] = i;

const toBase64 = (bytes: number[]) => {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.slice(i, i + 0x8000));
  return btoa(binary);
};

/** Packs `weights`, storing the buckets `keep` accepts (all non-zero ones by default); the
 *  others read as `rest`. */
export function pack(weights: ArrayLike<number>, keep: (index: number) => boolean = () => true, rest = 0): Packed {
  let max = 0;
  for (let i = 0; i < weights.length; i++) max = Math.max(max, Math.abs(weights[i]));
  const scale = max / 127 || 1;
  const bytes: number[] = [];
  const starts: number[] = [];
  let previous = -1;
  for (let i = 0; i < weights.length; i++) {
    if ((i & ((1 << BLOCK_BITS) - 1)) === 0) {
      // Each start as 4 little-endian bytes; gaps restart at the block.
      for (let shift = 0; shift < 32; shift += 8) starts.push((bytes.length >>> shift) & 0xff);
      previous = i - 1;
    }
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
  for (let shift = 0; shift < 32; shift += 8) starts.push((bytes.length >>> shift) & 0xff);
  return { size: weights.length, scale, rest, data: toBase64(bytes), blocks: toBase64(starts) };
}

/** Packed weights, read in place: decoding all of them would cost a fresh runtime more than
 *  screening a message does. */
export class SparseWeights {
  private constructor(
    readonly size: number,
    private readonly base64: string,
    private readonly starts: Uint32Array,
    private readonly scale: number,
    private readonly rest: number,
  ) {}

  static decode({ size, scale, rest, data, blocks }: Packed): SparseWeights {
    const table = atob(blocks);
    const starts = new Uint32Array(table.length >> 2);
    for (let b = 0; b < starts.length; b++) {
      const at = b << 2;
      starts[b] = (table.charCodeAt(at) | (table.charCodeAt(at + 1) << 8) | (table.charCodeAt(at + 2) << 16) | (table.charCodeAt(at + 3) << 24)) >>> 0;
    }
    return new SparseWeights(size, data, starts, scale, rest);
  }

  /** Byte `k` of the packed data, read from its base64 form: decoding megabytes of it up front
   *  (atob) costs a fresh runtime more than all the lookups of a message. */
  private byte(k: number): number {
    const { base64 } = this;
    const at = ((k / 3) | 0) << 2;
    switch (k % 3) {
      case 0:
        return (DIGITS[base64.charCodeAt(at)] << 2) | (DIGITS[base64.charCodeAt(at + 1)] >> 4);
      case 1:
        return ((DIGITS[base64.charCodeAt(at + 1)] & 15) << 4) | (DIGITS[base64.charCodeAt(at + 2)] >> 2);
      default:
        return ((DIGITS[base64.charCodeAt(at + 2)] & 3) << 6) | DIGITS[base64.charCodeAt(at + 3)];
    }
  }

  /** The int8 step stored at byte `at`. */
  private step(at: number): number {
    return (this.byte(at) << 24) >> 24;
  }

  /** Visits the stored buckets of one block in ascending order, each with where its step is,
   *  until `visit` returns true. */
  private walk(block: number, visit: (index: number, stepAt: number) => boolean): void {
    let index = (block << BLOCK_BITS) - 1;
    for (let at = this.starts[block], end = this.starts[block + 1]; at < end; at++) {
      let gap = 0;
      for (let shift = 0; ; shift += 7) {
        const byte = this.byte(at++);
        gap |= (byte & 0x7f) << shift;
        if (byte < 0x80) break;
      }
      index += gap;
      if (visit(index, at)) return;
    }
  }

  private get blockCount(): number {
    return this.starts.length - 1;
  }

  /** How many buckets are stored. */
  get stored(): number {
    let count = 0;
    for (let block = 0; block < this.blockCount; block++) this.walk(block, () => (count++, false));
    return count;
  }

  at(index: number): number {
    let weight = this.rest;
    this.walk(index >> BLOCK_BITS, (found, stepAt) => {
      // Rounded as a Float32Array would hold it, so scores match the dense table's to the bit.
      if (found === index) weight = Math.fround(this.step(stepAt) * this.scale);
      return found >= index;
    });
    return weight;
  }

  /** Every bucket, for tools that need the whole table. */
  dense(): Float32Array {
    const weights = new Float32Array(this.size).fill(this.rest);
    for (let block = 0; block < this.blockCount; block++) this.walk(block, (index, stepAt) => ((weights[index] = this.step(stepAt) * this.scale), false));
    return weights;
  }
}

export const unpack = (packed: Packed): Float32Array => SparseWeights.decode(packed).dense();
