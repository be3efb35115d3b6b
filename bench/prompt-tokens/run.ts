// Prints how many prompt tokens a 50-turn conversation sends (system prompt, a full memory,
// the rolling summary and the newest turns), compared with sending the whole history every
// time. The summary is updated as the server does it, landing only after the reply that asked
// for it, at the length the model is asked to keep; memory holds as many items as it may.
// Tokens are counted with the gpt-4o tokenizer. Run: npx tsx bench/prompt-tokens/run.ts
import { countTokens } from "gpt-tokenizer/model/gpt-4o";
import { systemPrompt } from "../../convex/ai/prompt";
import {
  promptMessages,
  SUMMARIZE_AFTER_MESSAGES,
  SUMMARY_MAX_CHARS,
  VERBATIM_MESSAGES,
  type Turn,
} from "../../convex/ai/history";
import { MEMORY_MAX_CHARS } from "../../convex/shared/memory";

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
const MEMORY = [
  "Works as a project manager at a logistics firm; two new projects were added to their load this week",
  "Wants to be asleep before midnight on work nights and to stop checking email in bed",
  "Sister is called Ana, lives nearby and is the person they talk to when things get too much",
  "Tried box breathing before meetings; it helps a little, but not at night when the mind races",
  "Has an exam for a project management certificate on 12 March and worries about studying time",
  "Skips lunch when meetings run over and wants to keep a proper lunch break at least three days a week",
  "Goal: a 20-minute walk three times a week, ideally with Ana on Sunday mornings",
  "Finds it hard to say no to the manager and wants to practise asking which task can wait",
];
const SUMMARY_SENTENCES = [
  "They feel behind at work since their manager added two projects, and lie awake thinking about it.",
  "Breathing exercises helped a little; a racing mind still keeps them up.",
  "They feel unseen in how much they carry and often skip lunch.",
  "Kaia suggested writing down the three tasks that matter most and parking the rest on paper, short walks between meetings, and one small change before bed.",
  "Open question: which small step they will try tonight.",
];
const pick = (list: string[], n: number, seed: number) => Array.from({ length: n }, (_, i) => list[(seed + i) % list.length]).join(" ");
/** Sentences repeated to `chars`, as long as the model is allowed to write. */
const filled = (sentences: string[], chars: number) => {
  let text = "";
  for (let i = 0; (text + sentences[i % sentences.length]).length < chars; i++) text += `${sentences[i % sentences.length]} `;
  return text.trim();
};
const memory = MEMORY.reduce<string[]>((kept, item) => (kept.join("").length + item.length <= MEMORY_MAX_CHARS ? [...kept, item] : kept), []);
const SUMMARY = filled(SUMMARY_SENTENCES, SUMMARY_MAX_CHARS - 100);

const conversation: Turn[] = [];
const system = systemPrompt({ topicId: "stress", language: "en", age: 30 });
/** Messages the summary covers; they are no longer sent verbatim. */
let summarised = 0;
let sentTotal = 0;
let wholeTotal = 0;
const sentPerTurn: number[] = [];
const rows: string[] = [];

for (let turn = 1; turn <= TURNS; turn++) {
  conversation.push({ role: "user", content: pick(USER, 1 + (turn % 4), turn) });
  const recall = { memory, summary: summarised > 0 ? SUMMARY : undefined };
  const sent = countTokens(promptMessages(system, recall, conversation.slice(summarised)));
  const whole = countTokens([{ role: "system", content: system }, ...conversation]);
  sentTotal += sent;
  wholeTotal += whole;
  sentPerTurn.push(sent);
  if (turn % 10 === 0 || turn === 1 || turn === 5) {
    rows.push(`turn ${String(turn).padStart(2)}   ${String(sent).padStart(6)}   ${String(whole).padStart(6)}   ${String(Math.round((100 * sent) / whole)).padStart(3)}%`);
  }
  // The message just sent and its pending reply follow the summary; enough of them and it catches up.
  const following = conversation.length - summarised + 1;
  const catchUp = following >= SUMMARIZE_AFTER_MESSAGES ? conversation.length + 1 - VERBATIM_MESSAGES : summarised;
  conversation.push({ role: "assistant", content: pick(KAIA, 5 + (turn % 4), turn) });
  summarised = catchUp;
}

const last = sentPerTurn[TURNS - 1];
const lastWhole = countTokens([{ role: "system", content: system }, ...conversation.slice(0, -1)]);
const later = sentPerTurn.slice(9);
console.log(`system prompt: ${countTokens([{ role: "system", content: system }])} tokens; memory: ${memory.join("").length} characters; summary: ${SUMMARY.length} characters`);
console.log(`verbatim: the newest ${VERBATIM_MESSAGES} to ${SUMMARIZE_AFTER_MESSAGES} messages`);
console.log("            sent    whole history");
for (const row of rows) console.log(row);
console.log(`prompt at turn ${TURNS}: ${last} tokens, ${Math.round((100 * last) / lastWhole)}% of the whole history`);
console.log(`prompts from turn 10 on: ${Math.min(...later)} to ${Math.max(...later)} tokens (level)`);
console.log(`all ${TURNS} turns ${String(sentTotal).padStart(7)}  ${String(wholeTotal).padStart(7)}  (${Math.round((100 * sentTotal) / wholeTotal)}% of the whole-history cost)`);
