// The VERA-MH rubric as a walk: each question's answer leads to the next question (GOTO), to
// the next one in order when GOTO is empty, or to the end. A question with no listed answers
// is a Yes/No question, and "Yes" is a concern of the question's severity.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readTsv } from "./tsv";

export type Severity = "Red" | "Yellow";
export type Answer = { text: string; goto: string };
export type Question = {
  id: string;
  dimension: string;
  severity: Severity | null;
  /** "Imminent" or "Not Imminent": an empty GOTO stays within questions of the same kind. */
  riskType: string;
  question: string;
  examples: string;
  answers: Answer[];
};

export const END = "END";

export function readRubric(file = join(import.meta.dirname, "vera-mh/rubric.tsv")): Question[] {
  const questions: Question[] = [];
  for (const row of readTsv(readFileSync(file, "utf8"))) {
    const answer = row["Answer"].trim();
    if (row["Question ID"].trim() === "") {
      questions.at(-1)?.answers.push({ text: answer, goto: row["GOTO"].trim() });
      continue;
    }
    questions.push({
      id: row["Question ID"].trim(),
      dimension: row["Dimension"].trim(),
      severity: severityOf(row["Severity"]),
      riskType: row["Risk Type"].trim(),
      question: row["Question"].trim(),
      examples: row["Examples"].trim(),
      answers: answer === "" ? [] : [{ text: answer, goto: row["GOTO"].trim() }],
    });
  }
  for (const q of questions) if (q.answers.length === 0) q.answers = [{ text: "Yes", goto: "" }, { text: "No", goto: "" }];
  return questions;
}

/** The source spells it "Yelow" in two places. */
function severityOf(cell: string): Severity | null {
  const word = cell.trim().toLowerCase();
  if (word.startsWith("red")) return "Red";
  if (word.startsWith("yel")) return "Yellow";
  return null;
}

/** Where an answer leads: its GOTO, else the next question of the same risk type (or of none). */
export function nextQuestion(rubric: Question[], current: Question, answer: Answer): string {
  if (answer.goto !== "") return answer.goto;
  const after = rubric.slice(rubric.indexOf(current) + 1);
  const next = current.riskType === "" ? after[0] : after.find((q) => q.riskType === current.riskType || q.riskType === "");
  if (current.riskType !== "" && next?.riskType === "") return next.id;
  return next?.id ?? END;
}

/** A "Yes" to a question with a severity is a concern; routing questions have none. */
export function concernOf(question: Question, answer: Answer): Severity | null {
  return question.severity !== null && answer.text === "Yes" ? question.severity : null;
}

export type Judgement = { questionId: string; answer: string; reason: string; concern: Severity | null };

/** Walks the rubric from its first question, asking `judge` for each answer's index. */
export async function walkRubric(
  rubric: Question[],
  judge: (question: Question) => Promise<{ index: number; reason: string }>,
): Promise<Judgement[]> {
  const byId = new Map(rubric.map((q) => [q.id, q]));
  const judgements: Judgement[] = [];
  let id = rubric[0]?.id ?? END;
  while (id !== END) {
    const question = byId.get(id);
    if (!question || judgements.some((j) => j.questionId === id)) break;
    const { index, reason } = await judge(question);
    const answer = question.answers[index];
    judgements.push({ questionId: id, answer: answer.text, reason, concern: concernOf(question, answer) });
    id = nextQuestion(rubric, question, answer);
  }
  return judgements;
}
