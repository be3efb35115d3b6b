import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { DEFAULT_LANGUAGE } from "@shared/languages";
import { ErrorBoundary } from "@/app/CrashScreen";
import { preloadBackendFor } from "@/app/backend/BackendBoundary";
import { applyStartupLanguage } from "@/app/languageStartup";
import type { LoadedTexts } from "@/app/LanguageProvider";
import { canHydrate } from "@/app/prerendered";
import { RootLayout } from "@/app/RootLayout";
import { preloadPageFor } from "@/app/routes";
import { ThemeProvider } from "@/app/ThemeProvider";
import { splitLanguage } from "@/config/paths";
import { loadMessages } from "@/lib/i18n/catalogs";
import { rememberInitialUrl } from "@/lib/initialUrl";
import { applyTheme, readStoredTheme, resolveTheme } from "@/lib/theme";
import "./index.css";

rememberInitialUrl();
applyTheme(resolveTheme(readStoredTheme()));
const needsLocationLookup = applyStartupLanguage();
// Fetch the first screen and, if it needs it, the backend client alongside the texts.
preloadPageFor(window.location.pathname);
preloadBackendFor(window.location.pathname);

const app = (initialTexts?: LoadedTexts) => (
  <StrictMode>
    <ErrorBoundary>
      <BrowserRouter>
        <ThemeProvider>
          <RootLayout detectByLocation={needsLocationLookup} initialTexts={initialTexts} />
        </ThemeProvider>
      </BrowserRouter>
    </ErrorBoundary>
  </StrictMode>
);

const root = document.getElementById("root")!;
if (canHydrate(root, window.location.pathname)) {
  // A prerendered page: with its texts at hand, the first render matches the HTML and takes it over.
  const language = splitLanguage(window.location.pathname).language ?? DEFAULT_LANGUAGE;
  loadMessages(language).then(
    (messages) => hydrateRoot(root, app({ language, messages })),
    () => createRoot(root).render(app()),
  );
} else {
  createRoot(root).render(app());
}
