// The writing system a message is mostly in. The classifier's scores are not equally calibrated
// across scripts (at the threshold the Latin-script languages need, Chinese keeps few false alarms
// and misses more crisis messages than it must), so a script may have a threshold of its own. The
// script is read from the message: no interface language is needed.
import type { LanguageCode } from "../../shared/languages";

export const SCRIPTS = ["latin", "cyrillic", "arabic", "devanagari", "han", "kana"] as const;
export type Script = (typeof SCRIPTS)[number];

const KANA = /[\u3040-\u30FF\u31F0-\u31FF\uFF66-\uFF9D]/;
const HAN = /[\u3400-\u9FFF\uF900-\uFAFF]/;
// Scripts told apart by how many of their letters a message holds.
const COUNTED: [Script, RegExp][] = [
  ["latin", /[A-Za-z\u00C0-\u024F]/g],
  ["cyrillic", /[\u0400-\u04FF]/g],
  ["arabic", /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/g],
  ["devanagari", /[\u0900-\u097F]/g],
];

/** The script of `text`: Japanese by any kana (its kanji are Han too), Chinese by Han without
 *  kana, otherwise the script with the most letters; Latin when there are none. */
export function scriptOf(text: string): Script {
  if (KANA.test(text)) return "kana";
  if (HAN.test(text)) return "han";
  let best: Script = "latin";
  let most = 0;
  for (const [script, letters] of COUNTED) {
    const count = text.match(letters)?.length ?? 0;
    if (count > most) [best, most] = [script, count];
  }
  return best;
}

/** The script each language is written in, by which its calibration messages are grouped. */
export const LANGUAGE_SCRIPTS: Record<LanguageCode, Script> = {
  en: "latin", es: "latin", fr: "latin", de: "latin", it: "latin", pt: "latin", ro: "latin", sw: "latin",
  ru: "cyrillic", ar: "arabic", hi: "devanagari", zh: "han", ja: "kana",
};
