// Logistic-regression crisis classifier over hashed features, with a small softmax model
// naming the kind of risk. Trained by `npm run train:safety` from the labelled messages in
// safety-model/data and shipped as data, so the screen runs offline and the same everywhere.
import type { RiskCategory } from "../../lib/validators";
import { RISK_CATEGORIES } from "../../shared/safety";
import { CATEGORY_BITS, FEATURE_BITS, kindFeatures, partFeatures, type Features } from "./features";
import { DenseTable, SparseWeights } from "./packing";
import { scriptOf } from "./script";
import { MODEL } from "./weights";

/** A table of weights by feature bucket: dense while training, sparse as shipped. */
export type WeightTable = Float32Array | { at(index: number): number };
export type Weights = { weights: WeightTable; bias: number };
export const CLASSIFIER_CATEGORIES: readonly RiskCategory[] = RISK_CATEGORIES;

type Shipped = { crisis: Weights; categories: WeightTable[] };
let shipped: Shipped | null = null;

function load(): Shipped {
  if (MODEL.crisis.size !== 1 << FEATURE_BITS || MODEL.categories.size !== CLASSIFIER_CATEGORIES.length << CATEGORY_BITS) {
    throw new Error("the crisis model was trained on other features: run npm run train:safety");
  }
  const all = new DenseTable(MODEL.categories);
  return {
    crisis: { weights: new SparseWeights(MODEL.crisis), bias: MODEL.bias },
    categories: CLASSIFIER_CATEGORIES.map((_, k) => ({ at: (index: number) => all.at((k << CATEGORY_BITS) + index) })),
  };
}
const model = () => (shipped ??= load());

export function dot(weights: WeightTable, bias: number, { indices, values }: Features): number {
  let z = bias;
  if (weights instanceof Float32Array) for (let k = 0; k < indices.length; k++) z += weights[indices[k]] * values[k];
  else for (let k = 0; k < indices.length; k++) z += weights.at(indices[k]) * values[k];
  return z;
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** The highest score over the message and its parts. */
export function crisisScore(text: string, weights: Weights = model().crisis): number {
  let best = 0;
  for (const part of partFeatures(text)) best = Math.max(best, sigmoid(dot(weights.weights, weights.bias, part)));
  return best;
}

/** The score below which nothing, not even a pattern match, makes a text risky: the screen
 *  skips the patterns there, which keeps ordinary messages fast. */
export const PATTERN_THRESHOLD = MODEL.patternThreshold;

/** The score at which a text is risky on its own: its script's threshold. */
export const crisisThreshold = (text: string): number => MODEL.scriptThresholds[scriptOf(text)];

/** Whether a text with this score is risky: a high score alone (`threshold`, from
 *  `crisisThreshold`), or a pattern match that the classifier does not contradict (the threshold
 *  for that is learnt from how often such matches are right). */
export function isCrisis(score: number, threshold: number, patternMatched = false): boolean {
  return score >= threshold || (patternMatched && score >= MODEL.patternThreshold);
}

/** Below this many logits between its first two kinds, the kinds model is unsure of a text's kind
 *  (chosen on the calibration traps: 5% of the crisis messages it names, among them 3 of the 14
 *  where the patterns name another kind; "I'm giving all my stuff away" by 0.15 as harm to others). */
export const UNSURE_KIND_MARGIN = 0.25;

/** The most likely kind of risk in a text the classifier flagged, and whether the kinds model is sure of it. */
export function likelyCategory(text: string): { category: RiskCategory; sure: boolean } {
  const found = kindFeatures(text);
  const { categories } = model();
  const scores = categories.map((weights, k) => dot(weights, MODEL.categoryBias[k], found));
  const ranked = scores.map((_, k) => k).sort((a, b) => scores[b] - scores[a]);
  return { category: CLASSIFIER_CATEGORIES[ranked[0]], sure: scores[ranked[0]] - scores[ranked[1]] >= UNSURE_KIND_MARGIN };
}
