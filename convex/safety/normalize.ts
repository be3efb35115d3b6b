// Text normalisation shared by the screen and its patterns, so that spelling tricks
// (case, accents, zero-width characters, leetspeak, stretched letters) cannot hide a message.
import { lazyRegExp } from "../shared/lazyRegExp";
import { INVISIBLE_CHARACTERS } from "../shared/text";
import { toSimplified } from "./hanzi";

const APOSTROPHES = /['\u2018\u2019\u201B\u02BC\u02B9\u0060\u00B4\u2032]/g;
const LATIN_MARKS = /([a-z])[\u0300-\u036f]+/g;
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const ARABIC_LETTERS: Record<string, string> = {
  "أ": "ا", "إ": "ا", "آ": "ا", "ٱ": "ا", "ى": "ي", "ة": "ه", "ؤ": "و", "ئ": "ي", "ی": "ي", "ک": "ك",
};
const PUNCTUATION: Record<string, string> = {
  "。": ".", "、": ",", "،": ",", "؛": ";", "؟": "?", "।": ".", "॥": ".", "…": ".", "¿": " ", "¡": " ",
};
// Emoji that carry meaning for the screen; every other symbol becomes a space.
const EMOJI: [RegExp, string][] = [
  [/\u{1F52A}|\u{1F5E1}/gu, " knife "],
  [/\u{1F48A}/gu, " pills "],
  // Laughing, and the smiles a person wears over something hard (🙃 🙂 😅 🤡 🤪 🫠 😬).
  [/\u{1F602}|\u{1F923}|\u{1F606}|\u{1F480}|\u2620|\u{1F639}|\u{1F62D}|\u{1F643}|\u{1F642}|\u{1F605}|\u{1F921}|\u{1F92A}|\u{1FAE0}|\u{1F62C}/gu, " lol "],
];
const SYMBOLS = lazyRegExp(String.raw`[^\p{L}\p{M}\p{N}\s.,!?;$@]`, "gu");
/** Letters of the Latin, Cyrillic, Arabic and Devanagari alphabets beyond ASCII, kana and the
 *  common Han; their digits; and the marks written with them, as regex ranges. The plain checks
 *  below and the plain word count in features.ts share them. */
const PLAIN_ALPHABETS = String.raw`\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u0400-\u0481\u048a-\u04ff\u0620-\u064a\u0671-\u06d3\u0904-\u0939\u093d\u0950\u0958-\u0961\u0971-\u097f\u3041-\u3096\u309d-\u309f\u30a1-\u30fa\u30fc-\u30ff\u4e00-\u9fa5`;
const PLAIN_DIGITS = String.raw`\u0660-\u0669\u06f0-\u06f9\u0966-\u096f`;
const PLAIN_MARKS = String.raw`\u0300-\u036f\u064b-\u065f\u0900-\u0903\u093a-\u093c\u093e-\u094f\u0951-\u0957\u0962\u0963`;
/** Letters and digits (no marks). */
export const PLAIN_LETTERS = PLAIN_ALPHABETS + PLAIN_DIGITS;
/** Signs beyond ASCII that SYMBOLS takes away, as regex ranges: Latin-1 and general punctuation
 *  (« » — “ ”), the Arabic and Devanagari stops, arrows, shapes, dingbats, CJK brackets and the
 *  emoji blocks, with the numbers and letters among them left out (checked on every code point). */
export const PLAIN_SIGNS = String.raw`\u00a1-\u00a9\u00ab-\u00b1\u00b4\u00b6-\u00b8\u00bb\u00bf\u00d7\u00f7\u060c\u061b\u061f\u0964\u0965\u2010-\u2027\u202a-\u202e\u2030-\u205e\u2190-\u245f\u2500-\u2775\u2794-\u2bff\u3001-\u3004\u3008-\u3020\u3030\u3036\u3037\u303d-\u303f\u30fb\u{1f000}-\u{1f0ff}\u{1f10d}-\u{1f1ff}\u{1f201}-\u{1faff}`;
/** The ASCII characters SYMBOLS takes away, and the characters it keeps that are plain letters,
 *  digits and marks: a text of only those needs no Unicode classes to be normalised, de-leeted and
 *  squeezed (each costs a fresh runtime milliseconds to compile). Each plain class is checked
 *  against its Unicode class code point by code point. */
export const ASCII_SYMBOLS = /[\0-\x08\x0e-\x1f"#%&'()*+\-/:<=>[\\\]^_`{|}~\x7f]/g;
export const PLAIN_SYMBOLS = new RegExp(`[${PLAIN_SIGNS}]`, "gu");
export const KEPT_PLAINLY = new RegExp(`^[a-zA-Z0-9\\s.,!?;$@${PLAIN_LETTERS}${PLAIN_MARKS}]*$`);
/** A letter, and a character of a word, in a text KEPT_PLAINLY accepts. */
export const PLAIN_LETTER = new RegExp(`[a-zA-Z${PLAIN_ALPHABETS}]`);
export const PLAIN_TOKEN_CHARACTER = new RegExp(`[a-zA-Z0-9@$!${PLAIN_LETTERS}${PLAIN_MARKS}]`);
const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s", "!": "i" };
/** The regexes de-leeting and squeezing use, for a letter class and a class of word characters;
 *  each is built on first use. */
function readingWith(letter: string, wordCharacter: string, unicode: boolean) {
  const flags = unicode ? "u" : "";
  return {
    token: lazyRegExp(`${wordCharacter}+`, `g${flags}`),
    letter: lazyRegExp(letter, flags),
    leetInWord: lazyRegExp(`[013457@$]|!(?=${letter})`, `g${flags}`),
    repeated: lazyRegExp(String.raw`(?<!\\)(${letter})\1+`, `g${flags}`),
  };
}
/** The plain reading of a text KEPT_PLAINLY accepts, and the Unicode one of any other. */
const PLAINLY = readingWith(PLAIN_LETTER.source, PLAIN_TOKEN_CHARACTER.source, false);
const UNICODE = readingWith(String.raw`\p{L}`, String.raw`[\p{L}\p{M}\p{N}@$!]`, true);
const classesFor = (s: string) => (KEPT_PLAINLY.test(s) ? PLAINLY : UNICODE);
const LEET_SIGNS = /[013457@$!]/;

/** Letter folding that leaves regex syntax intact, so patterns can be folded the same way. */
export function foldLetters(text: string): string {
  let s = text.normalize("NFKC").replace(/ß/g, "ss").replace(/ё/g, "е").replace(/\u0901/g, "\u0902");
  s = s.normalize("NFD").replace(LATIN_MARKS, "$1").normalize("NFC");
  s = s.replace(ARABIC_MARKS, "").replace(/[أإآٱىةؤئیک]/g, (c) => ARABIC_LETTERS[c] ?? c);
  return toSimplified(s);
}

/** Lower-cased, accent-free (Latin), symbol-free text, its spacing as written. */
function looseForm(text: string): string {
  let s = foldLetters(text.normalize("NFKC").toLowerCase().replace(INVISIBLE_CHARACTERS, "").replace(APOSTROPHES, ""));
  s = s.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  s = s.replace(/[。、،؛؟।॥…¿¡]/g, (c) => PUNCTUATION[c] ?? c);
  for (const [pattern, word] of EMOJI) s = s.replace(pattern, word);
  s = s.replace(/[-‐‑‒–—_/\\|]/g, " ").replace(ASCII_SYMBOLS, " ").replace(PLAIN_SYMBOLS, " ");
  return KEPT_PLAINLY.test(s) ? s : s.replace(SYMBOLS(), " ");
}

/** Lower-cased, accent-free (Latin), symbol-free text with one space between words. */
export function baseForm(text: string): string {
  return joinSpacedLetters(looseForm(text)).replace(/\s+/g, " ").trim();
}

const SPACED_RUN = lazyRegExp(String.raw`(?<![\p{L}\p{N}])(?:\p{L}[ .])+\p{L}(?![\p{L}\p{N}])`, "gu");
const SPACED_OUT = lazyRegExp(String.raw`(?<![\p{L}\p{N}])(?:\p{L}[ .]){3,}\p{L}(?![\p{L}\p{N}])`, "u");
/** What SPACED_OUT needs, in plain terms: four characters (one code unit, or a pair of surrogates
 *  for a letter beyond the first plane) split by a space or dot, with no ASCII letter or digit
 *  just before or after. Not two code units of any kind: Devanagari's short syllables would pass. */
const MAYBE_SPACED =
  /(?<![a-zA-Z0-9])(?:[^\s.\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])(?:[ .](?:[^\s.\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])){3}(?![a-zA-Z0-9])/;

// The plain check first: compiling the Unicode one for non-Latin text costs a fresh runtime
// about 10 ms, and a message with no four short runs in a row cannot match it.
const spacedOut = (s: string) => MAYBE_SPACED.test(s) && SPACED_OUT().test(s);

/** Whether a message spells at least four letters apart ("k i l l", "k-i-l-l"), as a way to hide words. */
export const spelledApart = (text: string) => spacedOut(looseForm(text));

/** "k i l l" and "k.i.l.l" become "kill". Only in a message that spells at least four letters
 *  apart; there a wider gap separates the words ("i w a n t  t o  d i e"). */
function joinSpacedLetters(s: string): string {
  if (!spacedOut(s)) return s;
  return s
    .split(/\s{2,}/)
    .map((chunk) => chunk.replace(SPACED_RUN(), (run) => run.replace(/[ .]/g, "")))
    .join(" ");
}

/** Repeated letters collapse to one ("sleeeep" -> "slep"); patterns get the same treatment. */
export function squeeze(s: string): string {
  // No code unit twice in a row and no pair of surrogates: no letter repeats, and the Unicode class
  // need not be compiled.
  return /([^])\1|[\ud800-\udbff]/.test(s) ? s.replace(classesFor(s).repeated(), "$1") : s;
}

/** Digits and symbols inside words read as letters ("k1ll" -> "kill"); plain numbers stay. */
export function deleet(s: string): string {
  if (!LEET_SIGNS.test(s)) return s; // skips compiling LEET_TOKEN where there is nothing to read
  const { token, letter, leetInWord } = classesFor(s);
  return s.replace(token(), (word) => {
    if (!letter().test(word) || !LEET_SIGNS.test(word)) return word;
    return word.replace(leetInWord(), (c) => LEET[c] ?? c).replace(/!/g, "");
  });
}

/** The forms of a message the patterns run on (plain and de-leeted), deduplicated. */
export function variants(text: string): string[] {
  const base = baseForm(text);
  const plain = squeeze(base);
  const leet = squeeze(deleet(base));
  return leet === plain ? [plain] : [plain, leet];
}
