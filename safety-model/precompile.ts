// Precompiles the screen's patterns (convex/safety/lang/*.ts) into the trees the screen cuts per
// message (convex/safety/pruned.ts): each regex compileLanguage builds is parsed into
// alternatives of literal words (which any match of the alternative contains) and shared nodes.
// Run: npm run build:patterns   (after editing the patterns; a unit test fails while it is stale)
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { compileLanguage, type PatternSet } from "../convex/safety/compile";
import { inPieces } from "../convex/safety/classifier/packing";
import { PATTERN_SETS } from "../convex/safety/lang/sources";
import { SEPARATOR, toAscii } from "../convex/safety/asciiText";
import { variants } from "../convex/safety/normalize";
import { EMPTY, REQUIRED, type Branch, type PackedLanguage, type PackedNode, type PackedRegex, type Sequence } from "../convex/safety/pruned";
import { dataPath } from "./corpus";
import { readLabelled } from "./evaluate";

export const PRECOMPILED_PATH = fileURLToPath(new URL("../convex/safety/lang/precompiled.ts", import.meta.url));

// The parsed form of a regex source. Only what cutting needs is told apart: literal characters,
// groups and their alternatives; everything else (classes, escapes, anchors) is opaque text.
/** A literal is plain when it is written as itself and is no space (a word of the text). */
type Item = { kind: "literal"; text: string; plain: boolean } | { kind: "opaque"; text: string } | Group;
type Group = { kind: "group"; open: string; close: string; absentIsEmpty: boolean; lookaround: "positive" | "negative" | null; optional: boolean; branches: Item[][]; text: string };

const isWord = (item: Item): item is Item & { kind: "literal"; plain: true } => item.kind === "literal" && item.plain;
const QUANTIFIER = /^(?:[?*+]|\{\d+(?:,\d*)?\})\??/;

/** Parses a regex source (flags `u` or `gu`, no backreferences) into alternatives of items. */
export function parse(source: string): Item[][] {
  let at = 0;
  const alternatives = (): Item[][] => {
    const branches: Item[][] = [sequence()];
    while (source[at] === "|") {
      at++;
      branches.push(sequence());
    }
    return branches;
  };
  const sequence = (): Item[] => {
    const items: Item[] = [];
    while (at < source.length && source[at] !== "|" && source[at] !== ")") {
      const start = at;
      let item = atom();
      const quantifier = QUANTIFIER.exec(source.slice(at));
      if (quantifier) {
        at += quantifier[0].length;
        const min = quantifier[0][0] === "?" || quantifier[0][0] === "*" ? 0 : quantifier[0][0] === "+" ? 1 : Number(/\d+/.exec(quantifier[0])![0]);
        if (item.kind === "group") item = { ...item, close: item.close + quantifier[0], optional: min === 0, absentIsEmpty: item.absentIsEmpty || min === 0, text: source.slice(start, at) };
        else item = { kind: "opaque", text: source.slice(start, at) };
      }
      items.push(item);
    }
    return items;
  };
  const atom = (): Item => {
    const start = at;
    const c = source[at];
    if (c === "(") {
      const open = /^\((?:\?:|\?=|\?!|\?<=|\?<!)?/.exec(source.slice(at))![0];
      if (source.startsWith("(?<", at) && !open.startsWith("(?<=") && !open.startsWith("(?<!")) throw new Error(`named groups are not supported: ${source.slice(at, at + 40)}`);
      at += open.length;
      const branches = alternatives();
      if (source[at] !== ")") throw new Error(`unbalanced group at ${at}`);
      at++;
      const lookaround = open === "(?=" || open === "(?<=" ? "positive" : open === "(?!" || open === "(?<!" ? "negative" : null;
      return { kind: "group", open, close: ")", absentIsEmpty: lookaround === "negative", lookaround, optional: false, branches, text: source.slice(start, at) };
    }
    if (c === "[") {
      at++;
      while (source[at] !== "]") at += source[at] === "\\" ? 2 : 1;
      at++;
      return { kind: "opaque", text: source.slice(start, at) };
    }
    if (c === "\\") {
      const next = source[at + 1];
      if (/[1-9k]/.test(next)) throw new Error("backreferences are not supported");
      if (/[pP]/.test(next)) at = source.indexOf("}", at) + 1;
      else if (next === "u") at += source[at + 2] === "{" ? source.indexOf("}", at) + 1 - at : 6;
      else if (next === "x") at += 4;
      else if (next === "c") at += 3;
      else at += 2;
      // An escaped punctuation character matches itself.
      if (at - start === 2 && /[\\^$.*+?()[\]{}|/-]/.test(next)) return { kind: "literal", text: source.slice(start, at), plain: false };
      return { kind: "opaque", text: source.slice(start, at) };
    }
    if (c === "." || c === "^" || c === "$") {
      at++;
      return { kind: "opaque", text: c };
    }
    const char = String.fromCodePoint(source.codePointAt(at)!);
    at += char.length;
    return { kind: "literal", text: char, plain: !/\s/u.test(char) };
  };
  const parsed = alternatives();
  if (at !== source.length) throw new Error(`unexpected ")" at ${at}`);
  return parsed;
}

/** Packs the regexes of one language: sequences of literal words and shared nodes. */
class Packer {
  readonly nodes: PackedNode[] = [];
  private readonly nodeIndex = new Map<string, number>();

  /** Whether anything in these alternatives can be cut: a literal word, or a group that can be. */
  private cuttable(branches: Item[][]): boolean {
    return branches.some((items) => items.some((item) => isWord(item) || (item.kind === "group" && this.cuttable(item.branches))));
  }

  /** Literal words stay text (a match needs each of them); everything else is a shared node. */
  private sequence(items: Item[]): Sequence {
    const out: Sequence = [];
    for (const item of items) {
      if (isWord(item)) {
        if (typeof out[out.length - 1] === "string") out[out.length - 1] += item.text;
        else out.push(item.text);
      } else out.push(this.node(item));
    }
    return out;
  }

  /** An alternative that is a single word is just that word. */
  branches(branches: Item[][]): Branch[] {
    return branches.map((items) => {
      const sequence = this.sequence(items);
      return sequence.length === 1 && typeof sequence[0] === "string" ? sequence[0] : sequence;
    });
  }

  private node(item: Item): number {
    let index = this.nodeIndex.get(item.text);
    if (index === undefined) {
      const node: PackedNode = item.kind === "group" && this.cuttable(item.branches) ? [item.open, item.close, item.absentIsEmpty ? EMPTY : REQUIRED, this.branches(item.branches)] : item.text;
      this.nodeIndex.set(item.text, (index = this.nodes.push(node) - 1));
    }
    return index;
  }

  regex(re: RegExp | null): PackedRegex | null {
    if (!re) return null;
    if (!/^g?u$/.test(re.flags)) throw new Error(`unsupported flags ${re.flags}`);
    return [re.flags, this.branches(parse(re.source))];
  }
}

/** Ordinary messages in every language: trigger words are chosen to be rare in them. */
const ORDINARY_FILES = ["train/everyday.jsonl", "train/everyday-2.jsonl"];

/** How often ordinary messages (as the patterns read them) contain a word. */
function ordinaryFrequency(): (word: string) => number {
  const texts = ORDINARY_FILES.flatMap((file) => readLabelled(dataPath(file))).flatMap((row) => variants(row.text));
  const known = new Map<string, number>();
  return (word) => {
    let share = known.get(word);
    if (share === undefined) known.set(word, (share = texts.filter((text) => text.includes(word)).length / texts.length));
    return share;
  };
}

/** Words one of which is in every text where these alternatives can match, chosen to be rare in
 *  ordinary messages; null when some alternative needs no word at all. Each alternative gives one
 *  of its own words, or the words of one of its required groups, whichever is rarer. */
function triggerWords(language: PackedLanguage, branches: Branch[], frequency: (word: string) => number, known = new Map<number, string[] | null>()): string[] | null {
  const cost = (words: string[]) => words.reduce((sum, word) => sum + frequency(word), 0);
  const found = new Set<string>();
  for (const branch of branches) {
    let best: string[] | null = null;
    for (const item of typeof branch === "string" ? [branch] : branch) {
      let option: string[] | null;
      if (typeof item === "string") option = [item];
      else {
        const node = language.nodes[item];
        if (typeof node === "string" || node[2] !== REQUIRED) continue;
        if (!known.has(item)) known.set(item, triggerWords(language, node[3], frequency, known));
        option = known.get(item) ?? null;
      }
      if (option && (!best || cost(option) < cost(best))) best = option;
    }
    if (!best) return null;
    best.forEach((word) => found.add(word));
  }
  return [...found];
}

/** One language's patterns as the screen ships them: packed, with the trigger words their regexes
 *  name by place; the first `gate` words gate the whole language (null: it always runs), and
 *  `fillers` are the places of the fillers the gate also reads the text without. */
export type Precompiled = { packed: PackedLanguage; words: string[]; gate: number | null; fillers: number[] | null };

/** The words of a list of plain words compiled as one regex (`(?:a|b)`): an unspaced language's
 *  fillers must be such a list, for the gate to take them out of a text with `split`. */
function plainWords(re: RegExp): string[] {
  const words = re.source.replace(/^\(\?:(.*)\)$/su, "$1").split("|");
  const special = words.find((word) => /[\\()[\]{}.*+?^$]/.test(word));
  if (special !== undefined) throw new Error(`a filler of an unspaced language must be plain text: ${special}`);
  return words;
}

export function precompileLanguage(set: PatternSet, frequency = ordinaryFrequency()): Precompiled {
  const compiled = compileLanguage(set);
  const packer = new Packer();
  const regex = (re: RegExp | null) => packer.regex(re);
  const packed: PackedLanguage = {
    script: [set.script.source, set.script.flags],
    unspaced: compiled.unspaced,
    nodes: packer.nodes,
    idioms: regex(compiled.idioms),
    recovered: regex(compiled.recovered),
    over: regex(compiled.over),
    fillers: regex(compiled.fillers),
    canon: compiled.canon.map(([from, to]): [PackedRegex, string] => [regex(from)!, to]),
    rules: compiled.rules.map((rule): [typeof rule.category, typeof rule.kind, PackedRegex] => [rule.category, rule.kind, regex(rule.re)!]),
    negation: regex(compiled.negation),
    subjects: regex(compiled.subjects),
    fiction: regex(compiled.fiction),
    firstPerson: regex(compiled.firstPerson),
    post: regex(compiled.post),
  };
  // A text can be rewritten by the canon, cleared by the recovered or over checks or matched by a
  // rule only if it holds one of their words: the language's gate.
  const gating = [...packed.rules.map(([, , re]) => re), ...packed.canon.map(([re]) => re), packed.recovered, packed.over].filter((re) => re !== null);
  const others = [packed.idioms, packed.fillers, packed.negation, packed.subjects, packed.fiction, packed.firstPerson, packed.post].filter((re) => re !== null);
  const triggers = new Map([...gating, ...others].map((re) => [re, triggerWords(packed, re[1], frequency)]));
  const gateWords = gating.some((re) => !triggers.get(re)) ? null : [...new Set(gating.flatMap((re) => triggers.get(re)!))].sort();
  // Fillers are taken out before the rules run. In an unspaced language one can sit inside a gate
  // word ("今まで本当にありがとう" is read as "今までありがとう"), so the gate reads the text without them too.
  const fillerWords = gateWords && compiled.unspaced && compiled.fillers ? plainWords(compiled.fillers) : [];
  const otherWords = [...new Set([...others.flatMap((re) => triggers.get(re) ?? []), ...fillerWords])].filter((word) => !gateWords?.includes(word)).sort();
  const words = [...(gateWords ?? []), ...otherWords];
  const place = new Map(words.map((word, i) => [word, i]));
  for (const [re, found] of triggers) if (found) re[2] = found.map((word) => place.get(word)!).sort((a, b) => a - b);
  return { packed, words, gate: gateWords ? gateWords.length : null, fillers: fillerWords.length > 0 ? fillerWords.map((word) => place.get(word)!) : null };
}

/** A string as short JS literals joined: V8 evaluates many short literals several times faster
 *  than one long one, as the weights' pieces measured. */
const literalInPieces = (text: string) => `[${inPieces(text).map((piece) => JSON.stringify(piece)).join(", ")}].join("")`;

/** The generated module: each language's trigger words, tables and nodes as JSON text (far quicker
 *  for V8 to read than an object literal), in ASCII (asciiText.ts); the tables are read only when a
 *  message reaches the language's patterns, and a node only when a message reaches it. */
export function precompiledModule(): string {
  const frequency = ordinaryFrequency();
  const entry = ([code, set]: (typeof PATTERN_SETS)[number]) => {
    const { packed, words, gate, fillers } = precompileLanguage(set, frequency);
    const { nodes, ...tables } = packed;
    const { table, bodies } = toAscii([words.join(" "), JSON.stringify(tables), ...nodes.map((node) => JSON.stringify(node))]);
    const [wordsBody, tablesBody, ...nodeBodies] = bodies;
    const nodesBody = nodeBodies.join(SEPARATOR);
    return `  { code: ${JSON.stringify(code)}, script: ${set.script.toString()}, table: ${JSON.stringify(table)}, gate: ${gate}, fillers: ${JSON.stringify(fillers)}, words: ${JSON.stringify(wordsBody)}, packed: () => ${literalInPieces(tablesBody)}, nodes: () => ${literalInPieces(nodesBody)} },`;
  };
  const lines = [
    "// Generated by `npm run build:patterns` from convex/safety/lang/*.ts; do not edit.",
    'import type { ShippedLanguage } from "../pruned";',
    "",
    "export const PRECOMPILED: ShippedLanguage[] = [",
    ...PATTERN_SETS.map(entry),
    "];",
    "",
  ];
  return lines.join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(PRECOMPILED_PATH, precompiledModule());
  console.log(`wrote ${PRECOMPILED_PATH}`);
}
