// The check on Kaia's own words, before they reach the person: no method or lethality details,
// and no phone number that is not a checked line or emergency number for their country. Pure and
// offline; the stream pipeline (ai/replyGuard.ts) decides when each sentence is checked.
import { screenText } from "./screen";
import { PATTERN_THRESHOLD } from "./classifier/model";
import { COUNTRIES } from "./directoryData";
import type { CrisisResources } from "./directory";

export type ReplyCheckReason = "method_details" | "unlisted_phone" | "moderation";

/** Where a sentence ends, in every script the product speaks. */
const SENTENCE_END = /[.!?。！？؟।]+(?=\s|$)|[。！？؟।]|\n/gu;

// A figure that could describe how to get hurt: a height, a speed, a dose, a count of pills,
// a calorie intake or a survival rate. Units are written as they are across the 13 languages.
const FIGURE =
  /\d+(?:[.,]\d+)?\s*(?:-|–|to|a|à|bis)?\s*(?:\d+(?:[.,]\d+)?\s*)?(?:(?:m|metres?|met(?:er|re)[ns]?|metros?|mètres?|metri|metrii?|mita|метр\p{L}*|متر\p{L}*|मीटर|ft|feet|foot|pies|pieds|fu(?:ß|ss)|piedi|pés|stor(?:e)?ys?|floors?|pisos?|étages?|stockw\p{L}*|piani|andares?|etaje|этаж\p{L}*|طوابق|طابق|मंज़िल\p{L}*|ghorofa|mph|km\s*\/\s*h|kmh|kph|km\/ч|км\/ч|miles per hour|mg|milligrams?|mcg|µg|grams?|gramos?|grammes?|gramm|grammi|gramas|грамм\p{L}*|غرام|ग्राम|pills?|tablets?|capsules?|pastillas?|comprimidos?|comprimés?|tabletten?|compresse|pastiglie|comprimate|pastile|vidonge|таблет\p{L}*|حبة|حبوب|गोलि\p{L}*|गोली|kcal|calories?|calorías?|kalorien?|calorie|calorias?|calorii|kalori|калори\p{L}*|سعرة|سعرات|कैलोरी|%|percent|per ?cent|por ?ciento|pour ?cent|prozent|per ?cento|por ?cento|procente?|asilimia|процент\p{L}*)(?![\p{L}])|米|メートル|层|階|克|グラム|片|錠|粒|卡路里|大卡|カロリー)/giu;

// Calorie figures are never Kaia's to give: in an emotional-support chat they feed restriction.
const CALORIES = /kcal|calor|kalori|калори|卡路里|大卡|カロリー|سعر|कैलोरी/iu;

// Words that make a figure about dying, surviving or getting hurt (13 languages).
const LETHALITY =
  /lethal|fatal|deadly|(?:to|would|could|will|you'?d|you|people) die\b|dies\b|dying|died|death|kill|surviv|overdose|\bOD\b|jump|fall(?:s|ing)?\b|high enough|crash|impact|bleed|hang|poison|toxic|starv|letal|mortal|morir|muerte|sobreviv|sobredosis|saltar|caída|mourir|mort\b|survivre|surdose|sauter|chute|tödlich|sterben|\btod\b|überleb|überdosis|spring|sturz|töten|morire|morte|sopravviv|caduta|uccid|morrer|pular|queda|matar|muri|moarte|supravie|supradoz|sări|cădere|ucide|kufa|kifo|kuua|sumu|kuruka|kuanguka|kunusurika|смерт|летальн|умер|выжив|выжит|передоз|прыг|паден|убить|致死|致命|死|存活|过量|跳|坠|飛び降り|転落|過剰摂取|生存|قاتل|مميت|الموت|يموت|النجاة|جرعة زائدة|القفز|السقوط|घातक|मौत|मर|जीवित|ओवरडोज़|कूद|गिर/iu;

// A run of digits that could be a phone number: 3 or more digits, spaces, dots, dashes or
// brackets between them, an optional leading +.
const NUMBER_RUN = /(?<![\d\p{L}])\+?\(?\d[\d\s().-]*\d(?![\d\p{L}])/gu;

// Words that put a number to be called or texted near it, in the 13 languages.
const CALL_WORDS =
  /call|phone|dial|text|ring|hotline|helpline|line|number|sms|whatsapp|llam|marca|teléfono|telefono|número|numero|línea|linea|appel|compos|numéro|ligne|anruf|ruf|wähl|nummer|telefon|chiama|ligue|ligar|liga|telefone|sun[aă]|numărul|piga|namba|nambari|simu|звон|номер|телефон|линия|拨打|打|电话|热线|号码|短信|電話|番号|ダイヤル|かけ|اتصل|رقم|هاتف|خط|कॉल|फ़ोन|फोन|नंबर|हेल्पलाइन/iu;

function startsWithFigure(text: string): boolean {
  FIGURE.lastIndex = 0;
  const first = FIGURE.exec(text);
  FIGURE.lastIndex = 0;
  return first?.index === 0;
}

const digitsOf = (text: string) => text.replace(/\D/g, "");

/** The sentences of `text` with where each starts; the last may be unfinished. */
export function sentences(text: string): { text: string; start: number; end: number; complete: boolean }[] {
  const out: { text: string; start: number; end: number; complete: boolean }[] = [];
  let start = 0;
  for (const match of text.matchAll(SENTENCE_END)) {
    const end = (match.index ?? 0) + match[0].length;
    if (text.slice(start, end).trim() !== "") out.push({ text: text.slice(start, end), start, end, complete: true });
    start = end;
  }
  if (text.slice(start).trim() !== "") out.push({ text: text.slice(start), start, end: text.length, complete: false });
  return out;
}

/** Whether a sentence has a figure that must be checked before it is shown. */
export function hasFigure(sentence: string): boolean {
  return /\d/.test(sentence);
}

/** A sentence giving a lethal figure: a calorie figure, or a height, speed, dose or rate said
 *  together with dying, surviving or getting hurt (in words, or as the crisis screen reads it). */
export function lethalityDetail(sentence: string): boolean {
  const figures = [...sentence.matchAll(FIGURE)];
  if (figures.length === 0) return false;
  if (figures.some((f) => CALORIES.test(f[0]))) return true;
  return LETHALITY.test(sentence) || screenText(sentence).score >= PATTERN_THRESHOLD;
}

/** Every number a line or emergency service in the directory answers on, as bare digits. */
function directoryNumbers(resources: CrisisResources | null): Set<string> {
  const numbers = new Set<string>();
  const add = (n: string | undefined) => n && numbers.add(digitsOf(n));
  if (resources === null) {
    // The person's country is not known here: any checked number is allowed, never an invented one.
    for (const entry of Object.values(COUNTRIES)) {
      add(entry.emergencyNumber);
      entry.otherEmergencyNumbers?.forEach(add);
      entry.lines.forEach((l) => (add(l.phone), add(l.sms)));
    }
    add("112");
    return numbers;
  }
  add(resources.emergencyNumber);
  resources.otherEmergencyNumbers?.forEach(add);
  resources.lines.forEach((l) => (add(l.phone), add(l.sms)));
  return numbers;
}

/** A phone number in `sentence` that is neither in the directory for the person's country nor one
 *  the person wrote themselves; null when there is none. */
export function unlistedPhone(sentence: string, allowed: Set<string>): string | null {
  for (const match of sentence.matchAll(NUMBER_RUN)) {
    const digits = digitsOf(match[0]);
    if (digits.length < 3 || allowed.has(digits)) continue;
    const before = sentence.slice(Math.max(0, (match.index ?? 0) - 40), match.index);
    // A figure with a unit ("60 mph", "20 %") is not a phone number.
    if (digits.length < 7 && startsWithFigure(sentence.slice(match.index))) continue;
    const looksLikePhone = digits.length >= 7 || match[0].trim().startsWith("+") || CALL_WORDS.test(before);
    if (looksLikePhone) return match[0].trim();
  }
  return null;
}

export type ReplyCheck = {
  /** The numbers Kaia may give: the person's country's lines and emergency numbers, and any they wrote. */
  allowedNumbers: Set<string>;
};

/** What Kaia may say about numbers, for a person in `resources`'s country (null: not known). */
export function replyCheckFor(resources: CrisisResources | null, userTexts: string[] = []): ReplyCheck {
  const allowedNumbers = directoryNumbers(resources);
  for (const text of userTexts) for (const m of text.matchAll(NUMBER_RUN)) allowedNumbers.add(digitsOf(m[0]));
  return { allowedNumbers };
}

/** Why `sentence` must not reach the person, or null when it may. */
export function checkSentence(sentence: string, check: ReplyCheck): ReplyCheckReason | null {
  if (!hasFigure(sentence)) return null;
  if (lethalityDetail(sentence)) return "method_details";
  if (unlistedPhone(sentence, check.allowedNumbers)) return "unlisted_phone";
  return null;
}

// Common wordings of the question about suicide or self-harm, for a model that leaves out its signal.
const ASKS_ABOUT_RISK =
  /suicid|das leben (?:zu )?nehmen|nicht mehr (?:leben|da sein)|te tuer|en finir|mettre fin a ta vie|iei viata|te sinucizi|kujitoa uhai|命を絶|消えたい|kill(?:ing)? yourself|end(?:ing)? your life|hurt(?:ing)? yourself|harm(?:ing)? yourself|quitarte la vida|hacerte dano|te faire du mal|mettre fin a tes jours|suizid|selbstmord|dir (?:etwas )?anzutun|farti del male|toglierti la vita|se machucar|tirar (?:a )?sua (?:propria )?vida|суицид|самоубийств|покончить с собой|навредить себе|自杀|伤害自己|轻生|自殺|死にたい|自分を傷つけ|انتحار|تؤذي نفسك|ايذاء نفسك|आत्महत्या|खुद को नुकसान|khudkushi|sinucid|sa[- ]?ti faci rau|kujiua|kujidhuru/u;

/** Whether a reply asks about suicide or self-harm, when the model did not say so with its signal:
 *  one of its questions names it in a common wording. */
export function asksAboutRisk(reply: string): boolean {
  return sentences(reply).some((s) => {
    if (!/[?？؟]\s*$/u.test(s.text)) return false;
    const plain = s.text.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    return ASKS_ABOUT_RISK.test(plain);
  });
}
