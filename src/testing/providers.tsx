import type { ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { IntlProvider } from "react-intl";
import { DEFAULT_LANGUAGE } from "@shared/languages";
import { ToastProvider } from "@/app/ToastProvider";
import { splitLanguage } from "@/config/paths";
import { LanguageContext } from "@/hooks/useLanguage";
import { SIGNED_OUT_VIEWER, ViewerContext, type ViewerState } from "@/hooks/useViewer";
import { textDirection } from "@/lib/i18n/documentMeta";
import { englishMessages } from "./renderUi";

/** Language (from the test router's path), English texts, real toasts and a given viewer; render inside a MemoryRouter. */
export function TestProviders({ children, viewer = SIGNED_OUT_VIEWER }: { children: ReactNode; viewer?: ViewerState }) {
  const language = splitLanguage(useLocation().pathname).language ?? DEFAULT_LANGUAGE;
  return (
    <LanguageContext.Provider value={{ language, dir: textDirection(language), setLanguage: () => {} }}>
      <IntlProvider
        locale="en"
        messages={englishMessages}
        onError={(error) => {
          throw error;
        }}
      >
        <ToastProvider>
          <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>
        </ToastProvider>
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

/** Shows the current path, so tests can assert where a redirect went. */
export function CurrentPath() {
  const { pathname, search } = useLocation();
  return <output data-testid="path">{pathname + search}</output>;
}
