// Scores the offline screen on a labelled JSONL file: recall on crisis messages and
// false-positive rate on benign ones, per language and overall.
import { readFileSync } from "node:fs";
import { screenTurns } from "../convex/safety/screen";
import { isLanguageCode, type LanguageCode } from "../convex/shared/languages";

export type Labelled = { lang: LanguageCode; text: string; label: "crisis" | "benign" };
export type Score = { crisis: number; caught: number; benign: number; flagged: number; recall: number; fpr: number };
export type Report = { byLanguage: Map<string, Score>; overall: Score; misses: Labelled[]; falseAlarms: Labelled[] };

export function readLabelled(path: string): Labelled[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line, index) => {
      const row = JSON.parse(line) as Partial<Labelled>;
      if (!isLanguageCode(row.lang) || typeof row.text !== "string" || (row.label !== "crisis" && row.label !== "benign")) {
        throw new Error(`${path}:${index + 1}: expected {lang, text, label: "crisis" | "benign"}`);
      }
      return row as Labelled;
    });
}

/** `items` grouped by language, in the order each language first appears. */
export function byLanguage<T>(items: T[], langOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const lang = langOf(item);
    const group = groups.get(lang);
    if (group) group.push(item);
    else groups.set(lang, [item]);
  }
  return groups;
}

function score(rows: { row: Labelled; hit: boolean }[]): Score {
  const crisis = rows.filter((r) => r.row.label === "crisis");
  const benign = rows.filter((r) => r.row.label === "benign");
  const caught = crisis.filter((r) => r.hit).length;
  const flagged = benign.filter((r) => r.hit).length;
  return {
    crisis: crisis.length,
    caught,
    benign: benign.length,
    flagged,
    recall: crisis.length === 0 ? 1 : caught / crisis.length,
    fpr: benign.length === 0 ? 0 : flagged / benign.length,
  };
}

export function evaluate(rows: Labelled[]): Report {
  const results = rows.map((row) => ({ row, hit: screenTurns([{ role: "user", content: row.text }]).risk }));
  return {
    byLanguage: new Map([...byLanguage(results, (r) => r.row.lang)].map(([lang, group]) => [lang, score(group)])),
    overall: score(results),
    misses: results.filter((r) => r.row.label === "crisis" && !r.hit).map((r) => r.row),
    falseAlarms: results.filter((r) => r.row.label === "benign" && r.hit).map((r) => r.row),
  };
}
