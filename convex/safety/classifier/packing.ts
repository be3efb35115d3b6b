// How classifier weights ship: base64 digits, read in place. Each digit holds 6 bits, so nothing
// is decoded up front: a fresh runtime pays only for the lookups a message makes. The digits come
// in pieces of 2^PIECE_BITS, because V8 evaluates many short string literals much faster than one
// long one (measured: 650K digits in one literal 15 ms, in pieces of 16K 5 ms).
//
// A sparse table has its buckets in blocks of 2^BLOCK_BITS. Within a block each stored weight is
// the gap from the previous one (5 bits a digit, low bits first, a digit of 32 or more saying
// another follows) and then its step, one digit (-31 to 31 steps of one scale). A bucket not
// stored reads as 0. `lengths` holds each block's length in digits, written as the gaps are (two
// digits for a block under 1,024 digits, more for a longer one, so no block's length is bounded);
// a runtime adds them up into starts on its first lookup. A lookup walks about 128 weights of its
// block of 4096, no slower cold than 64 of 2048 (bench/safety-cold) and 6 KB smaller: blocks of
// 2048 with 4-digit starts took the screen's bundle past 10^6 bytes.
// A dense table is one digit a bucket.

export type Packed = { size: number; scale: number; data: string[]; lengths: string[] };
export type PackedDense = { size: number; scale: number; data: string[] };

const BLOCK_BITS = 12;
const PIECE_BITS = 14;
const STEPS = 31;
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

/** Appends `value` to `digits` 5 bits a digit, low bits first, a digit of 32 or more saying another follows. */
function pushVarying(digits: string[], value: number): void {
  for (; value >= 32; value >>>= 5) digits.push(ALPHABET[32 | (value & 31)]);
  digits.push(ALPHABET[value]);
}

/** Reads what `pushVarying` wrote at `cursor.at`, and moves the cursor past it. */
function readVarying(pieces: string[], cursor: { at: number }): number {
  let value = 0;
  for (let shift = 0; ; shift += 5) {
    const digit = digitAt(pieces, cursor.at++);
    value += (digit & 31) << shift;
    if (digit < 32) return value;
  }
}

/** Packs the non-zero steps of `weights` sparsely; `scale` is given to repack shipped weights as they are. */
export function pack(weights: ArrayLike<number>, scale = scaleOf(weights)): Packed {
  const data: string[] = [];
  const lengths: string[] = [];
  let blockStart = 0;
  let previous = -1;
  for (let i = 0; i < weights.length; i++) {
    if ((i & ((1 << BLOCK_BITS) - 1)) === 0 && i > 0) {
      pushVarying(lengths, data.length - blockStart);
      blockStart = data.length;
      previous = i - 1; // gaps restart at each block
    }
    const step = Math.round(weights[i] / scale);
    if (step === 0) continue;
    pushVarying(data, i - previous);
    data.push(ALPHABET[step + 32]);
    previous = i;
  }
  if (weights.length > 0) pushVarying(lengths, data.length - blockStart);
  return { size: weights.length, scale, data: inPieces(data.join("")), lengths: inPieces(lengths.join("")) };
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

  private starts: Int32Array | null = null;

  /** Where block `block`'s weights start in `data`; block `block + 1`'s start is where it ends. */
  private start(block: number): number {
    return (this.starts ??= this.addUpLengths())[block];
  }

  private addUpLengths(): Int32Array {
    const starts = new Int32Array(this.blockCount + 1);
    const cursor = { at: 0 };
    for (let block = 0; block < this.blockCount; block++) starts[block + 1] = starts[block] + readVarying(this.packed.lengths, cursor);
    return starts;
  }

  /** Visits the stored buckets of one block in ascending order, each with its step. */
  private walk(block: number, visit: (index: number, step: number) => void): void {
    let index = (block << BLOCK_BITS) - 1;
    for (const cursor = { at: this.start(block) }, end = this.start(block + 1); cursor.at < end; cursor.at++) {
      index += readVarying(this.packed.data, cursor);
      visit(index, digitAt(this.packed.data, cursor.at) - 32);
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

  /** `walk` written out for one bucket, `readVarying` too: it is the screen's hottest loop, and a
   *  fresh runtime runs it before the JIT has had time to inline a call. */
  at(index: number): number {
    const { data, scale } = this.packed;
    const block = index >> BLOCK_BITS;
    let found = (block << BLOCK_BITS) - 1;
    for (let at = this.start(block), end = this.start(block + 1); at < end; at++) {
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
