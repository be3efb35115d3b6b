// The corpus the crisis classifier learns from: every labelled file in tests/safety/train
// and the older evaluation sets, never the sets kept unseen to measure it.
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { featureText } from "../../convex/safety/classifier/features";
import { readLabelled, type Labelled } from "./evaluate";

export const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));
/** Held-out sets, trap messages and everyday ones, that the model never trains on. The
 *  calibration sets choose its threshold; the test sets are used for no choice at all. */
type HeldOut = { traps: string[]; everyday: string[] };
export const CALIBRATION_FILES: HeldOut = {
  traps: ["holdout8.jsonl", "holdout9.jsonl", "holdout10.jsonl", "holdout11.jsonl"],
  everyday: ["everyday-holdout.jsonl", "everyday-holdout-2.jsonl"],
};
export const TEST_FILES: HeldOut = { traps: ["holdout12.jsonl", "holdout13.jsonl"], everyday: ["everyday-holdout-3.jsonl"] };
export const UNSEEN_FILES = [CALIBRATION_FILES, TEST_FILES].flatMap((set) => [...set.traps, ...set.everyday]);
/** Every labelled message the model learns from, and whether it comes from a set written
 *  as an evaluation set (the development and older held-out sets) rather than as training data. */
export function corpus(): { rows: Labelled[]; evaluationStyle: boolean[] } {
  const train = readdirSync(here("train")).filter((f) => f.endsWith(".jsonl")).sort().map((f) => here(`train/${f}`));
  const sets = readdirSync(here("."))
    .filter((f) => f.endsWith(".jsonl") && f !== "conversations.jsonl" && !UNSEEN_FILES.includes(f))
    .sort()
    .map(here);
  // A message that happens to be written the same way in an unseen set is left out here.
  const unseen = new Set(UNSEEN_FILES.flatMap((f) => readLabelled(here(f))).map((r) => featureText(r.text)));
  const files = [...train, ...sets].map((f) => readLabelled(f).filter((r) => !unseen.has(featureText(r.text))));
  return { rows: files.flat(), evaluationStyle: files.flatMap((file, k) => file.map(() => k >= train.length)) };
}
