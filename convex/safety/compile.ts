// The pattern language of the screen and its compiler. Patterns are written in the
// normalised form (lower case, no accents, no apostrophes) and compiled once at load.
//   " "  spaces (or a comma)         " ?"   an optional space
//   " ~ " up to three other words in the same clause, none of them a negation (" ~ ~ ": six)
//   "%w" one word                    "%s"   the rest of a word (suffix)
// In spaced languages every pattern matches whole words only.
import type { RiskCategory } from "../lib/validators";
import { RISK_CATEGORIES } from "../shared/safety";
import { foldLetters, squeeze } from "./normalize";

/** Signals that count only in combination with a signal of another kind. */
export type WeakKind = "hopeless" | "escape" | "method" | "farewell" | "intent";
/** How a rule counts: a weak signal, a match the classifier must not contradict ("strong"), or a
 *  plain first-person statement of intent to take one's life, which counts at any score ("direct"). */
export type RuleKind = WeakKind | "strong" | "direct";

export type PatternSet = {
  /** Which characters mean the text may be in this language. */
  script: RegExp;
  /** Written without spaces between words (Chinese, Japanese). */
  unspaced?: boolean;
  /** Words that cancel a match when they come just before it in the same clause. */
  negators: string[];
  /** Subject pronouns: a negation before the last one belongs to another clause. */
  subjects?: string[];
  /** Words that mark a story, film or game: a match after one, with no first-person word
   *  in between, is about someone else ("the film is about a man who wants to die"). */
  fiction?: string[];
  firstPerson?: string[];
  /** What right after a match cancels it (languages that negate after the verb). */
  postNegation?: string[];
  /** A past experience the writer says is over ("years ago I wanted to die, now I am fine"):
   *  a message with one of these carries no risk of its own. */
  recovered?: string[];
  /** A risk told as over, with how long ago and how the writer (or the person told of) is now
   *  ("three years ago I tried to take my life; today I graduated"): clears the patterns as
   *  `recovered` does, and sets the classifier's score aside unless the rest of the message is a
   *  risk itself (`screen.ts`). Kept to explicit distances in time: "before" alone once held a
   *  crisis between it and "now I'm very woozy". */
  over?: string[];
  /** Benign figures of speech, removed before matching. */
  idioms: string[];
  /** Spelling variants and slang rewritten before matching: [pattern, replacement]. */
  canon?: [string, string][];
  /** Words that add nothing to the meaning ("just", "really"), removed before matching. */
  fillers?: string[];
  /** Concepts combined by rule rather than listed phrase by phrase (see `conceptRules`). */
  concepts?: Concepts;
  /** Injuring one's own body: a verb with a body part, or with "on purpose". */
  injury?: { verb: string[]; body: string[]; purpose: string[] };
  /** Taking a whole quantity of medicine, in any word order. */
  overdose?: { take: string[]; qty: string[]; drug: string[] };
  /** A family member or partner, then an act of violence against the user. */
  abusers?: { person: string[]; violence: string[] };
  self_harm: string[];
  /** Plain first-person statements of intent to kill oneself or end one's life ("I'm going to kill
   *  myself"): self-harm whatever the classifier's score. Kept narrow: "I want to die" is not here. */
  direct?: string[];
  harm_to_others: string[];
  abuse: string[];
  medical_emergency: string[];
  weak: Partial<Record<WeakKind, string[]>>;
};

export type Concepts = {
  /** Wishing or thinking: "want", "wish", "feel like", "thinking about". */
  desire: string[];
  /** Being dead or gone: "die", "not wake up", "disappear forever". */
  death: string[];
  /** Acts against oneself: "kill myself", "overdose", "hang myself". */
  act: string[];
  /** Intending: "going to", "decided to". Combined with acts only ("going to die" is a figure of speech). */
  intent: string[];
  /** Words that, between the two, mean the sentence is about something else ("the", "is"). */
  stops: string[];
  /** "Nobody would notice", "everyone would be better off"... */
  care: string[];
  /** ..."if I died", "if I was gone". */
  ifIDie: string[];
  /** Ending everything: "end it all", "termino con todo"; strong with a time or an intent. */
  ending: string[];
  /** A time close at hand: "tonight", "this weekend". */
  soon: string[];
  /** Jumping and the heights people jump from, in either order. */
  jump: string[];
  height: string[];
  /** The wish comes after the death word (Hindi: "marna chahta"). */
  deathFirst?: boolean;
};

export type Rule = { category: RiskCategory; kind: RuleKind; re: RegExp };

export type CompiledLanguage = {
  script: RegExp;
  unspaced: boolean;
  idioms: RegExp | null;
  canon: [RegExp, string][];
  rules: Rule[];
  fillers: RegExp | null;
  negation: RegExp | null;
  subjects: RegExp | null;
  fiction: RegExp | null;
  firstPerson: RegExp | null;
  post: RegExp | null;
  recovered: RegExp | null;
  over: RegExp | null;
};

/** A letter, mark or number. The patterns read only normalised text (`variants` in normalize.ts),
 *  where nothing else is left but white space and .,!?;$@ (their own replacements are words too),
 *  so excluding those says the same as \p{L}\p{M}\p{N}. Built from Unicode properties, this class
 *  made each regex cost a fresh runtime about half a millisecond more to build and compile, and
 *  every rule has it three times. */
const WORD = "[^\\s.,!?;$@]";
/** A space in a pattern; also met by a space an optional word before it already took ("(?:all |) will"). */
const SPACE = "(?:\\s*,\\s*|\\s+|(?<=\\s))";
const CATEGORIES: readonly RiskCategory[] = RISK_CATEGORIES;

// A language's negations are folded into every gap of every pattern: fold them once.
const alternations = new WeakMap<string[], string>();
function alternation(words: string[]): string {
  let found = alternations.get(words);
  if (found === undefined) alternations.set(words, (found = words.map((w) => squeeze(foldLetters(w)).replace(/ /g, "\\s+")).join("|")));
  return found;
}

function source(pattern: string, negators: string[], unspaced: boolean): string {
  const notNegated = negators.length > 0 ? `(?!(?:${alternation(negators)})(?!${WORD}))` : "";
  const gap = (count: number) => (unspaced ? `[^.!?;,]{0,${count * 3}}?` : `${SPACE}(?:${notNegated}[^\\s.!?;,]+\\s+){0,${count}}`);
  const words = (part: string) =>
    part
      .replace(/ /g, SPACE)
      .replace(/%w/g, `${WORD}+`)
      .replace(/%s/g, "[\\p{L}\\p{M}]*");
  return squeeze(foldLetters(pattern))
    .split(" ~ ~ ")
    .map((long) =>
      long
        .split(" ~ ")
        .map((short) => short.split(" ?").map(words).join("\\s*"))
        .join(gap(3)),
    )
    .join(gap(6));
}

/** Up to `count` words (characters in unspaced languages) that are neither negations nor stops. */
function conceptGap(set: PatternSet, stops: string[], count: number, commas = false): string {
  const blocked = [...set.negators, ...stops];
  const space = commas ? "(?:\\s*,)?\\s+" : SPACE;
  if (set.unspaced) {
    const not = blocked.length > 0 ? `(?!${alternation(blocked)})` : "";
    return `(?:${not}[^.!?;,\\s]){0,${count * 2}}`;
  }
  const not = blocked.length > 0 ? `(?!(?:${alternation(blocked)})(?!${WORD}))` : "";
  return `${space}(?:${not}[^\\s.!?;,]+${space}){0,${count}}`;
}

/** Wish + death or act, intent + act, and "nobody would care" + "if I died", in either order. */
function conceptRules(set: PatternSet): string[] {
  const c = set.concepts;
  if (!c) return [];
  const alt = (words: string[]) => `(?:${words.map((w) => source(w, set.negators, set.unspaced ?? false)).join("|")})`;
  const gap = conceptGap(set, c.stops, 5, true);
  const wide = conceptGap(set, [], 6, true);
  const harm = alt([...c.death, ...c.act]);
  return [
    c.deathFirst ? `${harm}${gap}${alt(c.desire)}` : `${alt(c.desire)}${gap}${harm}`,
    c.deathFirst ? `${alt(c.act)}${gap}${alt(c.intent)}` : `${alt(c.intent)}${gap}${alt(c.act)}`,
    `${alt(c.soon)}${gap}${alt([...c.ending, ...c.act])}`,
    `${alt([...c.ending, ...c.act])}${gap}${alt(c.soon)}`,
    c.deathFirst ? `${alt(c.ending)}${gap}${alt(c.intent)}` : `${alt(c.intent)}${gap}${alt(c.ending)}`,
    `${alt(c.jump)}${gap}${alt(c.height)}`,
    `${alt(c.height)}${gap}${alt(c.jump)}`,
    `${alt(c.care)}${wide}${alt(c.ifIDie)}`,
    `${alt(c.ifIDie)}${wide}${alt(c.care)}`,
  ];
}

/** Injury, overdose and abuse rules, each a few words apart in either order. */
function pairRules(set: PatternSet): Rule[] {
  const unspaced = set.unspaced ?? false;
  const alt = (words: string[]) => `(?:${words.map((w) => source(w, set.negators, unspaced)).join("|")})`;
  const gap = conceptGap(set, [], 3);
  const rule = (category: RiskCategory, sequences: string[][][]): Rule => ({
    category,
    kind: "strong",
    re: new RegExp(whole(sequences.map((seq) => seq.map(alt).join(gap)).join("|"), unspaced), "gu"),
  });
  const rules: Rule[] = [];
  if (set.injury) {
    const { verb, body, purpose } = set.injury;
    rules.push(rule("self_harm", [[verb, body], [body, verb], [verb, purpose], [purpose, verb]]));
  }
  if (set.overdose) {
    const { take, qty, drug } = set.overdose;
    rules.push(rule("medical_emergency", [[take, qty, drug], [qty, drug, take], [drug, qty, take], [take, drug, qty]]));
  }
  if (set.abusers) rules.push(rule("abuse", [[set.abusers.person, set.abusers.violence]]));
  return rules;
}

/** Whole words only, checked once around the whole alternation (far faster than per branch). */
function whole(src: string, unspaced: boolean): string {
  return unspaced ? `(?:${src})` : `(?<!${WORD})(?=${WORD})(?:${src})(?!${WORD})`;
}

function union(patterns: string[], set: PatternSet, flags = "gu"): RegExp | null {
  if (patterns.length === 0) return null;
  const unspaced = set.unspaced ?? false;
  const body = patterns.map((p) => source(p, set.negators, unspaced)).join("|");
  return new RegExp(whole(body, unspaced), flags);
}

export function compileLanguage(set: PatternSet): CompiledLanguage {
  const unspaced = set.unspaced ?? false;
  const rules: Rule[] = [];
  for (const category of CATEGORIES) {
    const re = union(set[category], set);
    if (re) rules.push({ category, kind: "strong", re });
  }
  const direct = union(set.direct ?? [], set);
  if (direct) rules.push({ category: "self_harm", kind: "direct", re: direct });
  rules.push(...pairRules(set));
  const concepts = conceptRules(set);
  if (concepts.length > 0) rules.push({ category: "self_harm", kind: "strong", re: new RegExp(whole(concepts.join("|"), unspaced), "gu") });
  for (const [kind, patterns] of Object.entries(set.weak) as [WeakKind, string[]][]) {
    const re = union(patterns, set);
    if (re) rules.push({ category: "self_harm", kind, re });
  }
  const wordList = (words: string[] | undefined) =>
    words && words.length > 0 ? union(words.map((w) => w.replace(/[.*+?()[\]{}|^$\\]/g, "\\$&")), set) : null;
  return {
    script: set.script,
    unspaced,
    idioms: union(set.idioms, set),
    recovered: union(set.recovered ?? [], set, "u"),
    over: union(set.over ?? [], set, "u"),
    fillers: wordList(set.fillers),
    canon: (set.canon ?? []).map(([from, to]) => [union([from], set) as RegExp, squeeze(foldLetters(to))]),
    rules,
    negation: wordList(set.negators),
    subjects: wordList(set.subjects),
    fiction: wordList(set.fiction),
    firstPerson: wordList(set.firstPerson),
    post: set.postNegation && set.postNegation.length > 0 ? new RegExp(`^\\s*(?:${set.postNegation.map((p) => source(p, [], unspaced)).join("|")})`, "u") : null,
  };
}
