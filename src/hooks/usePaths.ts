import { useMemo } from "react";
import { localizedPaths, type LocalizedPaths } from "@/config/paths";
import { useLanguage } from "./useLanguage";

/** Every route with the current language prefix, e.g. `usePaths().home` is "/es/home" in Spanish. */
export function usePaths(): LocalizedPaths {
  const { language } = useLanguage();
  return useMemo(() => localizedPaths(language), [language]);
}
