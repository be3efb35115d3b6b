// What a reply's prompt carries besides the system prompt: the topic's memory, the rolling
// summary of the conversation's earlier part, and its newest turns verbatim within a budget.

/** Tokens of history (beyond the system prompt) sent with each reply. */
export const HISTORY_TOKEN_BUDGET = 4000;
/** Messages read from the database before the budget is applied. */
export const HISTORY_MAX_MESSAGES = 100;
/** The newest messages of a conversation, always sent verbatim; older ones are folded into its summary. */
export const VERBATIM_MESSAGES = 4;
/** The summary is brought up to date once this many messages follow it, so the prompt levels off. */
export const SUMMARIZE_AFTER_MESSAGES = VERBATIM_MESSAGES + 4;
/** Characters of the rolling summary. */
export const SUMMARY_MAX_CHARS = 1000;
/** Role and separator tokens the chat format adds to every message. */
const MESSAGE_OVERHEAD_TOKENS = 4;

export type Turn = { role: "user" | "assistant"; content: string };

/**
 * A deliberately high token estimate without a tokenizer: English packs about four ASCII
 * characters a token but Swahili or Romanian under three, other alphabets (Cyrillic, Arabic)
 * about two, and CJK or Indic scripts about one, so the budget holds in every language.
 */
export function estimateTokens(text: string): number {
  let ascii = 0;
  let alphabetic = 0;
  let other = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) ascii++;
    else if (code < 0x800) alphabetic++;
    else other++;
  }
  return Math.ceil(ascii / 2.8 + alphabetic / 2 + other);
}

export function estimateTurnTokens(turn: Turn): number {
  return estimateTokens(turn.content) + MESSAGE_OVERHEAD_TOKENS;
}

/**
 * Keeps the newest turns, oldest first, within `budget`. The newest turn is always kept,
 * since it is what the reply answers.
 */
export function fitHistory(turns: Turn[], budget = HISTORY_TOKEN_BUDGET): Turn[] {
  const kept: Turn[] = [];
  let used = 0;
  for (let i = turns.length - 1; i >= 0; i--) {
    const cost = estimateTurnTokens(turns[i]);
    if (kept.length > 0 && used + cost > budget) break;
    kept.push(turns[i]);
    used += cost;
  }
  return kept.reverse();
}

/** What Kaia carries into a reply beyond the turns: the topic's memory and the conversation's summary. */
export type Recall = { memory: string[]; summary?: string };

/** The recall as the model reads it; null when there is nothing to recall. */
export function recallText({ memory, summary }: Recall): string | null {
  const parts: string[] = [];
  if (memory.length > 0) {
    parts.push(
      "What you remember about this person on this topic from earlier conversations (they can read and edit it in the app; use it naturally, never recite it, and let what they say now win):\n" +
        memory.map((item) => `- ${item}`).join("\n"),
    );
  }
  if (summary) parts.push(`Summary of the earlier part of this conversation (its newest messages follow):\n${summary}`);
  return parts.length > 0 ? parts.join("\n\n") : null;
}

export type PromptMessage = { role: "system" | "user" | "assistant"; content: string };

/** The reply's messages: the system prompt, the recall, and the newest turns within the budget. */
export function promptMessages(system: string, recall: Recall, turns: Turn[]): PromptMessage[] {
  const recalled = recallText(recall);
  return [
    { role: "system", content: system },
    ...(recalled ? [{ role: "system" as const, content: recalled }] : []),
    ...fitHistory(turns),
  ];
}
