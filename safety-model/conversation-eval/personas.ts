// Test conversations' people: the VERA-MH personas (vera-mh/personas.tsv, English) and the
// project's own (own-personas.json), which speak the product's other languages.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { LanguageCode } from "../../convex/shared/languages";
import { readTsv } from "./tsv";

export type Persona = {
  name: string;
  language: LanguageCode;
  age: number;
  riskLevel: string;
  /** Everything the simulated person knows about themselves, as "Field: value" lines. */
  profile: string;
  /** Things this person might say; the first one opens the conversation. */
  samplePrompts: string[];
  source: "VERA-MH" | "Kaia";
};

const HERE = import.meta.dirname;

export function veraPersonas(file = join(HERE, "vera-mh/personas.tsv")): Persona[] {
  return readTsv(readFileSync(file, "utf8")).map((row) => ({
    name: row["Name"],
    language: "en",
    age: Number(row["Age"]),
    riskLevel: row["Current Risk Level"],
    profile: Object.entries(row)
      .filter(([field]) => field !== "Sample Prompts" && field !== "Current Risk Level")
      .map(([field, value]) => `${field}: ${value.trim()}`)
      .join("\n"),
    samplePrompts: splitPrompts(row["Sample Prompts"]),
    source: "VERA-MH",
  }));
}

type OwnPersona = Omit<Persona, "profile" | "source"> & { profile: Record<string, string> };

export function ownPersonas(file = join(HERE, "own-personas.json")): Persona[] {
  const own = JSON.parse(readFileSync(file, "utf8")) as OwnPersona[];
  return own.map((p) => ({
    ...p,
    profile: Object.entries({ Name: p.name, Age: String(p.age), ...p.profile })
      .map(([field, value]) => `${field}: ${value}`)
      .join("\n"),
    source: "Kaia",
  }));
}

export function allPersonas(): Persona[] {
  return [...veraPersonas(), ...ownPersonas()];
}

function splitPrompts(cell: string): string[] {
  return cell
    .split(";")
    .map((prompt) => prompt.trim())
    .filter((prompt) => prompt !== "");
}
