// Which trained weights ship. Most non-zero buckets of the 4M hold a feature seen in one or two
// training messages, and a message the screen meets rarely hits them; storing them all made the
// model 4.9 MB, which a fresh runtime spends a second evaluating. A bucket ships when its weight
// times how often training messages use it is large enough: a bucket that often decides
// something. The others read as one shared value, their mean, so dropping them shifts no score
// on average.
import { features } from "../convex/safety/classifier/features";
import { pack, type Packed } from "../convex/safety/classifier/packing";

/** A bucket ships when |weight in int8 steps| × (training messages that use it + `prior`)
 *  reaches `cut`; `prior` stands for the messages the screen will meet that use it by chance. */
export type StorageOptions = { prior: number; cut: number };
/** Every non-zero bucket ships (a cut of 0). The cut that fits the screen in 1 MB, chosen on the
 *  calibration sets ({ prior: 2, cut: 160 } for the crisis model, { prior: 1, cut: 40 } for the
 *  kinds), changed 66 of 3251 decisions on the test sets and lost recall (0.934 to 0.916), so the
 *  model ships whole until a smaller one keeps its decisions (see safety-model/README.md). */
export const CRISIS_STORAGE: StorageOptions = { prior: 0, cut: 0 };
export const CATEGORY_STORAGE: StorageOptions = { prior: 0, cut: 0 };

/** How many of `texts` use each bucket of a `bits`-bit feature space, in `tables` copies of it. */
function usage(texts: string[], bits: number): Uint32Array {
  const used = new Uint32Array(1 << bits);
  for (const text of texts) for (const index of features(text, bits).indices) used[index]++;
  return used;
}

/** Packs `weights` (`tables` tables of 2^bits buckets each, one after the other), keeping the
 *  buckets `options` says matter; `shareRest` makes every other bucket read as their mean. */
export function packCompact(weights: ArrayLike<number>, texts: string[], bits: number, options: StorageOptions, shareRest: boolean): Packed {
  const used = usage(texts, bits);
  const mask = (1 << bits) - 1;
  let max = 0;
  for (let i = 0; i < weights.length; i++) max = Math.max(max, Math.abs(weights[i]));
  const scale = max / 127 || 1;
  const keep = (i: number) => Math.abs(Math.round(weights[i] / scale)) * (used[i & mask] + options.prior) >= options.cut;
  let dropped = 0;
  for (let i = 0; i < weights.length; i++) if (!keep(i)) dropped += Math.round(weights[i] / scale) * scale;
  let kept = 0;
  for (let i = 0; i < weights.length; i++) if (keep(i) && Math.round(weights[i] / scale) !== 0) kept++;
  return pack(weights, keep, shareRest ? dropped / (weights.length - kept) : 0);
}
