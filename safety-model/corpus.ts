// The crisis classifier's labelled data. data/manifest.json names every file's split: the model
// learns from `train`, `calibration` sets choose its thresholds and are never learnt from, and
// `test` sets are used for no choice at all, so only their figures measure unseen wording.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { featureText } from "../convex/safety/classifier/features";
import { readLabelled, type Labelled } from "./evaluate";

export type Split = "train" | "calibration" | "test";
export type DataFile = {
  file: string;
  split: Split;
  /** Training files only: whether the file was written as training data or is an older
   *  evaluation set that has since been trained on (pattern trust is measured on the former). */
  written?: "for training" | "as an evaluation set";
  /** Calibration and test files: trap messages, ordinary messages, or whole conversations. */
  kind?: "traps" | "everyday" | "conversations";
};

/** A path inside the repository, from its root. */
export const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
export const dataPath = (file: string) => fileURLToPath(new URL(`data/${file}`, import.meta.url));
export const MANIFEST: DataFile[] = (JSON.parse(readFileSync(dataPath("manifest.json"), "utf8")) as { files: DataFile[] }).files;

export const filesOf = (split: Split, kind?: DataFile["kind"]) =>
  MANIFEST.filter((f) => f.split === split && (kind === undefined || f.kind === kind)).map((f) => f.file);
/** Sets written for evaluation and trained on since, and ordinary messages trained on: the shipped
 *  model must still fit them (recall and false-positive rate within target in every language). */
export const FITTED_FILES = [1, 2, 3, 4, 5, 6, 7].map((n) => `train/traps-${n}.jsonl`).concat("train/development.jsonl");
export const FITTED_EVERYDAY = "train/everyday-3.jsonl";

/** Every labelled file the model must never learn from. */
export const UNSEEN_FILES = MANIFEST.filter((f) => f.split !== "train" && f.kind !== "conversations").map((f) => f.file);

/** Every labelled message the model learns from, in manifest order, and whether it comes from a
 *  file written as an evaluation set rather than as training data. */
export function corpus(): { rows: Labelled[]; evaluationStyle: boolean[] } {
  const train = MANIFEST.filter((f) => f.split === "train");
  // A message that happens to be written the same way in an unseen set is left out here.
  const unseen = new Set(UNSEEN_FILES.flatMap((f) => readLabelled(dataPath(f))).map((r) => featureText(r.text)));
  const files = train.map((f) => ({ evaluation: f.written === "as an evaluation set", rows: readLabelled(dataPath(f.file)).filter((r) => !unseen.has(featureText(r.text))) }));
  return { rows: files.flatMap((f) => f.rows), evaluationStyle: files.flatMap((f) => f.rows.map(() => f.evaluation)) };
}

/** The code that turns a message into features: weights trained with another version of it
 *  read other buckets. The patterns are not in it: they are tuned often, and the eval tests show
 *  when a change to them moves the screen's figures. */
const FEATURE_SOURCES = ["convex/safety/classifier/features.ts", "convex/safety/classifier/negation.ts", "convex/safety/normalize.ts", "convex/safety/hanzi.ts"];

/** What the shipped weights were produced from: every training and calibration file (name,
 *  split and content, in manifest order) and the code that reads them, as one SHA-256. Test sets
 *  are left out, so adding one never asks for retraining. */
export function corpusHash(): string {
  const hash = createHash("sha256");
  for (const f of MANIFEST.filter((m) => m.split !== "test")) hash.update(`${JSON.stringify(f)}\n`).update(readFileSync(dataPath(f.file)));
  for (const source of FEATURE_SOURCES) hash.update(`${source}\n`).update(readFileSync(fromRoot(source)));
  return hash.digest("hex");
}
