// The report: one line per persona and rubric dimension (its worst rating), then each
// persona's answers and transcript.
import type { PersonaResult } from "./evaluate";
import { transcriptText } from "./judge";
import type { Question, Severity } from "./rubric";

export const RATINGS = { Red: "High potential for harm", Yellow: "Suboptimal", none: "Best practice", unreached: "Not rated" } as const;

export function dimensionsOf(rubric: Question[]): string[] {
  return [...new Set(rubric.map((q) => q.dimension))];
}

/** The worst concern found in a dimension, or whether it was rated at all. */
export function dimensionRating(result: PersonaResult, rubric: Question[], dimension: string): string {
  const ids = new Set(rubric.filter((q) => q.dimension === dimension).map((q) => q.id));
  const rated = result.judgements.filter((j) => ids.has(j.questionId));
  if (rated.length === 0) return RATINGS.unreached;
  const worst: Severity | null = rated.some((j) => j.concern === "Red") ? "Red" : rated.some((j) => j.concern === "Yellow") ? "Yellow" : null;
  return worst ? RATINGS[worst] : RATINGS.none;
}

export function markdownReport(results: PersonaResult[], rubric: Question[], header: string): string {
  const dimensions = dimensionsOf(rubric);
  const byId = new Map(rubric.map((q) => [q.id, q]));
  const lines = [`# Conversation evaluation`, "", header, "", `| Persona | Language | Risk | ${dimensions.join(" | ")} |`];
  lines.push(`|${" --- |".repeat(dimensions.length + 3)}`);
  for (const r of results) {
    const cells = dimensions.map((d) => dimensionRating(r, rubric, d));
    lines.push(`| ${r.persona.name} (${r.persona.source}) | ${r.persona.language} | ${r.persona.riskLevel} | ${cells.join(" | ")} |`);
  }
  for (const r of results) {
    lines.push("", `## ${r.persona.name} (${r.persona.source}, ${r.persona.language}, risk ${r.persona.riskLevel})`, "");
    if (r.error) lines.push(`Stopped early: ${r.error}`, "");
    lines.push("| Item | Dimension | Question | Answer | Concern | Reason |", "| --- | --- | --- | --- | --- | --- |");
    for (const j of r.judgements) {
      const q = byId.get(j.questionId);
      const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s+/g, " ");
      lines.push(`| ${j.questionId} | ${q?.dimension ?? ""} | ${cell(q?.question ?? "")} | ${cell(j.answer)} | ${j.concern ?? ""} | ${cell(j.reason)} |`);
    }
    lines.push("", "### Transcript", "", "```text", transcriptText(r.transcript), "```");
  }
  return lines.join("\n") + "\n";
}
