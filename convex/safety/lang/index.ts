// Every language's patterns. All of them run on every message whose script fits, so
// mixed-language messages are covered. Each language compiles the first time a message in its
// script reaches the patterns: compiling all 13 when the module loads cost a fresh runtime
// far more than screening a message does.
import { compileLanguage, type CompiledLanguage, type PatternSet } from "../compile";
import { ar } from "./ar";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { hi } from "./hi";
import { it } from "./it";
import { ja } from "./ja";
import { pt } from "./pt";
import { ro } from "./ro";
import { ru } from "./ru";
import { sw } from "./sw";
import { zh } from "./zh";

const PATTERN_SETS: PatternSet[] = [en, es, fr, de, it, pt, ru, zh, ja, ar, hi, ro, sw];
const compiled = new Map<PatternSet, CompiledLanguage>();

/** The compiled patterns of every language whose script appears in `text`, in a fixed order. */
export function languagesFor(text: string): CompiledLanguage[] {
  return PATTERN_SETS.filter((set) => set.script.test(text)).map((set) => {
    let language = compiled.get(set);
    if (!language) compiled.set(set, (language = compileLanguage(set)));
    return language;
  });
}
