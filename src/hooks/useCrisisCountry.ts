import { useCallback, useState } from "react";
import { useConvexAuth, useMutation, useQuery } from "convex/react";
import { api } from "../../convex/_generated/api";
import { crisisCountry, type CrisisCountrySource } from "@shared/crisisCountry";

/** What the browser says about where the person is: its time zone and its language tags. */
export function browserClues(): { timeZone?: string; languages: readonly string[] } {
  if (typeof navigator === "undefined") return { languages: [] };
  let timeZone: string | undefined;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    timeZone = undefined;
  }
  return { timeZone, languages: navigator.languages?.length ? navigator.languages : [navigator.language] };
}

export type CrisisCountry = {
  /** The country whose lines to show; undefined when nothing tells (the generic fallback). */
  code: string | undefined;
  source: CrisisCountrySource | undefined;
  /** Shows this country's lines now and, when signed in, saves it so every screen and reply uses it. */
  choose: (code: string) => Promise<void>;
};

/** The country whose crisis lines to show: the saved one, else the browser's time zone, else its language region. */
export function useCrisisCountry(): CrisisCountry {
  const { isAuthenticated } = useConvexAuth();
  const preferences = useQuery(api.preferences.get, isAuthenticated ? {} : "skip");
  const updatePreferences = useMutation(api.preferences.update);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const found = crisisCountry({ saved: chosen ?? preferences?.countryCode, ...browserClues() });
  const choose = useCallback(
    async (code: string) => {
      setChosen(code);
      if (isAuthenticated) await updatePreferences({ countryCode: code });
    },
    [isAuthenticated, updatePreferences],
  );
  return { code: found?.code, source: found?.source, choose };
}
