// Deterministic, offline risk screen over the recent turns of a conversation. It runs
// before any AI call and needs no network, so it protects even when the provider is down.
import type { LanguageCode } from "../shared/languages";
import type { RiskCategory } from "../lib/validators";
import type { WeakKind } from "./compile";
import { classifiesAsCrisis, likelyCategory } from "./classifier/model";
import { ordered, patternSignals, type Signals } from "./patterns";

export type ScreenTurn = { role: "user" | "assistant"; content: string };
export type ScreenResult = {
  risk: boolean;
  categories: RiskCategory[];
  /** Whether the newest user message itself (not only earlier ones) carries the risk. */
  current: boolean;
};

/** How many recent user messages are read: a disclosure stays in view for this long. */
export const RECENT_USER_TURNS = 6;

// Someone asked about suicide or self-harm (usually Kaia) and the user said yes.
const ASKED_ABOUT_RISK =
  /suicid|kill(?:ing)? yourself|end(?:ing)? your life|hurt(?:ing)? yourself|harm(?:ing)? yourself|quitarte la vida|hacerte dano|te faire du mal|mettre fin a tes jours|suizid|selbstmord|dir (?:etwas )?anzutun|farti del male|toglierti la vita|se machucar|tirar (?:a )?sua (?:propria )?vida|суицид|самоубийств|покончить с собой|навредить себе|自杀|伤害自己|轻生|自殺|死にたい|自分を傷つけ|انتحار|تؤذي نفسك|ايذاء نفسك|आत्महत्या|खुद को नुकसान|khudkushi|sinucid|sa[- ]?ti faci rau|kujiua|kujidhuru/u;
const AFFIRMATIVE =
  /^(?:yes|yeah|yea|yep|ya|yup|kinda|kind of|sort of|sometimes|maybe|a bit|a little|i think so|si|oui|ouais|ja|jein|sim|да|ага|是|是的|对|嗯|有|有时|はい|うん|ええ|たまに|نعم|ايوه|اه|هاه|हाँ|हां|haan|han|da|uneori|ndiyo|ndio|naam)(?![\p{L}\p{M}])/u;

/** Risk signals in a single message. The trained classifier decides whether there is risk,
 *  because it generalises to wording no pattern foresaw; the patterns, where they match,
 *  name its kind more precisely than the classifier can. */
export function screenText(text: string): { categories: RiskCategory[]; weak: WeakKind[] } {
  const found = patternSignals(text);
  if (!classifiesAsCrisis(text, found.categories.length > 0)) return { categories: [], weak: found.weak };
  return { categories: found.categories.length > 0 ? found.categories : [likelyCategory(text)], weak: found.weak };
}

/** Screens the recent user messages (oldest first in `turns`). Every language's patterns run on
 *  every message whose script fits, so the interface language only documents the caller's view. */
export function screenTurns(turns: ScreenTurn[], _language: LanguageCode): ScreenResult {
  const all: Signals = { categories: new Set(), weak: new Set() };
  let newest: ReturnType<typeof screenText> | null = null;
  const recent: string[] = [];
  for (let i = turns.length - 1; i >= 0 && recent.length < RECENT_USER_TURNS; i--) {
    const turn = turns[i];
    if (turn.role !== "user") continue;
    const own = screenText(turn.content);
    if (answeredYes(turns[i - 1], turn)) own.categories.push("self_harm");
    if (recent.length === 0) newest = own;
    own.categories.forEach((c) => all.categories.add(c));
    own.weak.forEach((k) => all.weak.add(k));
    recent.unshift(turn.content);
  }
  // A disclosure spread over messages: weak signals count when two different kinds appear
  // across the recent messages and the classifier, reading them together, does not contradict them.
  const weakRisk = all.weak.size >= 2 && classifiesAsCrisis(recent.join("\n"), true);
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
