// How classifier weights ship: base64 digits, read in place. Each digit holds 6 bits, so nothing
// is decoded up front: a fresh runtime pays only for the lookups a message makes. The digits come
// in pieces of 2^PIECE_BITS, because V8 evaluates many short string literals much faster than one
// long one (measured: 650K digits in one literal 15 ms, in pieces of 16K 5 ms).
//
// A sparse table has its buckets in blocks of 2^BLOCK_BITS. Within a block each stored weight is
// the gap from the previous one (5 bits a digit, low bits first, a digit of 32 or more saying
// another follows) and then its step, one digit (-31 to 31 steps of one scale). A bucket not
// stored reads as 0. To find a block, `starts` holds where each run of 2^RUN_BITS buckets starts
// (4 digits) and `lengths` each block's length (1 digit): a lookup adds up at most 15 lengths and
// walks about 4 weights, where 4-digit starts of blocks of 512 made it walk about 16, at the same
// size. A dense table is one digit a bucket.

export type Packed = { size: number; scale: number; data: string[]; starts: string[]; lengths: string[] };
export type PackedDense = { size: number; scale: number; data: string[] };

const BLOCK_BITS = 7;
const RUN_BITS = 11;
const PIECE_BITS = 14;
const STEPS = 31;
const START_DIGITS = 4;
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
/** The value of each digit, by character code. */
const DIGITS = new Uint8Array(128);
for (const [i, c] of [...ALPHABET].entries()) DIGITS[c.charCodeAt(0)] = i;

const scaleOf = (weights: ArrayLike<number>) => {
  let max = 0;
  for (let i = 0; i < weights.length; i++) max = Math.max(max, Math.abs(weights[i]));
  return max / STEPS || 1;
};

/** `text` cut into pieces of 2^PIECE_BITS characters (the last shorter). */
export function inPieces(text: string): string[] {
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += 1 << PIECE_BITS) pieces.push(text.slice(i, i + (1 << PIECE_BITS)));
  return pieces;
}

/** Digit `at` of digits kept in pieces. */
const digitAt = (pieces: string[], at: number) => DIGITS[pieces[at >> PIECE_BITS].charCodeAt(at & ((1 << PIECE_BITS) - 1))];

/** Packs the non-zero steps of `weights` sparsely. */
export function pack(weights: ArrayLike<number>): Packed {
  const scale = scaleOf(weights);
  const data: string[] = [];
  const starts: string[] = [];
  const lengths: string[] = [];
  let previous = -1;
  let blockStart = 0;
  const endBlock = () => {
    const length = data.length - blockStart;
    if (length > 63) throw new Error(`a block of ${1 << BLOCK_BITS} buckets needs ${length} digits, more than one digit can say`);
    lengths.push(ALPHABET[length]);
  };
  for (let i = 0; i < weights.length; i++) {
    if ((i & ((1 << BLOCK_BITS) - 1)) === 0) {
      if (i > 0) endBlock();
      if ((i & ((1 << RUN_BITS) - 1)) === 0) {
        for (let shift = 0; shift < 6 * START_DIGITS; shift += 6) starts.push(ALPHABET[(data.length >>> shift) & 63]);
      }
      blockStart = data.length;
      previous = i - 1; // gaps restart at each block
    }
    const step = Math.round(weights[i] / scale);
    if (step === 0) continue;
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
  if (weights.length > 0) endBlock();
  return { size: weights.length, scale, data: inPieces(data.join("")), starts: inPieces(starts.join("")), lengths: inPieces(lengths.join("")) };
}

export function packDense(weights: ArrayLike<number>): PackedDense {
  const scale = scaleOf(weights);
  return { size: weights.length, scale, data: inPieces(Array.from(weights, (w) => ALPHABET[Math.round(w / scale) + 32]).join("")) };
}

/** A dense table read in place. */
export class DenseTable {
  constructor(private readonly packed: PackedDense) {}

  at(index: number): number {
    return Math.fround((digitAt(this.packed.data, index) - 32) * this.packed.scale);
  }
}

/** A sparse table read in place. */
export class SparseWeights {
  constructor(private readonly packed: Packed) {}

  get size(): number {
    return this.packed.size;
  }

  /** Where block `block`'s weights start in `data`: its run's start, then the lengths before it. */
  private start(block: number): number {
    const { starts, lengths } = this.packed;
    const run = block >> (RUN_BITS - BLOCK_BITS);
    let at = 0;
    for (let k = START_DIGITS - 1; k >= 0; k--) at = at * 64 + digitAt(starts, run * START_DIGITS + k);
    for (let before = run << (RUN_BITS - BLOCK_BITS); before < block; before++) at += digitAt(lengths, before);
    return at;
  }

  /** Visits the stored buckets of one block in ascending order, each with its step. */
  private walk(block: number, visit: (index: number, step: number) => void): void {
    let index = (block << BLOCK_BITS) - 1;
    const start = this.start(block);
    for (let at = start, end = start + digitAt(this.packed.lengths, block); at < end; at++) {
      for (let shift = 0; ; shift += 5) {
        const digit = digitAt(this.packed.data, at++);
        index += (digit & 31) << shift;
        if (digit < 32) break;
      }
      visit(index, digitAt(this.packed.data, at) - 32);
    }
  }

  private get blockCount(): number {
    return (this.packed.size + (1 << BLOCK_BITS) - 1) >> BLOCK_BITS;
  }

  /** How many buckets are stored. */
  get stored(): number {
    let count = 0;
    for (let block = 0; block < this.blockCount; block++) this.walk(block, () => count++);
    return count;
  }

  /** `walk` written out for one bucket: it is the screen's hottest loop, and a fresh runtime runs
   *  it before the JIT has had time to inline a callback. */
  at(index: number): number {
    const { data, scale } = this.packed;
    const block = index >> BLOCK_BITS;
    let found = (block << BLOCK_BITS) - 1;
    const start = this.start(block);
    for (let at = start, end = start + digitAt(this.packed.lengths, block); at < end; at++) {
      for (let shift = 0; ; shift += 5) {
        const digit = digitAt(data, at++);
        found += (digit & 31) << shift;
        if (digit < 32) break;
      }
      // Rounded as a Float32Array would hold it, so scores match the dense table's to the bit.
      if (found === index) return Math.fround((digitAt(data, at) - 32) * scale);
      if (found > index) break;
    }
    return 0;
  }

  /** Every bucket, for tools that need the whole table. */
  dense(): Float32Array {
    const weights = new Float32Array(this.packed.size);
    for (let block = 0; block < this.blockCount; block++) this.walk(block, (index, step) => (weights[index] = step * this.packed.scale));
    return weights;
  }
}

export const unpack = (packed: Packed): Float32Array => new SparseWeights(packed).dense();
