// npm run train:safety
// Trains the crisis classifier on the labelled corpus, sets its thresholds on messages it never
// trained on, and writes convex/safety/classifier/weights.ts.
import { CATEGORY_BITS, kindFeatures } from "../convex/safety/classifier/features";
import { CLASSIFIER_CATEGORIES, crisisScore } from "../convex/safety/classifier/model";
import { patternSignals } from "../convex/safety/patterns";
import { corpus } from "./corpus";
import { figures, matched, producedByNow, ship, TARGET_FPR } from "./ship";
import { crossValidatedScores, patternThresholdFor, thresholdFor, trainCategories, trainCompact, type Scored } from "./training";

/** A pattern match below the threshold counts while it is right this often: a missed crisis costs
 *  more than a false alarm, and at one in two the patterns stopped helping short crisis messages. */
const PATTERN_PRECISION = 1 / 3;

function main() {
  const { rows, evaluationStyle } = corpus();
  // Recorded from the files as read now, so an edit made while training runs shows as a mismatch.
  const producedBy = producedByNow(rows.length);
  const cv = crossValidatedScores(rows, (model, text) => crisisScore(text, model));
  const scored: Scored[] = rows.map((r, i) => ({ label: r.label, score: cv[i], ...matched(r.text) }));
  // How far a pattern match can be trusted below the threshold is measured on the training
  // files, because the patterns were tuned on the evaluation-style sets.
  const held = scored.filter((_, i) => evaluationStyle[i]);
  const fresh = scored.filter((_, i) => !evaluationStyle[i]);
  const withPattern = patternThresholdFor(fresh, thresholdFor([held], 1, TARGET_FPR), PATTERN_PRECISION);

  // The kind of risk is learnt from crisis rows whose wording the patterns already name. A row
  // with only weak signals (a farewell, giving things away, hopelessness) is named self-harm, as
  // the screen names such signals: without them indirect wording taught the kinds model nothing,
  // and it named "I'm giving all my stuff away" by its incidental words.
  const named = rows.flatMap((r) => {
    if (r.label !== "crisis") return [];
    const { categories, weak } = patternSignals(r.text);
    const found = categories.length === 0 && weak.length > 0 ? (["self_harm"] as const) : categories;
    return found.length === 1 ? [{ text: r.text, category: CLASSIFIER_CATEGORIES.indexOf(found[0]) }] : [];
  });
  const categories = trainCategories(named, CLASSIFIER_CATEGORIES.length, CATEGORY_BITS, kindFeatures);
  const joined = new Float32Array(categories.weights.length << CATEGORY_BITS);
  categories.weights.forEach((w, k) => joined.set(w, k << CATEGORY_BITS));

  const thresholds = ship({
    producedBy,
    crisis: trainCompact(rows),
    withPattern,
    categories: { weights: joined, bias: categories.bias },
  });
  console.log(`messages=${rows.length} crisis=${rows.filter((r) => r.label === "crisis").length} named=${named.length}`);
  console.log(`cross-validated: evaluation-style sets ${figures(held, thresholds)}; training files ${figures(fresh, thresholds)}`);
}

main();
