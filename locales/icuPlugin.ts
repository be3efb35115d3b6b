import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { parse } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";

// Catalogs imported with `?icu` arrive pre-parsed (ICU message AST), so the production bundle
// can drop the message parser. Plain JSON imports (server code, tests) are untouched.
const QUERY = "?icu";
const PREFIX = "\0icu-catalog:";

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** {"a": {"b": "Hi {name}"}} -> {"a.b": <AST>} */
export function compileCatalog(data: Record<string, Json>, prefix = "", out: Record<string, unknown> = {}) {
  for (const [key, value] of Object.entries(data)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out[id] = parse(value);
    else if (value && typeof value === "object" && !Array.isArray(value)) compileCatalog(value, id, out);
  }
  return out;
}

export function icuCatalogs(): Plugin {
  return {
    name: "kaia:icu-catalogs",
    enforce: "pre",
    config(_config, { command }) {
      if (command !== "build" || process.env.VITEST) return;
      const noParser = createRequire(import.meta.url).resolve("@formatjs/icu-messageformat-parser/no-parser.js");
      return { resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: noParser }] } };
    },
    async resolveId(source, importer) {
      if (!source.endsWith(`.json${QUERY}`)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      // The virtual id must not end in .json, or the JSON plugin would claim it.
      return resolved ? PREFIX + resolved.id.slice(0, -".json".length) : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = `${id.slice(PREFIX.length)}.json`;
      this.addWatchFile(file);
      const compiled = compileCatalog(JSON.parse(readFileSync(file, "utf8")));
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
