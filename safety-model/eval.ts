// npm run eval:safety -- --file <path.jsonl> | --split calibration|test [--kind traps|everyday] [--verbose]
// Prints recall on crisis and false-positive rate on benign messages per language, then
// the overall figures on the last line as `recall=R fpr=F`.
import { dataPath, filesOf, type DataFile, type Split } from "./corpus";
import { evaluate, readLabelled } from "./evaluate";

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const file = option("--file");
const split = option("--split") as Split | undefined;
const kind = option("--kind") as DataFile["kind"];
// A whole split is every labelled file in it; conversations are scored by their own test.
const files = split ? filesOf(split, kind).filter((f) => kind !== undefined || !f.endsWith("conversations.jsonl")).map(dataPath) : [file ?? dataPath("train/development.jsonl")];
if (files.length === 0 || files.some((f) => !f)) {
  console.error("usage: npm run eval:safety -- --file <path.jsonl> | --split calibration|test [--kind traps|everyday] [--verbose]");
  process.exit(2);
}
const report = evaluate(files.flatMap((f) => readLabelled(f)));
const fixed = (n: number) => n.toFixed(3);

if (args.includes("--verbose")) {
  for (const row of report.misses) console.log(`missed   [${row.lang}] ${row.text}`);
  for (const row of report.falseAlarms) console.log(`flagged  [${row.lang}] ${row.text}`);
}
console.log("lang  crisis  recall  benign  fpr");
for (const [lang, s] of [...report.byLanguage].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`${lang.padEnd(4)}  ${String(s.crisis).padStart(6)}  ${fixed(s.recall)}  ${String(s.benign).padStart(6)}  ${fixed(s.fpr)}`);
}
const o = report.overall;
console.log(`all   ${String(o.crisis).padStart(6)}  ${fixed(o.recall)}  ${String(o.benign).padStart(6)}  ${fixed(o.fpr)}`);
console.log(`recall=${fixed(o.recall)} fpr=${fixed(o.fpr)}`);
