import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { ErrorBoundary } from "@/app/CrashScreen";
import { preloadBackendFor } from "@/app/backend/BackendBoundary";
import { applyStartupLanguage } from "@/app/languageStartup";
import { RootLayout } from "@/app/RootLayout";
import { preloadPageFor } from "@/app/routes";
import { ThemeProvider } from "@/app/ThemeProvider";
import { rememberInitialUrl } from "@/lib/initialUrl";
import { applyTheme, readStoredTheme, resolveTheme } from "@/lib/theme";
import "./index.css";

rememberInitialUrl();
applyTheme(resolveTheme(readStoredTheme()));
const needsLocationLookup = applyStartupLanguage();
// Fetch the first screen and, if it needs it, the backend client alongside the texts.
preloadPageFor(window.location.pathname);
preloadBackendFor(window.location.pathname);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ErrorBoundary>
      <BrowserRouter>
        <ThemeProvider>
          <RootLayout detectByLocation={needsLocationLookup} />
        </ThemeProvider>
      </BrowserRouter>
    </ErrorBoundary>
  </StrictMode>,
);
