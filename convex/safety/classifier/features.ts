// Hashed text features for the crisis classifier. Training and the server share this file,
// so a message is read the same way in both. Character n-grams across word boundaries carry
// misspellings, slang and unspaced scripts; word n-grams carry phrasing and negation.
import { baseForm, deleet, squeeze } from "../normalize";

export const FEATURE_BITS = 18;
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** 32-bit FNV-1a over UTF-16 code units: fast, stable across runtimes, no dependencies. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The one written form features are taken from: normalised, de-leeted, letters squeezed. */
export function featureText(text: string): string {
  return squeeze(deleet(baseForm(text))).replace(/[.,!?;]+/g, " ").replace(/\s+/g, " ").trim();
}

export type Features = { indices: Uint32Array; values: Float32Array };

/** Distinct features of a message, each weighted so that together they have unit length
 *  whatever the message's size. */
export function features(text: string, bits = FEATURE_BITS): Features {
  const mask = (1 << bits) - 1;
  const s = featureText(text);
  const keys = new Set<number>();
  const add = (key: string) => keys.add(hash(key) & mask);
  const words = s.split(" ").filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    add(`w ${words[i]}`);
    if (i + 1 < words.length) add(`b ${words[i]} ${words[i + 1]}`);
    if (i + 2 < words.length) add(`t ${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  }
  const padded = ` ${s} `;
  const chars = [...padded];
  for (let n = 2; n <= 5; n++) {
    for (let i = 0; i + n <= chars.length; i++) add(`c${chars.slice(i, i + n).join("")}`);
  }
  for (const ch of chars) if (UNSPACED.test(ch)) add(`u${ch}`);
  const indices = Uint32Array.from(keys);
  return { indices, values: new Float32Array(indices.length).fill(indices.length === 0 ? 0 : 1 / Math.sqrt(indices.length)) };
}

const SENTENCE_END = /(?<=[.!?;。！？；\n])\s*|\s+(?=(?:but|pero|mais|aber|ma|mas|но|但是|可是|けど|لكن|लेकिन|dar|lakini)\s)/u;

/** The parts of a message scored on their own, so one risky sentence in a long, ordinary
 *  message is not averaged away: the whole message, each sentence, and each pair of sentences. */
export function segments(text: string): string[] {
  const sentences = text.split(SENTENCE_END).map((p) => p.trim()).filter((p) => p.length > 0);
  if (sentences.length <= 1) return [text];
  const parts = [text, ...sentences];
  for (let i = 0; i + 1 < sentences.length; i++) parts.push(`${sentences[i]} ${sentences[i + 1]}`);
  return parts;
}
