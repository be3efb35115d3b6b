// The crisis texts the server writes into a reply, in the user's language (English fallback).
import en from "../../locales/en/safety.json";
import es from "../../locales/es/safety.json";
import fr from "../../locales/fr/safety.json";
import de from "../../locales/de/safety.json";
import it from "../../locales/it/safety.json";
import pt from "../../locales/pt/safety.json";
import ru from "../../locales/ru/safety.json";
import zh from "../../locales/zh/safety.json";
import ja from "../../locales/ja/safety.json";
import ar from "../../locales/ar/safety.json";
import hi from "../../locales/hi/safety.json";
import ro from "../../locales/ro/safety.json";
import sw from "../../locales/sw/safety.json";
import type { LanguageCode } from "../shared/languages";
import { catalogLookup } from "../lib/catalog";
import type { RiskCategory } from "../lib/validators";

export const safetyText = catalogLookup(en, { es, fr, de, it, pt, ru, zh, ja, ar, hi, ro, sw });

// The most urgent action leads: an emergency needs the emergency number before anything else.
const LEAD_ORDER: RiskCategory[] = ["medical_emergency", "self_harm", "abuse", "harm_to_others"];

/** The short, warm message shown first, above the crisis resources. */
export function crisisLead(categories: RiskCategory[], language: LanguageCode): string {
  const lead = LEAD_ORDER.find((c) => categories.includes(c)) ?? "self_harm";
  return safetyText(language, `crisisLead.${lead}`);
}

/**
 * The reply when the AI cannot answer (not configured, failing or empty): never silence. It
 * points to "the lines above" only when there are lines above, else to the emergency number.
 */
export function crisisFallback(language: LanguageCode, linesShown: boolean): string {
  return safetyText(language, linesShown ? "fallbackReply" : "fallbackReplyNoLines");
}
