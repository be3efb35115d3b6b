// The app itself: loaded by src/main.tsx at once, or on a prerendered public page at the visitor's
// first activity, so that page paints and settles without it.
import { startTransition, StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter, useLocation, useNavigate } from "react-router-dom";
import { DEFAULT_LANGUAGE } from "@shared/languages";
import { splitLanguage } from "@/config/paths";
import { loadMessages } from "@/lib/i18n/catalogs";
import { ErrorBoundary } from "./CrashScreen";
import { preloadBackendFor } from "./backend/BackendBoundary";
import { applyDeferredStyles } from "./deferredStyles";
import type { LoadedTexts } from "./LanguageProvider";
import { canHydrate } from "./prerendered";
import { RootLayout } from "./RootLayout";
import { loadPageFor } from "./routes";
import { ThemeProvider } from "./ThemeProvider";

/**
 * A back or forward move while the app takes the page over can land before the router listens
 * for it; once listening, the router catches up with the address the browser shows.
 */
function FollowMissedMove() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    if (pathname !== location.pathname || search !== location.search) navigate(pathname + search + hash, { replace: true });
    // Only the first render can have missed a move.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

type StartOptions = { root: HTMLElement; detectByLocation: boolean; onScreenReady?: () => void };

export async function startApp({ root, detectByLocation, onScreenReady }: StartOptions) {
  // The address may have moved since the page loaded; only the page prerendered for it is taken over.
  const { pathname } = window.location;
  const hydrate = canHydrate(root, pathname);
  preloadBackendFor(pathname);
  applyDeferredStyles();
  const app = (initialTexts?: LoadedTexts) => (
    <StrictMode>
      <ErrorBoundary>
        <BrowserRouter>
          <FollowMissedMove />
          <ThemeProvider>
            <RootLayout detectByLocation={detectByLocation} initialTexts={initialTexts} onScreenReady={onScreenReady} />
          </ThemeProvider>
        </BrowserRouter>
      </ErrorBoundary>
    </StrictMode>
  );
  if (!hydrate) {
    // Fetch the first screen's code alongside the texts.
    void loadPageFor(pathname);
    createRoot(root).render(app());
    return;
  }
  // A prerendered page: with its texts and screen at hand, the first render matches the HTML and
  // takes it over, as a transition, in small slices that leave the page responsive while it does.
  const language = splitLanguage(pathname).language ?? DEFAULT_LANGUAGE;
  try {
    const [messages] = await Promise.all([loadMessages(language), loadPageFor(pathname)]);
    // A move in the history while those loaded (back or forward) leaves the HTML for another page.
    if (window.location.pathname !== pathname) return void createRoot(root).render(app());
    startTransition(() => void hydrateRoot(root, app({ language, messages })));
  } catch {
    createRoot(root).render(app());
  }
}
