// The app itself: loaded by src/main.tsx at once, or on a prerendered public page at the visitor's
// first activity, so that page paints and settles without it.
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
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
import { FollowMissedMove, windowPinnedAt } from "./takeover";
import { ThemeProvider } from "./ThemeProvider";

type StartOptions = { root: HTMLElement; detectByLocation: boolean; onScreenReady?: () => void };

export async function startApp({ root, detectByLocation, onScreenReady }: StartOptions) {
  // The address may have moved since the page loaded; only the page prerendered for it is taken over.
  const { pathname, search, hash } = window.location;
  const hydrate = canHydrate(root, pathname);
  preloadBackendFor(pathname);
  applyDeferredStyles();
  const app = (initialTexts?: LoadedTexts, pinned?: ReturnType<typeof windowPinnedAt>) => (
    <StrictMode>
      <ErrorBoundary>
        <BrowserRouter window={pinned?.window}>
          <FollowMissedMove onMounted={pinned?.release} />
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
    const pinned = windowPinnedAt({ pathname, search, hash });
    startTransition(() => void hydrateRoot(root, app({ language, messages }, pinned)));
  } catch {
    createRoot(root).render(app());
  }
}
