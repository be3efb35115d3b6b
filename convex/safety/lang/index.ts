// Every language's patterns. All of them run on every message whose script fits and that holds
// one of their trigger words, so mixed-language messages are covered. A language's trigger words
// are read the first time a message in its script arrives, its tables the first time a message
// reaches them, and these are cut for each message to what can match in it.
import { fromAscii, SEPARATOR } from "../asciiText";
import { once } from "../../shared/lazyRegExp";
import { prunedLanguage, type Language, type NodeAt, type PackedNode, type PackedTables, type ShippedLanguage } from "../pruned";
import { PRECOMPILED } from "./precompiled";

const wordsRead = new Map<string, string[]>();
const languagesRead = new Map<string, Language>();

/** A language's trigger words, read once. */
export function wordsOf(shipped: ShippedLanguage): string[] {
  let words = wordsRead.get(shipped.code);
  if (!words) wordsRead.set(shipped.code, (words = fromAscii(shipped.table, shipped.words).split(" ")));
  return words;
}

/** A language's tables, parsed anew on each call (the screen keeps the result), and its nodes,
 *  each parsed when a text first reaches it: most texts need few of them. */
export function packedOf(shipped: ShippedLanguage): { tables: PackedTables; nodeAt: NodeAt } {
  const tables = JSON.parse(fromAscii(shipped.table, shipped.packed())) as PackedTables;
  const lines = once(() => shipped.nodes().split(SEPARATOR));
  const parsed: PackedNode[] = [];
  const nodeAt = (index: number) => (parsed[index] ??= JSON.parse(fromAscii(shipped.table, lines()[index])) as PackedNode);
  return { tables, nodeAt };
}

/** Whether `text` holds one of the first `gate` words. A loop, not slice(): every message in the
 *  language's script asks this. */
function holdsGateWord(words: string[], gate: number, text: string): boolean {
  for (let i = 0; i < gate; i++) if (text.includes(words[i])) return true;
  return false;
}

/** Whether some rule, canon, recovered or over check of a language can match in `text`: each needs one
 *  of its gate words (chosen at build time to be rare in ordinary messages), in the text or in the
 *  text without its fillers, as the rules read it. Most messages skip most languages without
 *  reading their tables. */
function mayMatch(shipped: ShippedLanguage, text: string): boolean {
  const { gate, fillers } = shipped;
  if (gate === null) return true;
  const words = wordsOf(shipped);
  if (holdsGateWord(words, gate, text)) return true;
  if (fillers === null) return false;
  let plain = text;
  for (const place of fillers) plain = plain.split(words[place]).join("");
  return plain !== text && holdsGateWord(words, gate, plain);
}

/** The languages whose patterns can match in `text`, in a fixed order. A language left out
 *  takes no part at all: its canon, fillers and idioms do not rewrite the text for the others. */
function shippedFor(text: string): ShippedLanguage[] {
  return PRECOMPILED.filter((shipped) => shipped.script.test(text) && mayMatch(shipped, text));
}

/** The codes of the languages whose patterns can match in `text`. */
export function languageCodesFor(text: string): string[] {
  return shippedFor(text).map((shipped) => shipped.code);
}

/** The patterns of every language that can match in `text`, in a fixed order. */
export function languagesFor(text: string): Language[] {
  return shippedFor(text).map((shipped) => {
    let language = languagesRead.get(shipped.code);
    if (!language) {
      const { tables, nodeAt } = packedOf(shipped);
      languagesRead.set(shipped.code, (language = prunedLanguage(tables, nodeAt, wordsOf(shipped))));
    }
    return language;
  });
}
