// Per-language patterns with negation, idiom and fiction handling. They name the kind of
// risk precisely where their wording matches, and let the screen trust a lower classifier score.
import type { RiskCategory } from "../lib/validators";
import { RISK_CATEGORIES } from "../shared/safety";
import type { WeakKind } from "./compile";
import { lazyRegExp } from "../shared/lazyRegExp";
import { languagesFor } from "./lang";
import { variants } from "./normalize";
import type { Language, LanguageRegexes } from "./pruned";

type Signals = { categories: Set<RiskCategory>; weak: Set<WeakKind>; direct: boolean };

const CLAUSE_END = lazyRegExp(String.raw`[.!?;,]|(?<![\p{L}\p{M}])(?:but|though|although|however|pero|aunque|mais|aber|doch|ma|mas|porem|но|однако|dar|insa|lakini|ila|لكن|بس|लेकिन|मगर|但|但是|可是|不过|けど|でも|しかし)(?![\p{L}\p{M}])`, "gu");
export const CATEGORY_ORDER: readonly RiskCategory[] = RISK_CATEGORIES;

/** Where the screen gets each language's regexes for a text: by default the precompiled patterns
 *  cut to what can match in it. */
export type Languages = (text: string) => Language[];

function aboutFiction(text: string, start: number, lang: LanguageRegexes): boolean {
  if (!lang.fiction) return false;
  const sentence = text.slice(Math.max(0, start - 160), start).split(/[.!?]/).pop() ?? "";
  const mentions = [...sentence.matchAll(lang.fiction)];
  const last = mentions[mentions.length - 1];
  if (last?.index === undefined) return false;
  const after = sentence.slice(last.index + last[0].length);
  return !lang.firstPerson || after.search(lang.firstPerson) < 0;
}

function negated(text: string, start: number, end: number, unspaced: boolean, lang: LanguageRegexes): boolean {
  if (lang.post && lang.post.test(text.slice(end, end + 40))) return true;
  if (aboutFiction(text, start, lang)) return true;
  if (!lang.negation) return false;
  let before = text.slice(Math.max(0, start - 80), start);
  const boundaries = [...before.matchAll(CLAUSE_END())];
  const last = boundaries[boundaries.length - 1];
  if (last?.index !== undefined) before = before.slice(last.index + last[0].length);
  let window: string;
  if (unspaced) {
    window = before.slice(-4);
  } else {
    const tokens = before.trim().split(/\s+/).slice(-4);
    window = tokens.join(" ");
    if (lang.subjects) {
      const subjects = [...window.matchAll(lang.subjects)];
      const subject = subjects[subjects.length - 1];
      if (subject?.index !== undefined) window = window.slice(subject.index + subject[0].length);
    }
  }
  return window.search(lang.negation) >= 0;
}

function scan(text: string, languages: Languages, directOnly: boolean): Signals {
  const signals: Signals = { categories: new Set(), weak: new Set(), direct: false };
  for (const variant of variants(text)) {
    const active = languages(variant);
    if (active.some((lang) => lang.against(variant).recovered?.test(variant) || lang.against(variant).over?.test(variant))) continue;
    let s = variant;
    for (const lang of active) {
      lang.against(s).canon.forEach((_, i) => {
        const [from, to] = lang.against(s).canon[i];
        if (from) s = s.replace(from, to);
      });
    }
    for (const lang of active) {
      const { fillers } = lang.against(s);
      if (fillers) s = s.replace(fillers, "").replace(/ {2,}/g, " ");
    }
    for (const lang of active) {
      const { idioms } = lang.against(s);
      if (idioms) s = s.replace(idioms, " ; ");
    }
    for (const lang of active) {
      const regexes = lang.against(s);
      for (const rule of regexes.rules) {
        if (directOnly && rule.kind !== "direct") continue;
        const { re } = rule;
        if (!re) continue;
        for (const match of s.matchAll(re)) {
          if (negated(s, match.index, match.index + match[0].length, lang.unspaced, regexes)) continue;
          if (rule.kind === "strong" || rule.kind === "direct") signals.categories.add(rule.category);
          else signals.weak.add(rule.kind);
          signals.direct ||= rule.kind === "direct";
          break;
        }
      }
    }
  }
  return signals;
}

/** Risk signals in a single message from the patterns alone; `direct` when one of them is a plain
 *  statement of intent to take one's life. */
export function patternSignals(text: string, languages: Languages = languagesFor): { categories: RiskCategory[]; weak: WeakKind[]; direct: boolean } {
  const signals = scan(text, languages, false);
  return { categories: ordered(signals.categories), weak: [...signals.weak], direct: signals.direct };
}

/** Whether the message states plainly that the writer means to take their own life: only the
 *  direct rules run, through the same negation, fiction, idiom and recovery checks. */
export function statesIntentToDie(text: string, languages: Languages = languagesFor): boolean {
  return scan(text, languages, true).direct;
}

/** Where a message tells of a risk that is over ("two years ago I tried; now I'm in therapy and
 *  doing well"): the normalised words before and after that telling, or null if it tells none. */
export function aroundAPastThatIsOver(text: string, languages: Languages = languagesFor): { before: string; after: string } | null {
  for (const variant of variants(text)) {
    for (const lang of languages(variant)) {
      const match = lang.against(variant).over?.exec(variant);
      if (match) return { before: variant.slice(0, match.index), after: variant.slice(match.index + match[0].length) };
    }
  }
  return null;
}

export function ordered(categories: Set<RiskCategory>): RiskCategory[] {
  return CATEGORY_ORDER.filter((c) => categories.has(c));
}
