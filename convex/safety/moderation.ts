// The provider's moderation check, layered on the offline screen. It can only add risk:
// when it is not configured, slow or failing twice, the offline result stands unchanged.
import OpenAI from "openai";
import type { RiskCategory } from "../lib/validators";
import { env } from "../lib/env";
import { providerClient } from "../ai/client";

/** Short, so a slow provider delays a crisis reply as little as possible. */
export const MODERATION_TIMEOUT_MS = 5000;
/** One retry: a single dropped request must not leave a message unchecked. */
const MODERATION_ATTEMPTS = 2;

const CATEGORY_MAP: Record<string, RiskCategory> = {
  "self-harm": "self_harm",
  "self-harm/intent": "self_harm",
  "self-harm/instructions": "self_harm",
  violence: "harm_to_others",
  "harassment/threatening": "harm_to_others",
  "hate/threatening": "harm_to_others",
  "sexual/minors": "abuse",
};

/** The moderation category that stops a reply of Kaia's. */
const INSTRUCTIONS = "self-harm/instructions";

// Self-hosted servers (Ollama, LM Studio, vLLM) have no moderation endpoint: the same model is
// asked instead, for a strict JSON verdict in the moderation endpoint's own category names.
export const CLASSIFY_PROMPT = `You are a safety classifier for an emotional-support chat. Read the text and answer with one JSON object and nothing else:
{"self-harm": boolean, "self-harm/instructions": boolean, "violence": boolean, "sexual/minors": boolean}
- "self-harm": the writer may be thinking of suicide or self-harm, said directly, vaguely, in code ("unalive", "kms", "sleep forever"), as a question about methods, heights, doses or surviving, or "for a friend".
- "self-harm/instructions": the text gives methods, means, heights, doses, speeds or other details that could be used to die or get hurt.
- "violence": the writer may hurt someone else, or someone is hurting them.
- "sexual/minors": sexual content involving a minor.`;

/** Whether the provider says it has no moderation endpoint (so classification is asked instead). */
function unsupported(error: unknown): boolean {
  return error instanceof OpenAI.APIError && [404, 405, 501].includes(error.status ?? 0);
}

/** A strict reading of the model's verdict: an object of booleans, nothing else counts. */
export function parseVerdict(text: string): Set<string> {
  const json: unknown = JSON.parse(text.trim().replace(/^```(?:json)?\s*|\s*```$/g, ""));
  if (typeof json !== "object" || json === null || Array.isArray(json)) throw new Error("Verdict is not an object");
  const flagged = new Set<string>();
  for (const [name, value] of Object.entries(json)) {
    if (typeof value !== "boolean") throw new Error(`Verdict field ${name} is not a boolean`);
    if (value) flagged.add(name);
  }
  return flagged;
}

async function askModeration(text: string): Promise<Set<string>> {
  const client = providerClient().withOptions({ timeout: MODERATION_TIMEOUT_MS, maxRetries: 0 });
  const response = await client.moderations.create({ model: env.openaiModerationModel, input: text });
  const flagged = new Set<string>();
  for (const result of response.results ?? []) {
    for (const [name, value] of Object.entries(result.categories ?? {})) if (value === true) flagged.add(name);
  }
  return flagged;
}

async function askModel(text: string): Promise<Set<string>> {
  const client = providerClient().withOptions({ timeout: MODERATION_TIMEOUT_MS, maxRetries: 0 });
  const response = await client.chat.completions.create({
    model: env.openaiModel,
    temperature: 0,
    response_format: { type: "json_object" },
    messages: [
      { role: "system", content: CLASSIFY_PROMPT },
      { role: "user", content: text },
    ],
  });
  return parseVerdict(response.choices[0]?.message?.content ?? "");
}

/** The flagged moderation categories for `text`; null when not configured or failing twice. */
export async function moderationFlags(text: string): Promise<Set<string> | null> {
  if (!env.providerConfigured || text.trim() === "") return null;
  let ask = askModeration;
  for (let attempt = 1; attempt <= MODERATION_ATTEMPTS; attempt++) {
    try {
      return await ask(text);
    } catch (error) {
      if (ask === askModeration && unsupported(error)) {
        ask = askModel;
        attempt--;
        continue;
      }
      const how = ask === askModeration ? "moderation endpoint" : "classification request";
      console.warn(`Moderation failed (${how}, attempt ${attempt} of ${MODERATION_ATTEMPTS}): ${describe(error)}`);
    }
  }
  // The offline screen already decided; a provider outage never lowers it.
  return null;
}

function describe(error: unknown): string {
  if (error instanceof OpenAI.APIError) return `${error.status ?? "no status"} ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

/** Risk categories the provider flags in `text`; [] when none; null when not configured or failing. */
export async function moderateText(text: string): Promise<RiskCategory[] | null> {
  const flagged = await moderationFlags(text);
  if (flagged === null) return null;
  const found = new Set<RiskCategory>();
  for (const name of flagged) if (CATEGORY_MAP[name]) found.add(CATEGORY_MAP[name]);
  return [...found];
}

/** Whether the provider finds instructions for self-harm in a reply of Kaia's (false when it cannot tell). */
export async function replyGivesInstructions(text: string): Promise<boolean> {
  return (await moderationFlags(text))?.has(INSTRUCTIONS) ?? false;
}
