// Every language's patterns as written. The screen runs their precompiled form
// (`precompiled.ts`, from `npm run build:patterns`); these are its source and the reference
// its tests compare it with.
import type { PatternSet } from "../compile";
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

/** In the order the screen runs them. */
export const PATTERN_SETS: [code: string, set: PatternSet][] = [
  ["en", en],
  ["es", es],
  ["fr", fr],
  ["de", de],
  ["it", it],
  ["pt", pt],
  ["ru", ru],
  ["zh", zh],
  ["ja", ja],
  ["ar", ar],
  ["hi", hi],
  ["ro", ro],
  ["sw", sw],
];
