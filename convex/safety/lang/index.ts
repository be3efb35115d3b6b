// Every language's patterns, compiled once when the module loads. All of them run on
// every message whose script fits, so mixed-language messages are covered.
import { compileLanguage, type CompiledLanguage } from "../compile";
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

export const LANGUAGES: CompiledLanguage[] = [en, es, fr, de, it, pt, ru, zh, ja, ar, hi, ro, sw].map(compileLanguage);
