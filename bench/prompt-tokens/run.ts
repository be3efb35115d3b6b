// Prints how many prompt tokens a 50-turn conversation sends with the history budget,
// compared with sending the whole history every time. Tokens are counted with the gpt-4o
// tokenizer. Run: npx tsx bench/prompt-tokens/run.ts
import { countTokens } from "gpt-tokenizer/model/gpt-4o";
import { systemPrompt } from "../../convex/ai/prompt";
import { fitHistory, HISTORY_TOKEN_BUDGET, type Turn } from "../../convex/ai/history";

const TURNS = 50;

// Deterministic, realistic lengths: users write 1–4 sentences, Kaia answers in 5–8.
const USER = [
  "I keep lying awake at night thinking about work.",
  "My manager added two more projects this week and I already feel behind.",
  "I tried the breathing exercise but my mind keeps racing.",
  "Sometimes I feel like nobody notices how much I am carrying.",
  "I skipped lunch again because there was no time.",
];
const KAIA = [
  "That sounds exhausting, and it makes sense that your mind won't switch off.",
  "When the load keeps growing, feeling behind is a signal, not a personal failure.",
  "Let's pick one small thing you can change tonight, so tomorrow starts a little lighter.",
  "You could write down the three tasks that matter most and park the rest on paper.",
  "A short walk or a glass of water between meetings can give your body a reset.",
  "If this keeps going for weeks, talking to a doctor or counsellor could really help.",
  "What feels like the smallest step you could try before bed today?",
  "I'm an AI, but I'm here to think it through with you whenever you need.",
];
const pick = (list: string[], n: number, seed: number) => Array.from({ length: n }, (_, i) => list[(seed + i) % list.length]).join(" ");

const conversation: Turn[] = [];
const system = { role: "system" as const, content: systemPrompt({ topicId: "stress", language: "en", age: 30 }) };
let sentTotal = 0;
let wholeTotal = 0;
const rows: string[] = [];

for (let turn = 1; turn <= TURNS; turn++) {
  conversation.push({ role: "user", content: pick(USER, 1 + (turn % 4), turn) });
  const sent = countTokens([system, ...fitHistory(conversation)]);
  const whole = countTokens([system, ...conversation]);
  sentTotal += sent;
  wholeTotal += whole;
  if (turn % 10 === 0 || turn === 1) rows.push(`turn ${String(turn).padStart(2)}   ${String(sent).padStart(6)}   ${String(whole).padStart(6)}`);
  conversation.push({ role: "assistant", content: pick(KAIA, 5 + (turn % 4), turn) });
}

console.log(`history budget: ${HISTORY_TOKEN_BUDGET} estimated tokens; system prompt: ${countTokens([system])} tokens`);
console.log("            sent    whole history");
for (const row of rows) console.log(row);
console.log(`all ${TURNS} turns ${String(sentTotal).padStart(7)}  ${String(wholeTotal).padStart(7)}  (${Math.round((100 * sentTotal) / wholeTotal)}% of the whole-history cost)`);
