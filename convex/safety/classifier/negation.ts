// The words a negation governs. A bag of n-grams finds "want to die" in "i don't want to die" as in
// "i want to die"; marking "die" as negated lets the model learn the two apart, and lets one negated
// word ("no quiero morir", "no quiero morirme ya") teach every phrasing around it. Written in the
// form `featureText` gives (lower case, no accents or apostrophes, letters squeezed); a test checks.

/** Negations that come before what they negate. Chinese and Japanese are left out: their negation
 *  is written inside the word, where the character n-grams already read it. Italian "mai" is left
 *  out because in Romanian it means "more". */
const BEFORE = new Set([
  // en
  "not", "no", "never", "nothing", "dont", "doesnt", "didnt", "cant", "canot", "wont", "wouldnt", "shouldnt", "couldnt",
  "isnt", "arent", "wasnt", "werent", "aint", "havent", "hasnt", "hadnt",
  // es, pt, fr, it, ro
  "nunca", "ni", "jamas", "tampoco", "nao", "nem", "n", "ne", "pas", "jamais", "nai", "nest", "nen", "non", "nu", "nici", "niciodata",
  // de
  "nicht", "nich", "nichts", "nix", "kein", "keine", "keinen", "keinem", "keiner", "keines", "nie", "niemals",
  // ru
  "не", "нет", "ни", "никогда",
  // ar
  "لا", "لن", "لم", "ليس", "ليست", "ما", "مش", "مو", "مب", "موش", "مافي", "ماني", "مابدي", "مابي", "مابغي", "ماعاد",
  // sw
  "si", "sio", "siyo", "hapana", "sikutaka", "sitaweza",
]);
/** The stops that end a clause; features.ts reads a text without them. */
export const STOPS = /[.,!?;]+/g;

/** Swahili negates the verb itself: si-taki "I don't want", ha-wezi "he can't", hu-na "you have no". */
const SWAHILI_NEGATED_VERB = /^(?:si|hu|ha|hatu|ham|hawa)(?:ta|ja)?(?:taki|wezi|pendi|na)$/;
/** Hindi's negation mostly follows the verb it negates ("मरना नहीं चाहता") and sometimes comes before. */
const AROUND = new Set(["नहीं", "नही", "मत", "nahi", "nahin", "nhi"]);

/** How many words after a negation it governs ("don't want to be alive"), within its clause. */
const AFTER_SCOPE = 4;
/** How many words on each side a Hindi negation governs. */
const AROUND_SCOPE = 2;

const isNegation = (word: string) => BEFORE.has(word) || AROUND.has(word) || SWAHILI_NEGATED_VERB.test(word);

/** The words of a clause that a negation in it governs (a negation itself is not one of them). */
function negatedInClause(words: string[]): string[] {
  const negated = new Set<number>();
  words.forEach((word, i) => {
    if (AROUND.has(word)) {
      for (let k = Math.max(0, i - AROUND_SCOPE); k <= Math.min(words.length - 1, i + AROUND_SCOPE); k++) negated.add(k);
    } else if (BEFORE.has(word) || SWAHILI_NEGATED_VERB.test(word)) {
      for (let k = i + 1; k <= Math.min(words.length - 1, i + AFTER_SCOPE); k++) negated.add(k);
    }
  });
  return [...negated].sort((a, b) => a - b).filter((k) => !isNegation(words[k])).map((k) => words[k]);
}

/** The words a negation governs in a text written as `featureText` writes it but with its stops
 *  kept: a negation governs nothing beyond its clause ("sitaki kufa, nataka kuishi"). */
export const negatedWords = (written: string): string[] =>
  written.split(STOPS).flatMap((clause) => negatedInClause(clause.split(" ").filter(Boolean)));

/** Every word of the negation sets, for the test that they are written as `featureText` writes them. */
export const NEGATIONS = [...BEFORE, ...AROUND];
