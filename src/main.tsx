import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { ErrorBoundary } from "@/app/CrashScreen";
import { applyStartupLanguage } from "@/app/languageStartup";
import { RootLayout } from "@/app/RootLayout";
import { ThemeProvider } from "@/app/ThemeProvider";
import { rememberInitialUrl } from "@/lib/initialUrl";
import { applyTheme, readStoredTheme, resolveTheme } from "@/lib/theme";
import "./index.css";

rememberInitialUrl();
applyTheme(resolveTheme(readStoredTheme()));
const needsLocationLookup = applyStartupLanguage();

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
