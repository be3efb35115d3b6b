// Pattern data in ASCII. A bundler writes every other character of a string as \uXXXX, six bytes
// where Cyrillic, Arabic, Devanagari and CJK letters would take two or three: most of what the
// non-Latin languages' patterns cost the deployed bundle. So each language keeps its non-ASCII
// characters once, in a table, and its data writes each as a mark and its place in the table.

const MARK = "`";
/** Places in a table, one digit each: printable ASCII that needs no escape in a string literal. */
const DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+,-./:;<=>?@[]^_{|}~";

/** Between texts written with a table and joined into one: a mark is always followed by a digit,
 *  so no written text holds it, and unlike a line break it needs no escape in a string literal
 *  (escapes slow V8's reading of the literal). */
export const SEPARATOR = MARK + " ";

/** Digits a place takes in a table this long: one up to 90 characters, two above. */
const widthFor = (characters: number) => (characters <= DIGITS.length ? 1 : 2);

/** A table of the non-ASCII characters of `texts`, and each text written with it. */
export function toAscii(texts: string[]): { table: string; bodies: string[] } {
  const characters = [...new Set(texts.flatMap((text) => [...text].filter((c) => c.charCodeAt(0) > 127)))].sort();
  if (characters.length > DIGITS.length ** 2) throw new Error(`${characters.length} characters do not fit a table`);
  const width = widthFor(characters.length);
  const place = new Map(characters.map((c, i) => [c, width === 1 ? DIGITS[i] : DIGITS[Math.floor(i / DIGITS.length)] + DIGITS[i % DIGITS.length]]));
  const bodies = texts.map((text) => {
    if (text.includes(MARK)) throw new Error(`pattern data holds the mark ${MARK}`);
    return [...text].map((c) => (place.has(c) ? MARK + place.get(c) : c)).join("");
  });
  return { table: characters.join(""), bodies };
}

/** A text written with `table` (by `toAscii`), as it was. */
export function fromAscii(table: string, body: string): string {
  if (!body.includes(MARK)) return body;
  const characters = [...table];
  const digit = (c: string) => DIGITS.indexOf(c);
  return widthFor(characters.length) === 1
    ? body.replace(/`(.)/g, (_, a: string) => characters[digit(a)])
    : body.replace(/`(..)/g, (_, ab: string) => characters[digit(ab[0]) * DIGITS.length + digit(ab[1])]);
}
