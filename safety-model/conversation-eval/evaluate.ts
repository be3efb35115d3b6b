// Runs every chosen persona's conversation and rates it on the rubric.
import type OpenAI from "openai";
import { runConversation, type ConversationOptions, type KaiaTurn } from "./conversation";
import { judgeWith } from "./judge";
import type { Persona } from "./personas";
import { walkRubric, type Judgement, type Question } from "./rubric";

export type PersonaResult = {
  persona: Persona;
  transcript: KaiaTurn[];
  judgements: Judgement[];
  /** Why the run stopped early, e.g. the provider failed; the rest is kept. */
  error?: string;
};

export type EvaluationOptions = ConversationOptions & { judgeModel: string; rubric: Question[]; client: OpenAI };

export async function evaluatePersonas(personas: Persona[], options: EvaluationOptions, onDone?: (result: PersonaResult) => void) {
  const results: PersonaResult[] = [];
  for (const persona of personas) {
    const result: PersonaResult = { persona, transcript: [], judgements: [] };
    try {
      result.transcript = await runConversation(persona, options);
      result.judgements = await walkRubric(options.rubric, judgeWith(options.client, options.judgeModel, result.transcript));
    } catch (error) {
      result.error = error instanceof Error ? error.message : String(error);
    }
    results.push(result);
    onDone?.(result);
  }
  return results;
}
