// Hashed text features for the crisis classifier. Training and the server share this file,
// so a message is read the same way in both. Character n-grams across word boundaries carry
// misspellings, slang and unspaced scripts; word n-grams carry phrasing, and the words a negation
// governs are marked (see negation.ts).
import { lazyRegExp } from "../../shared/lazyRegExp";
import { baseForm, deleet, PLAIN_LETTERS, PLAIN_SIGNS, squeeze } from "../normalize";
import { negatedWords, STOPS } from "./negation";

/** 4M hashed buckets: the corpus has about 1.6M distinct features, and fewer collisions
 *  measured clearly better in cross-validation than 2^18 or 2^20 (the zeros ship packed away). */
export const FEATURE_BITS = 22;
const UNSPACED = String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]`;
const UNSPACED_CHARACTER = lazyRegExp(UNSPACED, "u");
const UNSPACED_CHARACTERS = lazyRegExp(UNSPACED, "gu");
/** Where every Han, Hiragana and Katakana character lies (and any beyond the first plane): a text
 *  with none skips compiling the script classes, which costs a fresh runtime milliseconds. */
export const MAYBE_CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff66-\uff9d\ud800-\udbff]/;
const WORDS = lazyRegExp(String.raw`[\p{L}\p{N}]+`, "gu");

/** 32-bit FNV-1a over UTF-16 code units: fast, stable across runtimes, no dependencies. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A message normalised, de-leeted and with letters squeezed; its stops kept. */
const spelled = (text: string) => squeeze(deleet(baseForm(text)));
const withoutStops = (written: string) => written.replace(STOPS, " ").replace(/\s+/g, " ").trim();
const wordsOf = (text: string) => text.split(" ").filter(Boolean);

/** The one written form features are taken from: `spelled`, without its stops. */
export const featureText = (text: string) => withoutStops(spelled(text));

const CLAUSE_BREAK = /[.,!?;]|\s(?:but|though|although|however|now|pero|aunque|ahora|mais|maintenant|aber|jetzt|ma|ora|mas|agora|но|а сейчас|теперь|dar|acum|lakini|sasa|لكن|الان|لیکن|लेकिन|अब|但是|可是|不过|现在|けど|でも|今は)\s/u;

export type Features = { indices: Uint32Array; values: Float32Array };

/** Each of a message's n features weighs n^-NORM_POWER. */
export const NORM_POWER = 0.5;

/** Distinct features of a message, each weighted so that long messages do not outweigh short ones;
 *  with `negation`, the words a negation governs too. */
export function features(text: string, bits = FEATURE_BITS, negation = true): Features {
  const mask = (1 << bits) - 1;
  const written = spelled(text);
  const s = withoutStops(written);
  const keys = new Set<number>();
  const add = (key: string) => keys.add(hash(key) & mask);
  const words = wordsOf(s);
  for (let i = 0; i < words.length; i++) {
    add(`w ${words[i]}`);
    if (i + 1 < words.length) add(`b ${words[i]} ${words[i + 1]}`);
    if (i + 2 < words.length) add(`t ${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  }
  // The last clause again, marked: what a message ends on often decides it ("years ago i
  // wanted to die, now i'm fine" against "years ago i was fine, now i want to die").
  const clauses = baseForm(text).split(CLAUSE_BREAK).map((c) => c.trim()).filter(Boolean);
  if (clauses.length > 1) {
    const last = wordsOf(featureText(clauses[clauses.length - 1]));
    for (let i = 0; i < last.length; i++) {
      add(`L ${last[i]}`);
      if (i + 1 < last.length) add(`LB ${last[i]} ${last[i + 1]}`);
    }
  }
  if (negation) for (const word of negatedWords(written)) add(`n ${word}`);
  const padded = ` ${s} `;
  // Digits are read by shape here (every digit as 0): word n-grams keep the number itself, and a
  // word ending next to a number ("level 10", "etajul 10", "room 10") says little about it.
  const chars = [...padded.replace(/\d/g, "0")];
  for (let n = 2; n <= 5; n++) {
    for (let i = 0; i + n <= chars.length; i++) add(`c${chars.slice(i, i + n).join("")}`);
  }
  if (MAYBE_CJK.test(s)) {
    const unspaced = PLAIN_TEXT.test(s) ? PLAIN_UNSPACED_CHARACTER : UNSPACED_CHARACTER();
    for (const ch of chars) if (unspaced.test(ch)) add(`u${ch}`);
  }
  const indices = Uint32Array.from(keys);
  return { indices, values: new Float32Array(indices.length).fill(indices.length === 0 ? 0 : indices.length ** -NORM_POWER) };
}

/** The kinds model is small and dense: 2^14 buckets named kinds as well as 2^16 on the calibration sets. */
export const CATEGORY_BITS = 14;
/** What the kinds model reads. It names the kind of a message already flagged, so it does without the
 *  negation marks: in its 2^14 buckets they only collided with the words that name a kind. */
export const kindFeatures = (text: string) => features(text, CATEGORY_BITS, false);

const SENTENCE_END = /(?<=[.!?;。！？；\n])\s*/u;
/** Up to this many words a message is scored whole. A longer one is also scored in runs of about
 *  CHUNK_WORDS words, and training teaches a crisis message through its riskiest run only (see
 *  safety-model/training.ts), so one risky clause in a long everyday message is neither averaged
 *  away nor lends its risk to the everyday words around it. */
const WHOLE_WORDS = 30;
const CHUNK_WORDS = 20;

/** A text of only ASCII, PLAIN_LETTERS, PLAIN_SIGNS, full-width signs and Arabic and Devanagari
 *  marks (and joiners, which split words as signs do) is read without compiling
 *  WORDS or the script classes: its words and its Han and kana are found by plain classes (checked
 *  against the Unicode ones code point by code point). */
export const PLAIN_TEXT = new RegExp(`^[\\0-\\x7f${PLAIN_LETTERS}${PLAIN_SIGNS}\\u064b-\\u065f\\u0900-\\u097f\\u200b-\\u200d\\ufe0f\\uff01-\\uff0f\\uff1a-\\uff20\\uff3b-\\uff40\\uff5b-\\uff65]*$`, "u");
export const PLAIN_WORDS = new RegExp(`[a-zA-Z0-9${PLAIN_LETTERS}]+`, "g");
const PLAIN_UNSPACED = String.raw`[\u3041-\u3096\u309d-\u309f\u30a1-\u30fa\u30fd-\u30ff\u4e00-\u9fa5]`;
export const PLAIN_UNSPACED_CHARACTER = new RegExp(PLAIN_UNSPACED);
const PLAIN_UNSPACED_CHARACTERS = new RegExp(PLAIN_UNSPACED, "g");

const matches = (text: string, regex: RegExp) => text.match(regex)?.length ?? 0;
/** Words, with each Han or kana character counted as half a word. */
const wordCount = (text: string) =>
  PLAIN_TEXT.test(text)
    ? matches(text, PLAIN_WORDS) + matches(text, PLAIN_UNSPACED_CHARACTERS) / 2
    : matches(text, WORDS()) + (MAYBE_CJK.test(text) ? matches(text, UNSPACED_CHARACTERS()) / 2 : 0);

/** The parts of a message scored on their own: the message, and for a long one also runs of
 *  sentences of about CHUNK_WORDS words (a sentence much longer than that, typed without stops,
 *  cut into runs of words). */
export function segments(text: string): string[] {
  // A text shorter than WHOLE_WORDS characters has at most that many words: counting them
  // compiles Unicode regexes a fresh runtime pays for.
  if (text.length < WHOLE_WORDS || wordCount(text) <= WHOLE_WORDS) return [text];
  const parts = [text];
  let run = "";
  const add = (piece: string) => {
    run = run ? `${run} ${piece}` : piece;
    if (wordCount(run) >= CHUNK_WORDS) {
      parts.push(run);
      run = "";
    }
  };
  for (const sentence of text.split(SENTENCE_END)) {
    const words = sentence.split(/\s+/).filter(Boolean);
    if (words.length <= 2 * CHUNK_WORDS) add(sentence);
    else for (let i = 0; i < words.length; i += CHUNK_WORDS) add(words.slice(i, i + CHUNK_WORDS).join(" "));
  }
  if (run.trim()) parts.push(run);
  return parts;
}

/** Words above which a message's parts also carry its length, as one more feature of each, of
 *  this value (it did better than 1 in cross-validation, and than a length feature on every message). */
const LONG_WORDS = [60, 100];
const LENGTH_VALUE = 0.3;

/** The features of each part of a message the classifier scores (see `segments`). The parts of a
 *  long message also carry its length: the more parts a message has, the likelier one of them
 *  scores high by chance, and the model learns how much to allow for that. */
export function partFeatures(text: string, bits = FEATURE_BITS): Features[] {
  const parts = segments(text);
  const words = parts.length > 1 ? wordCount(text) : 0;
  const long = LONG_WORDS.filter((limit) => words > limit).length;
  if (long === 0) return parts.map((part) => features(part, bits));
  const key = hash(`n ${long}`) & ((1 << bits) - 1);
  return parts.map((part) => {
    const { indices, values } = features(part, bits);
    return { indices: Uint32Array.from([...indices, key]), values: Float32Array.from([...values, LENGTH_VALUE]) };
  });
}
