import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { dataPath, MANIFEST } from "../../safety-model/corpus";
import { readLabelled } from "../../safety-model/evaluate";
import { parse, PRECOMPILED_PATH, precompiledModule } from "../../safety-model/precompile";
import { SEPARATOR } from "./asciiText";
import { compileLanguage } from "./compile";
import { languageCodesFor, packedOf, wordsOf } from "./lang";
import { PRECOMPILED } from "./lang/precompiled";
import { PATTERN_SETS } from "./lang/sources";
import { variants } from "./normalize";
import { patternSignals } from "./patterns";
import { prunedLanguage, type Branch, type Language, type LanguageRegexes, type PackedNode, type PackedTables, type ShippedLanguage } from "./pruned";

const QUIET_SAMPLE_EVERY = 8;

/** The patterns as written, each language compiled whole into one regex per rule. */
const whole = new Map<string, Language>(
  PATTERN_SETS.map(([code, set]) => {
    const compiled = compileLanguage(set);
    return [code, { script: set.script, unspaced: compiled.unspaced, against: () => compiled }];
  }),
);
/** The whole patterns of the languages the screen would run on `text`. */
const wholePatterns = (text: string) => languageCodesFor(text).map((code) => whole.get(code)!);

describe("precompiled patterns", () => {
  test("are generated from the patterns as written (npm run build:patterns)", () => {
    expect(readFileSync(PRECOMPILED_PATH, "utf8") === precompiledModule()).toBe(true);
  });

  test("cut for a text that has every word, are the whole regexes again", () => {
    PATTERN_SETS.forEach(([code, set], i) => {
      const compiled = compileLanguage(set);
      const { tables, nodeAt } = packedOf(PRECOMPILED[i]);
      expect(PRECOMPILED[i].code).toBe(code);
      const everything = collectWords(tables, allNodes(PRECOMPILED[i])).join(" ");
      const cut = prunedLanguage(tables, nodeAt, wordsOf(PRECOMPILED[i])).against(everything);
      const sources = (regexes: LanguageRegexes) => [regexes.idioms, regexes.recovered, regexes.over, regexes.fillers, regexes.negation, regexes.subjects, regexes.fiction, regexes.firstPerson, regexes.post, ...regexes.canon.map(([re]) => re), ...regexes.rules.map((rule) => rule.re)].map((re) => re && `/${re.source}/${re.flags}`);
      // Compared as one boolean: the sources are far too long for a readable diff.
      expect(sources(cut).every((source, k) => source === sources(compiled)[k]), code).toBe(true);
    });
  });

  test("a text without a rule's words gets no regex for it", () => {
    const { tables, nodeAt } = packedOf(PRECOMPILED[0]);
    const english = prunedLanguage(tables, nodeAt, wordsOf(PRECOMPILED[0])).against("the weather is nice today");
    expect(english.rules.filter((rule) => rule.re !== null).length).toBeLessThan(english.rules.length);
  });

  test("a text parses only the nodes it reaches", () => {
    const read: number[] = [];
    const { tables, nodeAt } = packedOf(PRECOMPILED[0]);
    const english = prunedLanguage(tables, (index) => (read.push(index), nodeAt(index)), wordsOf(PRECOMPILED[0])).against("i want to die");
    expect(english.rules.some((rule) => rule.re !== null)).toBe(true);
    expect(read.length).toBeGreaterThan(0);
    expect(new Set(read).size).toBeLessThan(allNodes(PRECOMPILED[0]).length / 4);
  });

  test("read only letters, marks, numbers, white space and .,!?;$@, so their word boundaries need no Unicode classes", () => {
    const normalised = /^[\p{L}\p{M}\p{N}\s.,!?;$@]*$/u;
    const tricky = ["💀 k!ll m¥self ½ ² ™ © \u200B ⓚⓘⓛⓛ 𝓀𝒾𝓁𝓁", "‹die› «mourir» „sterben“ 「死にたい」", "100% #1 *die* ~die~ <3 :) ^_^ ¯\\_(ツ)_/¯", "k-i-l-l m.y.s.e.l.f"];
    const texts = [...tricky, ...MANIFEST.filter((f) => f.kind !== "conversations").flatMap((f) => readLabelled(dataPath(f.file)).map((r) => r.text))];
    expect(texts.flatMap(variants).filter((text) => !normalised.test(text))).toEqual([]);
    const replacements = PATTERN_SETS.flatMap(([, set]) => compileLanguage(set).canon.map(([, to]) => to));
    expect(replacements.length).toBeGreaterThan(0);
    expect(replacements.filter((to) => !normalised.test(to))).toEqual([]);
  });

  test("a filler inside a word that gates an unspaced language does not hide the language: 今まで本当にありがとう reads as 今までありがとう", () => {
    expect(patternSignals("今までありがとう").weak).toContain("farewell");
    expect(patternSignals("今まで本当にありがとう。みんな元気でな。").weak).toContain("farewell");
    expect(patternSignals("本当にありがとう").weak).toEqual([]);
  });

  test("parse keeps every character of a regex", () => {
    const source = "(?<![\\p{L}])(?:kil(?:l|)\\.s?|no(?!t)|x{0,3}?|[\\]a])(?=b)";
    const flat = (branches: ReturnType<typeof parse>): string =>
      branches.map((items) => items.map((item) => (item.kind === "group" ? item.open + flat(item.branches) + item.close : item.text)).join("")).join("|");
    expect(flat(parse(source))).toBe(source);
  });

  test(
    "find the same signals as the whole patterns of the languages that can match, on every calibration and test message they flag and a sample of the rest; the languages left out match nothing",
    () => {
      const files = MANIFEST.filter((f) => f.split !== "train" && f.kind !== "conversations");
      const texts = files.flatMap((f) => readLabelled(dataPath(f.file))).map((r) => r.text);
      expect(texts.length).toBeGreaterThan(6000);
      const signalsOf = (text: string, languages?: typeof wholePatterns) => JSON.stringify(patternSignals(text, languages));
      const silent = signalsOf("");
      // Cutting only ever drops alternatives, so a flagged text is where a lost match would show;
      // every eighth quiet one guards against matches the cut could add.
      const checked = texts.filter((text, i) => i % QUIET_SAMPLE_EVERY === 0 || signalsOf(text, wholePatterns) !== silent);
      expect(checked.length).toBeGreaterThan(1400);
      const different = checked.filter((text) => signalsOf(text) !== signalsOf(text, wholePatterns));
      expect(different).toEqual([]);
      // The languages left out, read as their own patterns would read the text, match nothing.
      const couldMatch = checked.flatMap(variants).filter((text) => {
        const kept = languageCodesFor(text);
        return [...whole].some(([code, language]) => language.script.test(text) && !kept.includes(code) && matchesAnything(language.against(text), text));
      });
      expect(couldMatch).toEqual([]);
    },
    300_000,
  );
});

/** Every node of a shipped language. */
function allNodes(shipped: ShippedLanguage): PackedNode[] {
  const { nodeAt } = packedOf(shipped);
  return shipped.nodes().split(SEPARATOR).map((_, index) => nodeAt(index));
}

/** Every literal word of a language's patterns. */
function collectWords(packed: PackedTables, nodes: PackedNode[]): string[] {
  const words: string[] = [];
  const visit = (branches: Branch[]) => branches.forEach((b) => (typeof b === "string" ? words.push(b) : b.forEach((item) => typeof item === "string" && words.push(item))));
  nodes.forEach((node) => typeof node !== "string" && visit(node[3]));
  for (const regex of [packed.idioms, packed.recovered, packed.over, packed.fillers, packed.negation, packed.subjects, packed.fiction, packed.firstPerson, packed.post, ...packed.canon.map(([r]) => r), ...packed.rules.map(([, , r]) => r)]) if (regex) visit(regex[1]);
  return words;
}

/** Whether any rule, canon, recovered or over check of a language matches in `text` after its own
 *  canon and fillers. */
function matchesAnything(regexes: LanguageRegexes, text: string): boolean {
  // search(), not test(): it leaves a global regex's lastIndex as it was.
  const found = (re: RegExp | null, within: string) => re !== null && within.search(re) >= 0;
  if (found(regexes.recovered, text) || found(regexes.over, text)) return true;
  let read = text;
  for (const [from, to] of regexes.canon) if (from) read = read.replace(from, to);
  if (read !== text) return true;
  if (regexes.fillers) read = read.replace(regexes.fillers, "").replace(/ {2,}/g, " ");
  return regexes.rules.some((rule) => found(rule.re, read));
}
