// Deterministic, offline risk screen over the recent turns of a conversation. It runs
// before any AI call and needs no network, so it protects even when the provider is down.
import type { RiskCategory } from "../lib/validators";
import { lazyRegExp } from "../shared/lazyRegExp";
import { crisisScore, crisisThreshold, isCrisis, likelyCategory, PATTERN_THRESHOLD } from "./classifier/model";
import { spelledApart } from "./normalize";
import type { WeakKind } from "./compile";
import { aroundAPastThatIsOver, ordered, patternSignals, statesIntentToDie } from "./patterns";
import { RECENT_USER_TURNS } from "./turns";

export type ScreenTurn = {
  role: "user" | "assistant";
  content: string;
  /** Recorded on Kaia's reply when it asked about suicide or self-harm, in any wording or language. */
  askedAboutRisk?: boolean;
};
export type ScreenResult = {
  risk: boolean;
  categories: RiskCategory[];
  /** Whether the newest user message itself (not only earlier ones) carries the risk. */
  current: boolean;
};

export { RECENT_USER_TURNS };

// A yes, maybe or sometimes, read without accents ("sí", "ndiyo", "はい").
const AFFIRMATIVE = lazyRegExp(
  String.raw`^(?:yes|yeah|yea|yep|ya|yup|kinda|kind of|sort of|sometimes|maybe|a bit|a little|i think so|si|oui|ouais|ja|jein|sim|да|ага|是|是的|对|嗯|有|有时|はい|うん|ええ|たまに|نعم|ايوه|اه|هاه|हाँ|हां|haan|han|da|uneori|ndiyo|ndio|naam)(?![\p{L}\p{M}])`,
  "u",
);

/** Risk in a single message. The trained classifier decides whether there is risk, because
 *  it generalises to wording no pattern foresaw. A score high enough to be risk on its own
 *  needs nothing else, and the classifier names its kind (or the patterns, where it is unsure
 *  of the kind and they match). Only in the band just below that do
 *  the patterns run, where a match that the classifier does not contradict makes the message
 *  risky and names its kind: even cut to the message's words, their regexes cost a fresh
 *  runtime more than the rest of the screen does. Below the band only the direct rules run. */
export function screenText(text: string): { categories: RiskCategory[]; score: number } {
  const score = crisisScore(text);
  const threshold = crisisThreshold(text);
  if (isCrisis(score, threshold) && !pastIsOver(text)) {
    // Where the kinds model is unsure, or names a kind other than self-harm (it learnt the others
    // from far fewer messages, and once took "I'm giving all my stuff away" for harm to others),
    // the patterns name the kind if their wording matches.
    const { category, sure } = likelyCategory(text);
    const named = !sure || category !== "self_harm" ? patternSignals(text).categories : [];
    return { categories: named.length > 0 ? named : [category], score };
  }
  // Letters spelt apart hide words, and the classifier reads them joined poorly ("i w a n t" is
  // "iwant"): there a pattern match counts whatever the score.
  const hidden = spelledApart(text);
  // A plain statement of intent to take one's life is risk whatever the score: short, blunt
  // wording is where the classifier is weakest ("me voy a matar").
  if (score < PATTERN_THRESHOLD && !hidden) return { categories: statesIntentToDie(text) ? ["self_harm"] : [], score };
  const { categories: named, direct } = patternSignals(text);
  if (isCrisis(score, threshold, named.length > 0) || hidden || direct) return { categories: named, score };
  // The recovery in a past told as over lowers the whole message's score and hides a risk said
  // before or after it ("…now I'm better. but tonight I'm going to kill myself").
  return { categories: riskAroundAPastThatIsOver(text) ?? [], score };
}

/** A message that tells of a risk that is over ("three years ago I tried to take my life; today I
 *  graduated") uses the words of one that is not, and the classifier scores it as high. Its score
 *  does not count, unless what the message says before or after that past is a risk itself. */
function pastIsOver(text: string): boolean {
  return riskAroundAPastThatIsOver(text)?.length === 0;
}

/** What is risk in the parts of a message before and after a past told as over; null when the
 *  message tells of no such past. */
function riskAroundAPastThatIsOver(text: string): RiskCategory[] | null {
  const around = aroundAPastThatIsOver(text);
  if (around === null) return null;
  return ordered(new Set([around.before, around.after].flatMap((part) => screenText(part).categories)));
}

/** Two different kinds of weak signal that agree say more than one pattern match, so the
 *  classifier contradicts them only a band further below (the band training steps by). */
const SPREAD_MARGIN = 0.05;

/** Screens the recent user messages (oldest first in `turns`). Every language's patterns run on
 *  every message whose script fits, so the screen needs no interface language. */
export function screenTurns(turns: ScreenTurn[]): ScreenResult {
  const categories = new Set<RiskCategory>();
  let newest: RiskCategory[] | null = null;
  const recent: string[] = [];
  let highest = 0;
  for (let i = turns.length - 1; i >= 0 && recent.length < RECENT_USER_TURNS; i--) {
    const turn = turns[i];
    if (turn.role !== "user") continue;
    const { categories: own, score } = screenText(turn.content);
    highest = Math.max(highest, score);
    if (answeredYes(turns[i - 1], turn)) own.push("self_harm");
    if (recent.length === 0) newest = own;
    own.forEach((c) => categories.add(c));
    recent.unshift(turn.content);
  }
  // A disclosure spread over messages: weak signals count when two different kinds appear
  // across the recent messages and the classifier, reading them one at a time or together,
  // does not contradict them. A method asked in one message and another kind said in another
  // count even where it does: read alone, "where can I buy rope" is mostly the errand it says,
  // and the classifier learnt so, but not after "nothing matters anymore". The patterns run on a
  // single message only where the classifier agrees, and on none when the newest message is
  // risky on its own: the risk is then shown and current already.
  let newestWeak = false;
  const floor = PATTERN_THRESHOLD - SPREAD_MARGIN;
  if (recent.length > 0 && newest?.length === 0) {
    const agrees = highest >= floor || crisisScore(recent.join("\n")) >= floor;
    const weak = agrees || recent.length > 1 ? recent.map((text) => patternSignals(text).weak) : [];
    if (agrees ? new Set(weak.flat()).size >= 2 : methodBesideAnotherSignal(weak)) {
      categories.add("self_harm");
      newestWeak = weak[weak.length - 1].length > 0;
    }
  }
  const current = newest !== null && (newest.length > 0 || newestWeak);
  return { risk: categories.size > 0, categories: ordered(categories), current };
}

/** Whether one message asks about a method and another gives a weak signal of another kind. */
function methodBesideAnotherSignal(weak: WeakKind[][]): boolean {
  return weak.some((kinds, i) => kinds.includes("method") && weak.some((other, j) => j !== i && other.some((kind) => kind !== "method")));
}

function answeredYes(previous: ScreenTurn | undefined, turn: ScreenTurn): boolean {
  if (previous?.role !== "assistant" || previous.askedAboutRisk !== true) return false;
  const answer = turn.content.trim().toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").normalize("NFKC");
  return AFFIRMATIVE().test(answer);
}
