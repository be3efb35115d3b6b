// How classifier weights ship: digits of a 90-character alphabet, read in place. The alphabet is
// printable ASCII but for the quotes, the backslash and `<`, so a bundler writes every digit as
// itself (Convex's bundler escapes all else: a character outside ASCII would cost 6 bytes). Nothing
// is decoded up front: a fresh runtime pays only for the lookups a message makes. The digits come
// in pieces of 2^PIECE_BITS, because V8 evaluates many short string literals much faster than one
// long one (measured: 650K digits in one literal 15 ms, in pieces of 16K 5 ms).
//
// A sparse table has its buckets in blocks of 2^BLOCK_BITS. Within a block each stored weight is
// one unit of two digits: its gap from the previous stored bucket (1 to GAP_LIMIT), then its step
// (-31 to 31 steps of one scale); a longer gap takes units of SKIP first, each moving on
// GAP_LIMIT buckets. Reading a unit takes no arithmetic but one addition, which matters: a fresh
// runtime walks these in its interpreter. A bucket not stored reads as 0. `lengths` holds each
// block's length in units, in varying digits (one under 45, two under 2,025, more beyond). A
// runtime adds them up into starts on its first lookup; a lookup then walks about 128 units of its
// block (bench/safety-cold).
// A dense table is one digit a bucket.

export type Packed = { size: number; scale: number; data: string[]; lengths: string[] };
export type PackedDense = { size: number; scale: number; data: string[] };

const BLOCK_BITS = 12;
const PIECE_BITS = 14;
const STEPS = 31;
const ALPHABET = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i))
  .filter((c) => !`"'\`\\<`.includes(c))
  .join("");
const RADIX = ALPHABET.length;
/** Digits below HALF end a varying number; one from HALF on says another digit follows. */
const HALF = RADIX >> 1;
/** The gap digit of a unit that moves on GAP_LIMIT buckets and stores nothing. */
const SKIP = 0;
const GAP_LIMIT = RADIX - 1;
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

/** Appends `value` to `digits` in base HALF, lowest digit first, every digit but the last raised by HALF. */
function pushVarying(digits: string[], value: number): void {
  for (; value >= HALF; value = Math.floor(value / HALF)) digits.push(ALPHABET[HALF + (value % HALF)]);
  digits.push(ALPHABET[value]);
}

/** Reads what `pushVarying` wrote at `cursor.at`, and moves the cursor past it. */
function readVarying(pieces: string[], cursor: { at: number }): number {
  let value = 0;
  for (let weight = 1; ; weight *= HALF) {
    const digit = digitAt(pieces, cursor.at++);
    if (digit < HALF) return value + digit * weight;
    value += (digit - HALF) * weight;
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
      pushVarying(lengths, (data.length - blockStart) / 2);
      blockStart = data.length;
      previous = i - 1; // gaps restart at each block
    }
    const step = Math.round(weights[i] / scale);
    if (step === 0) continue;
    let gap = i - previous;
    for (; gap > GAP_LIMIT; gap -= GAP_LIMIT) data.push(ALPHABET[SKIP], ALPHABET[0]);
    data.push(ALPHABET[gap], ALPHABET[step + STEPS]);
    previous = i;
  }
  if (weights.length > 0) pushVarying(lengths, (data.length - blockStart) / 2);
  return { size: weights.length, scale, data: inPieces(data.join("")), lengths: inPieces(lengths.join("")) };
}

/** Packs every step of `weights`, one digit a bucket. */
export function packDense(weights: ArrayLike<number>): PackedDense {
  const scale = scaleOf(weights);
  return { size: weights.length, scale, data: inPieces(Array.from(weights, (w) => ALPHABET[Math.round(w / scale) + STEPS]).join("")) };
}

/** A dense table read in place. */
export class DenseTable {
  constructor(private readonly packed: PackedDense) {}

  at(index: number): number {
    return Math.fround((digitAt(this.packed.data, index) - STEPS) * this.packed.scale);
  }
}

/** A sparse table read in place. */
export class SparseWeights {
  constructor(private readonly packed: Packed) {}

  get size(): number {
    return this.packed.size;
  }

  private starts: Int32Array | null = null;

  /** The unit where block `block`'s weights start in `data`; block `block + 1`'s start is where it ends. */
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
    for (let at = 2 * this.start(block), end = 2 * this.start(block + 1); at < end; at += 2) {
      const gap = digitAt(this.packed.data, at);
      if (gap === SKIP) index += GAP_LIMIT;
      else visit((index += gap), digitAt(this.packed.data, at + 1) - STEPS);
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
   *  it before the JIT has had time to inline a call. */
  at(index: number): number {
    const { data, scale } = this.packed;
    const block = index >> BLOCK_BITS;
    let found = (block << BLOCK_BITS) - 1;
    for (let at = 2 * this.start(block), end = 2 * this.start(block + 1); at < end; at += 2) {
      const gap = digitAt(data, at);
      if (gap === SKIP) {
        found += GAP_LIMIT;
        continue;
      }
      found += gap;
      // Rounded as a Float32Array would hold it, so scores match the dense table's to the bit.
      if (found === index) return Math.fround((digitAt(data, at + 1) - STEPS) * scale);
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
