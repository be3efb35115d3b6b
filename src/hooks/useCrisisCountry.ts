import { useConvexAuth, useQuery } from "convex/react";
import { api } from "../../convex/_generated/api";

/** The region of the browser's language ("en-GB" -> "GB"; "de" -> its likely region "DE"). */
export function browserRegion(languages: readonly string[] = typeof navigator === "undefined" ? [] : navigator.languages ?? [navigator.language]): string | undefined {
  const locales = languages.flatMap((tag) => {
    try {
      return [new Intl.Locale(tag)];
    } catch {
      return [];
    }
  });
  const explicit = locales.find((l) => l.region)?.region;
  return explicit ?? locales[0]?.maximize().region;
}

/** The country whose crisis lines to show: the saved preference, else the browser locale's region. */
export function useCrisisCountry(): string | undefined {
  const { isAuthenticated } = useConvexAuth();
  const preferences = useQuery(api.preferences.get, isAuthenticated ? {} : "skip");
  return preferences?.countryCode ?? browserRegion();
}
