import { useEffect, useRef } from "react";
import { useMutation, useQuery } from "convex/react";
import { isLanguageCode, type LanguageCode } from "@shared/languages";
import { useLanguage } from "@/hooks/useLanguage";
import { useViewer } from "@/hooks/useViewer";
import { backend } from "@/lib/backend";

/**
 * Keeps the account's language and the interface in step: after sign-in the saved language wins
 * (once), an account without one gets the current language, and later changes are saved. A change
 * made after sign-in but before the saved language arrived is the newer choice, so it is kept and
 * saved. A failed save is only logged; it never blocks the change.
 */
export function LanguagePreferenceSync() {
  const { status, viewer } = useViewer();
  const { language, setLanguage } = useLanguage();
  const signedIn = status === "signedIn";
  const preferences = useQuery(backend.preferences.get, signedIn ? {} : "skip");
  const update = useMutation(backend.preferences.update);
  const appliedFor = useRef<string | null>(null);
  const saved = useRef<LanguageCode | null>(null);
  const atSignIn = useRef<LanguageCode | null>(null);

  useEffect(() => {
    if (!signedIn) {
      appliedFor.current = null;
      saved.current = null;
      atSignIn.current = null;
      return;
    }
    atSignIn.current ??= language;
    if (preferences === undefined) return;
    const save = (lang: LanguageCode) => {
      saved.current = lang;
      update({ languageCode: lang }).catch((error) => console.warn("Could not save the language preference", error));
    };
    if (appliedFor.current !== viewer._id) {
      appliedFor.current = viewer._id;
      const stored = preferences?.languageCode;
      if (isLanguageCode(stored) && language === atSignIn.current) {
        saved.current = stored;
        if (stored !== language) setLanguage(stored, { replace: true });
      } else save(language);
      return;
    }
    if (language !== saved.current) save(language);
  }, [signedIn, viewer, preferences, language, setLanguage, update]);

  return null;
}
