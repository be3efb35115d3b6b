// How classifier weights ship: a string of base64 digits, read in place. Each digit holds 6 bits,
// so nothing is decoded up front: a fresh runtime pays only for the lookups a message makes.
// The buckets come in blocks of 2^BLOCK_BITS. Within a block each stored weight is the gap from
// the previous one (5 bits a digit, low bits first, a digit of 32 or more saying another
// follows) and then its step, one digit (-31 to 31 steps of one scale). `blocks` holds where each
// block starts, 4 digits a block. Buckets not stored read as one shared `rest` value.

export type Packed = { size: number; scale: number; rest: number; data: string; blocks: string };
/** A table most of whose buckets are used: one digit a bucket, in order. */
export type PackedDense = { size: number; scale: number; data: string };

const BLOCK_BITS = 9;
const STEPS = 31;
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const START_DIGITS = 4;
/** The value of each digit, by character code. */
const DIGITS = new Uint8Array(128);
for (const [i, c] of [...ALPHABET].entries()) DIGITS[c.charCodeAt(0)] = i;

const scaleOf = (weights: ArrayLike<number>) => {
  let max = 0;
  for (let i = 0; i < weights.length; i++) max = Math.max(max, Math.abs(weights[i]));
  return max / STEPS || 1;
};

/** Packs `weights`, storing the buckets `keep` accepts (all non-zero ones by default); the
 *  others read as `rest`. */
export function pack(weights: ArrayLike<number>, keep: (index: number) => boolean = () => true, rest = 0): Packed {
  const scale = scaleOf(weights);
  const data: string[] = [];
  const blocks: string[] = [];
  const start = () => {
    for (let shift = 0; shift < 6 * START_DIGITS; shift += 6) blocks.push(ALPHABET[(data.length >>> shift) & 63]);
  };
  let previous = -1;
  for (let i = 0; i < weights.length; i++) {
    if ((i & ((1 << BLOCK_BITS) - 1)) === 0) {
      start();
      previous = i - 1; // gaps restart at each block
    }
    const step = Math.round(weights[i] / scale);
    if (step === 0 || !keep(i)) continue;
    for (let gap = i - previous; ; gap >>>= 5) {
      if (gap < 32) {
        data.push(ALPHABET[gap]);
        break;
      }
      data.push(ALPHABET[32 | (gap & 31)]);
    }
    data.push(ALPHABET[step + 32]);
    previous = i;
  }
  start();
  return { size: weights.length, scale, rest, data: data.join(""), blocks: blocks.join("") };
}

export function packDense(weights: ArrayLike<number>): PackedDense {
  const scale = scaleOf(weights);
  const data: string[] = [];
  for (let i = 0; i < weights.length; i++) data.push(ALPHABET[Math.round(weights[i] / scale) + 32]);
  return { size: weights.length, scale, data: data.join("") };
}

/** A dense table read in place. */
export class DenseTable {
  constructor(private readonly packed: PackedDense) {}

  at(index: number): number {
    return Math.fround((DIGITS[this.packed.data.charCodeAt(index)] - 32) * this.packed.scale);
  }
}

/** Packed weights, read in place. */
export class SparseWeights {
  private constructor(
    readonly size: number,
    private readonly data: string,
    private readonly blocks: string,
    private readonly scale: number,
    private readonly rest: number,
  ) {}

  static decode({ size, scale, rest, data, blocks }: Packed): SparseWeights {
    return new SparseWeights(size, data, blocks, scale, rest);
  }

  private digit(at: number): number {
    return DIGITS[this.data.charCodeAt(at)];
  }

  /** Where block `block`'s weights start in `data`. */
  private start(block: number): number {
    const at = block * START_DIGITS;
    let value = 0;
    for (let k = START_DIGITS - 1; k >= 0; k--) value = value * 64 + DIGITS[this.blocks.charCodeAt(at + k)];
    return value;
  }

  /** Visits the stored buckets of one block in ascending order, each with its step, until
   *  `visit` returns true. */
  private walk(block: number, visit: (index: number, step: number) => boolean): void {
    let index = (block << BLOCK_BITS) - 1;
    for (let at = this.start(block), end = this.start(block + 1); at < end; ) {
      let gap = 0;
      for (let shift = 0; ; shift += 5) {
        const digit = this.digit(at++);
        gap |= (digit & 31) << shift;
        if (digit < 32) break;
      }
      index += gap;
      if (visit(index, this.digit(at++) - 32)) return;
    }
  }

  private get blockCount(): number {
    return this.blocks.length / START_DIGITS - 1;
  }

  /** How many buckets are stored. */
  get stored(): number {
    let count = 0;
    for (let block = 0; block < this.blockCount; block++) this.walk(block, () => (count++, false));
    return count;
  }

  at(index: number): number {
    let weight = this.rest;
    this.walk(index >> BLOCK_BITS, (found, step) => {
      // Rounded as a Float32Array would hold it, so scores match the dense table's to the bit.
      if (found === index) weight = Math.fround(step * this.scale);
      return found >= index;
    });
    return weight;
  }

  /** Every bucket, for tools that need the whole table. */
  dense(): Float32Array {
    const weights = new Float32Array(this.size).fill(this.rest);
    for (let block = 0; block < this.blockCount; block++) this.walk(block, (index, step) => ((weights[index] = step * this.scale), false));
    return weights;
  }
}

export const unpack = (packed: Packed): Float32Array => SparseWeights.decode(packed).dense();
