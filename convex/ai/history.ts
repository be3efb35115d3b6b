// The part of a conversation sent to the model: the most recent turns that fit a token budget.

/** Tokens of history (beyond the system prompt) sent with each reply. */
export const HISTORY_TOKEN_BUDGET = 4000;
/** Messages read from the database before the budget is applied. */
export const HISTORY_MAX_MESSAGES = 100;
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
