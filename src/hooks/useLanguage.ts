import { createContext, useContext } from "react";
import type { LanguageCode } from "@shared/languages";

export type LanguageApi = {
  /** The interface language, taken from the URL prefix. */
  language: LanguageCode;
  dir: "ltr" | "rtl";
  /** Switches to another language: the same page under its prefix, remembered locally (and on the account when signed in). */
  setLanguage: (lang: LanguageCode, options?: { replace?: boolean }) => void;
};

export const LanguageContext = createContext<LanguageApi | null>(null);

export function useLanguage(): LanguageApi {
  const api = useContext(LanguageContext);
  if (!api) throw new Error("useLanguage must be used inside the language provider");
  return api;
}
