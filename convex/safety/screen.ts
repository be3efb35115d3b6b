// Deterministic, offline risk screen over the recent turns of a conversation. It runs
// before any AI call and needs no network, so it protects even when the provider is down.
import type { LanguageCode } from "../shared/languages";
import type { RiskCategory } from "../lib/validators";
import type { CompiledLanguage, WeakKind } from "./compile";
import { LANGUAGES } from "./lang";
import { variants } from "./normalize";

export type ScreenTurn = { role: "user" | "assistant"; content: string };
export type ScreenResult = {
  risk: boolean;
  categories: RiskCategory[];
  /** Whether the newest user message itself (not only earlier ones) carries the risk. */
  current: boolean;
};

/** How many recent user messages are read: a disclosure stays in view for this long. */
export const RECENT_USER_TURNS = 6;

type Signals = { categories: Set<RiskCategory>; weak: Set<WeakKind> };

const CLAUSE_END = /[.!?;,]|(?<![\p{L}\p{M}])(?:but|though|although|however|pero|aunque|mais|aber|doch|ma|mas|porem|но|однако|dar|insa|lakini|ila|لكن|بس|लेकिन|मगर|但|但是|可是|不过|けど|でも|しかし)(?![\p{L}\p{M}])/gu;
const CATEGORY_ORDER: RiskCategory[] = ["self_harm", "medical_emergency", "abuse", "harm_to_others"];

// Someone asked about suicide or self-harm (usually Kaia) and the user said yes.
const ASKED_ABOUT_RISK =
  /suicid|kill(?:ing)? yourself|end(?:ing)? your life|hurt(?:ing)? yourself|harm(?:ing)? yourself|quitarte la vida|hacerte dano|te faire du mal|mettre fin a tes jours|suizid|selbstmord|dir (?:etwas )?anzutun|farti del male|toglierti la vita|se machucar|tirar (?:a )?sua (?:propria )?vida|суицид|самоубийств|покончить с собой|навредить себе|自杀|伤害自己|轻生|自殺|死にたい|自分を傷つけ|انتحار|تؤذي نفسك|ايذاء نفسك|आत्महत्या|खुद को नुकसान|khudkushi|sinucid|sa[- ]?ti faci rau|kujiua|kujidhuru/u;
const AFFIRMATIVE =
  /^(?:yes|yeah|yea|yep|ya|yup|kinda|kind of|sort of|sometimes|maybe|a bit|a little|i think so|si|oui|ouais|ja|jein|sim|да|ага|是|是的|对|嗯|有|有时|はい|うん|ええ|たまに|نعم|ايوه|اه|هاه|हाँ|हां|haan|han|da|uneori|ndiyo|ndio|naam)(?![\p{L}\p{M}])/u;

function aboutFiction(text: string, start: number, lang: CompiledLanguage): boolean {
  if (!lang.fiction) return false;
  const sentence = text.slice(Math.max(0, start - 160), start).split(/[.!?]/).pop() ?? "";
  const mentions = [...sentence.matchAll(lang.fiction)];
  const last = mentions[mentions.length - 1];
  if (last?.index === undefined) return false;
  const after = sentence.slice(last.index + last[0].length);
  return !lang.firstPerson || after.search(lang.firstPerson) < 0;
}

function negated(text: string, start: number, end: number, lang: CompiledLanguage): boolean {
  if (lang.post && lang.post.test(text.slice(end, end + 40))) return true;
  if (aboutFiction(text, start, lang)) return true;
  if (!lang.negation) return false;
  let before = text.slice(Math.max(0, start - 80), start);
  const boundaries = [...before.matchAll(CLAUSE_END)];
  const last = boundaries[boundaries.length - 1];
  if (last?.index !== undefined) before = before.slice(last.index + last[0].length);
  let window: string;
  if (lang.unspaced) {
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

function scan(text: string, signals: Signals): void {
  for (const variant of variants(text)) {
    const active = LANGUAGES.filter((lang) => lang.script.test(variant));
    if (active.some((lang) => lang.recovered?.test(variant))) continue;
    let s = variant;
    for (const lang of active) for (const [from, to] of lang.canon) s = s.replace(from, to);
    for (const lang of active) if (lang.fillers) s = s.replace(lang.fillers, "").replace(/ {2,}/g, " ");
    for (const lang of active) if (lang.idioms) s = s.replace(lang.idioms, " ; ");
    for (const lang of active) {
      for (const rule of lang.rules) {
        for (const match of s.matchAll(rule.re)) {
          if (negated(s, match.index, match.index + match[0].length, lang)) continue;
          if (rule.kind === "strong") signals.categories.add(rule.category);
          else signals.weak.add(rule.kind);
          break;
        }
      }
    }
  }
}

/** Risk signals in a single message, before combining with the conversation. */
export function screenText(text: string): { categories: RiskCategory[]; weak: WeakKind[] } {
  const signals: Signals = { categories: new Set(), weak: new Set() };
  scan(text, signals);
  return { categories: ordered(signals.categories), weak: [...signals.weak] };
}

function ordered(categories: Set<RiskCategory>): RiskCategory[] {
  return CATEGORY_ORDER.filter((c) => categories.has(c));
}

/** Screens the recent user messages (oldest first in `turns`). Every language's patterns run on
 *  every message whose script fits, so the interface language only documents the caller's view. */
export function screenTurns(turns: ScreenTurn[], _language: LanguageCode): ScreenResult {
  const all: Signals = { categories: new Set(), weak: new Set() };
  let newest: ReturnType<typeof screenText> | null = null;
  let seen = 0;
  for (let i = turns.length - 1; i >= 0 && seen < RECENT_USER_TURNS; i--) {
    const turn = turns[i];
    if (turn.role !== "user") continue;
    const own = screenText(turn.content);
    if (answeredYes(turns[i - 1], turn)) own.categories.push("self_harm");
    if (seen === 0) newest = own;
    own.categories.forEach((c) => all.categories.add(c));
    own.weak.forEach((k) => all.weak.add(k));
    seen++;
  }
  // Weak signals count when two different kinds appear across the recent messages.
  const weakRisk = all.weak.size >= 2;
  if (weakRisk) all.categories.add("self_harm");
  const categories = ordered(all.categories);
  const current = newest !== null && (newest.categories.length > 0 || (weakRisk && newest.weak.length > 0));
  return { risk: categories.length > 0, categories, current };
}

function answeredYes(previous: ScreenTurn | undefined, turn: ScreenTurn): boolean {
  if (previous?.role !== "assistant") return false;
  const question = previous.content.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  return ASKED_ABOUT_RISK.test(question) && AFFIRMATIVE.test(turn.content.trim().toLowerCase().normalize("NFKC"));
}
