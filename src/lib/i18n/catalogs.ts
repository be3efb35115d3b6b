import type { MessageFormatElement } from "react-intl";
import { DEFAULT_LANGUAGE, type LanguageCode } from "@shared/languages";

/** Message id -> pre-parsed ICU message (see locales/icuPlugin.ts), as the app loads them. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;
/** Message id -> ICU message text, as in the JSON files (tests render with these). */
export type Messages = Record<string, string>;
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

// One lazy chunk per catalog file, compiled at build time; nothing loads until its language is needed.
const files = import.meta.glob<CompiledMessages>("/locales/*/*.json", { import: "default", query: "?icu" });

/** Prefixes each key with the file's name: `common.json` {"close": ...} -> "common.close". */
export function prefixKeys(group: string, data: CompiledMessages, out: CompiledMessages = {}): CompiledMessages {
  for (const [key, value] of Object.entries(data)) out[`${group}.${key}`] = value;
  return out;
}

/** The same for a raw JSON catalog, nested objects joined with dots: {"a": {"b": "x"}} in g.json -> {"g.a.b": "x"}. */
export function flattenCatalog(group: string, data: Record<string, Json>, out: Messages = {}): Messages {
  for (const [key, value] of Object.entries(data)) {
    const id = `${group}.${key}`;
    if (value !== null && typeof value === "object" && !Array.isArray(value)) flattenCatalog(id, value, out);
    else if (typeof value === "string") out[id] = value;
  }
  return out;
}

/** The catalog files of a language, e.g. "/locales/es/common.json". */
export function catalogFiles(lang: LanguageCode): string[] {
  const prefix = `/locales/${lang}/`;
  return Object.keys(files).filter((path) => path.startsWith(prefix));
}

const cache = new Map<LanguageCode, Promise<CompiledMessages>>();

/** Only the language's own messages (no fallback). */
export function loadOwnMessages(lang: LanguageCode): Promise<CompiledMessages> {
  let pending = cache.get(lang);
  if (!pending) {
    pending = Promise.all(
      catalogFiles(lang).map(async (path) => {
        const group = path.slice(path.lastIndexOf("/") + 1, -".json".length);
        return prefixKeys(group, await files[path]());
      }),
    ).then((parts) => Object.assign({}, ...parts) as CompiledMessages);
    cache.set(lang, pending);
    // A failed download may be retried on the next call.
    pending.catch(() => cache.delete(lang));
  }
  return pending;
}

const merged = new Map<LanguageCode, CompiledMessages>();

/** The language's messages over English, so a missing translation shows English, never a key (the same object each time). */
export async function loadMessages(lang: LanguageCode): Promise<CompiledMessages> {
  if (lang === DEFAULT_LANGUAGE) return loadOwnMessages(lang);
  const [fallback, own] = await Promise.all([loadOwnMessages(DEFAULT_LANGUAGE), loadOwnMessages(lang)]);
  if (!merged.has(lang)) merged.set(lang, { ...fallback, ...own });
  return merged.get(lang)!;
}
