// What may be kept in memory or a summary: nothing the crisis screen reads as risk, and no
// method or lethality detail. Memory outlives the conversation, so it is held to the stricter rule.
import { PATTERN_THRESHOLD } from "./classifier/model";
import { lethalityDetail, sentences } from "./replyCheck";
import { screenText } from "./screen";

/** Whether a memory item may be stored: the crisis screen finds no risk in it and it gives no lethal detail. */
export function isSafeToRemember(text: string): boolean {
  const { categories, score } = screenText(text);
  return categories.length === 0 && score < PATTERN_THRESHOLD && !lethalityDetail(text);
}

/** A summary without its sentences that give method or lethality details. */
export function withoutRiskDetails(summary: string): string {
  return sentences(summary)
    .filter((sentence) => !lethalityDetail(sentence.text))
    .map((sentence) => sentence.text)
    .join("")
    .trim();
}
