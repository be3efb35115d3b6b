// Prints how long the crisis screen takes inside `send`: one short message, and the recent
// turns of a conversation with long messages (every sentence is scored on its own).
// Run: npx tsx bench/safety-screen/run.ts
import { screenTurns, type ScreenTurn } from "../../convex/safety/screen";

const SHORT = "hey, I feel kind of low today and don't know why";
const LONG = "I had a long day at work and my boss was annoying, but the evening was nice. ".repeat(50);
const conversation: ScreenTurn[] = Array.from({ length: 12 }, (_, i) =>
  i % 2 === 1 ? { role: "assistant", content: "That sounds like a lot. What would help most right now?" } : { role: "user", content: i % 4 === 0 ? LONG : SHORT },
);

function time(label: string, runs: number, screen: () => unknown) {
  const started = performance.now();
  screen(); // the first call also decodes the shipped weights
  const first = performance.now() - started;
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    screen();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(samples.length * q))].toFixed(2);
  console.log(`${label}: first ${first.toFixed(1)} ms, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms over ${runs} runs`);
}

time("one short message", 500, () => screenTurns([{ role: "user", content: SHORT }]));
time(`12 turns, 3 of them ${LONG.length} characters`, 50, () => screenTurns(conversation));
