import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { useLocation, useNavigate } from "react-router-dom";
import { DEFAULT_LANGUAGE, type LanguageCode } from "@shared/languages";
import { splitLanguage, switchLanguagePath } from "@/config/paths";
import { LanguageContext, type LanguageApi } from "@/hooks/useLanguage";
import { loadMessages, type CompiledMessages } from "@/lib/i18n/catalogs";
import { storeLanguage } from "@/lib/i18n/detect";
import { applyDocumentLanguage, textDirection } from "@/lib/i18n/documentMeta";
import { CrashScreen } from "./CrashScreen";
import { languageFromLocation } from "./languageByLocation";
import { onDefaultLanguagePath } from "./languageStartup";

/** A language's texts, ready to render. */
export type LoadedTexts = { language: LanguageCode; messages: CompiledMessages };

type LanguageProviderProps = {
  children: ReactNode;
  detectByLocation?: boolean;
  /** Texts loaded before the first render (a prerendered page), so it renders at once. */
  initialTexts?: LoadedTexts;
};

/** The language comes from the URL prefix; catalogs load lazily; the previous one stays up while the next loads. */
export function LanguageProvider({ children, detectByLocation = false, initialTexts }: LanguageProviderProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const language = splitLanguage(location.pathname).language ?? DEFAULT_LANGUAGE;
  const [loaded, setLoaded] = useState<LoadedTexts | null>(initialTexts ?? null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    loadMessages(language).then(
      (messages) => live && setLoaded((now) => (now?.messages === messages ? now : { language, messages })),
      (error) => {
        console.error("Could not load the interface texts", error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [language]);

  useEffect(() => applyDocumentLanguage(language), [language]);

  // Last detection step, only when path, saved choice and browser said nothing.
  useEffect(() => {
    if (!detectByLocation) return;
    let live = true;
    void languageFromLocation().then((lang) => {
      if (live && lang && onDefaultLanguagePath()) {
        const { pathname, search, hash } = window.location;
        navigate(switchLanguagePath(pathname, lang) + search + hash, { replace: true });
      }
    });
    return () => {
      live = false;
    };
  }, [detectByLocation, navigate]);

  const setLanguage = useCallback(
    (next: LanguageCode, options?: { replace?: boolean }) => {
      storeLanguage(next);
      navigate(switchLanguagePath(location.pathname, next) + location.search + location.hash, { replace: options?.replace });
    },
    [navigate, location.pathname, location.search, location.hash],
  );

  const api = useMemo<LanguageApi>(() => ({ language, dir: textDirection(language), setLanguage }), [language, setLanguage]);

  if (failed && !loaded) return <CrashScreen />;
  if (!loaded) return <div className="min-h-dvh" aria-busy="true" />;
  return (
    <LanguageContext.Provider value={api}>
      <IntlProvider locale={loaded.language} messages={loaded.messages} defaultLocale={DEFAULT_LANGUAGE}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}
