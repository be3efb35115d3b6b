// Precompiled patterns, cut down per message. V8 compiles a regex on its first use, at a cost
// that grows with its size: one language's full patterns take a fresh runtime a second or more.
// So `npm run build:patterns` parses them once into trees (`lang/precompiled.ts`) of
// alternatives, each a sequence of literal words and shared nodes, and a message compiles only
// the alternatives whose words are all in it. An alternative with a word absent from the text
// cannot match anywhere in it, so the cut regex finds exactly the matches the whole one would,
// in the same order (`pruned.test.ts` checks it on the corpus).
import type { RiskCategory } from "../lib/validators";
import { once } from "../shared/lazyRegExp";
import type { RuleKind } from "./compile";

/** A regex as a sequence of literal words (text a match contains as written) and nodes (by
 *  index in `nodes`). */
export type Sequence = (string | number)[];
/** An alternative: its sequence, or a single word. */
export type Branch = Sequence | string;
/** What a group that cannot match leaves: a failed sequence (`REQUIRED`), or nothing (`EMPTY`:
 *  a quantifier from 0 or a negative lookaround). */
export const REQUIRED = 0;
export const EMPTY = 1;
/** Verbatim source (a class, an escape, a group with nothing to cut), or a group: its opening,
 *  closing (with any quantifier), what its absence leaves and its alternatives. */
export type PackedNode = string | [open: string, close: string, absent: typeof REQUIRED | typeof EMPTY, branches: Branch[]];
/** A language as generated (`npm run build:patterns`): its trigger words, the first `gate` of which
 *  gate it whole (null: it always runs), its packed tables but the nodes as JSON, and its nodes as
 *  JSON each, joined by SEPARATOR (so a text parses only the nodes it reaches), all written in
 *  ASCII with `table` (asciiText.ts). */
export type ShippedLanguage = {
  code: string;
  script: RegExp;
  table: string;
  /** How many of the first trigger words gate the whole language (null: it always runs). */
  gate: number | null;
  /** The places of the fillers among the trigger words, where one can sit inside a gate word. */
  fillers: number[] | null;
  words: string;
  packed: () => string;
  nodes: () => string;
};

/** A regex's flags, its alternatives and, where every match needs one of some words (chosen to be
 *  rare in ordinary messages), their places among the language's trigger words: a text with none
 *  of them skips the regex uncut. */
export type PackedRegex = [flags: string, branches: Branch[], triggers?: number[]];
export type PackedRule = [category: RiskCategory, kind: RuleKind, regex: PackedRegex];
export type PackedLanguage = {
  script: [source: string, flags: string];
  unspaced: boolean;
  nodes: PackedNode[];
  idioms: PackedRegex | null;
  recovered: PackedRegex | null;
  over: PackedRegex | null;
  fillers: PackedRegex | null;
  canon: [PackedRegex, string][];
  rules: PackedRule[];
  negation: PackedRegex | null;
  subjects: PackedRegex | null;
  fiction: PackedRegex | null;
  firstPerson: PackedRegex | null;
  post: PackedRegex | null;
};

/** A language's tables but its nodes, and a node by its index (read when first needed). */
export type PackedTables = Omit<PackedLanguage, "nodes">;
export type NodeAt = (index: number) => PackedNode;

/** A language's regexes that can match somewhere in one text (null where none can). */
export type LanguageRegexes = {
  idioms: RegExp | null;
  recovered: RegExp | null;
  over: RegExp | null;
  fillers: RegExp | null;
  canon: [RegExp | null, string][];
  rules: { category: RiskCategory; kind: RuleKind; readonly re: RegExp | null }[];
  negation: RegExp | null;
  subjects: RegExp | null;
  fiction: RegExp | null;
  firstPerson: RegExp | null;
  post: RegExp | null;
};

/** One language's patterns, as the screen uses them: which script it is written in, and its
 *  regexes against a given text. */
export type Language = { script: RegExp; unspaced: boolean; against(text: string): LanguageRegexes };

/** The regexes of `language` cut down to what can match in `text`. */
function cut(language: PackedTables, nodeAt: NodeAt, words: string[], text: string): LanguageRegexes {
  const rendered = new Map<number, string | null>();

  const sequence = (items: Sequence): string | null => {
    // Words first: most alternatives fail there, before any group is looked at.
    for (const item of items) if (typeof item === "string" && !text.includes(item)) return null;
    let out = "";
    for (const item of items) {
      if (typeof item === "string") {
        out += item;
        continue;
      }
      const node = nodeAt(item);
      if (typeof node === "string") {
        out += node;
        continue;
      }
      const inner = group(item, node);
      if (inner !== null) out += inner;
      else if (node[2] === REQUIRED) return null;
    }
    return out;
  };
  const alternatives = (branches: Branch[]): string | null => {
    const kept: string[] = [];
    for (const branch of branches) {
      const source = typeof branch === "string" ? (text.includes(branch) ? branch : null) : sequence(branch);
      if (source !== null) kept.push(source);
    }
    return kept.length > 0 ? kept.join("|") : null;
  };
  function group(index: number, node: Exclude<PackedNode, string>): string | null {
    let found = rendered.get(index);
    if (found === undefined) {
      const inner = alternatives(node[3]);
      rendered.set(index, (found = inner === null ? null : node[0] + inner + node[1]));
    }
    return found;
  }
  const regex = (packed: PackedRegex | null): RegExp | null => {
    if (!packed || (packed[2] && !packed[2].some((place) => text.includes(words[place])))) return null;
    const source = alternatives(packed[1]);
    return source === null ? null : new RegExp(source, packed[0]);
  };
  // Each regex is cut when first asked for: the screen asks a text for only some of them.
  const slots = {
    idioms: once(() => regex(language.idioms)),
    recovered: once(() => regex(language.recovered)),
    over: once(() => regex(language.over)),
    fillers: once(() => regex(language.fillers)),
    canon: once(() => language.canon.map(([from, to]): [RegExp | null, string] => [regex(from), to])),
    // Each rule's regex is cut when first read: a low score reads only the direct rules.
    rules: once(() =>
      language.rules.map(([category, kind, packed]) => {
        const re = once(() => regex(packed));
        return { category, kind, get re() { return re(); } };
      }),
    ),
    negation: once(() => regex(language.negation)),
    subjects: once(() => regex(language.subjects)),
    fiction: once(() => regex(language.fiction)),
    firstPerson: once(() => regex(language.firstPerson)),
    post: once(() => regex(language.post)),
  };
  return {
    get idioms() { return slots.idioms(); },
    get recovered() { return slots.recovered(); },
    get over() { return slots.over(); },
    get fillers() { return slots.fillers(); },
    get canon() { return slots.canon(); },
    get rules() { return slots.rules(); },
    get negation() { return slots.negation(); },
    get subjects() { return slots.subjects(); },
    get fiction() { return slots.fiction(); },
    get firstPerson() { return slots.firstPerson(); },
    get post() { return slots.post(); },
  };
}

/** A precompiled language, cut again for each new text it is asked about (the last one is kept:
 *  the screen asks about the same text many times in a row). */
export function prunedLanguage(language: PackedTables, nodeAt: NodeAt, words: string[]): Language {
  let last: { text: string; regexes: LanguageRegexes } | null = null;
  return {
    script: new RegExp(language.script[0], language.script[1]),
    unspaced: language.unspaced,
    against(text) {
      if (last?.text !== text) last = { text, regexes: cut(language, nodeAt, words, text) };
      return last.regexes;
    },
  };
}
