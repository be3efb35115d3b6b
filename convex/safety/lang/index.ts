// Every language's patterns. All of them run on every message whose script fits, so
// mixed-language messages are covered. A language's precompiled patterns are read the first
// time a message in its script reaches them, and cut for each message to what can match in it.
import { prunedLanguage, type Language } from "../pruned";
import { PRECOMPILED } from "./precompiled";

const read = new Map<string, Language>();

/** The patterns of every language whose script appears in `text`, in a fixed order. */
export function languagesFor(text: string): Language[] {
  return PRECOMPILED.filter(({ script }) => script.test(text)).map(({ code, read: packed }) => {
    let language = read.get(code);
    if (!language) read.set(code, (language = prunedLanguage(packed())));
    return language;
  });
}
