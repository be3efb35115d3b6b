import { Suspense, useEffect } from "react";
import { useLocation } from "react-router-dom";
import { AppDialogsContext } from "@/components/appDialogs";
import { FullPageSpinner } from "@/components/ui/Spinner";
import { APP_DIALOGS } from "./appDialogs";
import { CheckoutReturn } from "./CheckoutReturn";
import { ErrorBoundary } from "./CrashScreen";
import { BackendBoundary } from "./backend/BackendBoundary";
import { LanguageProvider, type LoadedTexts } from "./LanguageProvider";
import { AppRoutes } from "./routes";
import { ScrollToTop } from "./ScrollToTop";
import { ToastProvider } from "./ToastProvider";

type RootLayoutProps = {
  detectByLocation: boolean;
  initialTexts?: LoadedTexts;
  /** Called once the first screen is on the page and running (hydrated, for a prerendered page). */
  onScreenReady?: () => void;
};

/** Renders nothing; its effect runs when the screen beside it (in the same Suspense boundary) is committed. */
function ScreenReady({ onReady }: { onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return null;
}

/** Everything every page shares: language and texts, toasts, scroll reset, crash screen, shared dialogs. */
export function RootLayout({ detectByLocation, initialTexts, onScreenReady }: RootLayoutProps) {
  const { pathname } = useLocation();
  return (
    <LanguageProvider detectByLocation={detectByLocation} initialTexts={initialTexts}>
      <ToastProvider>
        <ScrollToTop />
        <CheckoutReturn />
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<FullPageSpinner />}>
            <BackendBoundary>
              <AppDialogsContext.Provider value={APP_DIALOGS}>
                <AppRoutes />
                <ScreenReady onReady={onScreenReady} />
              </AppDialogsContext.Provider>
            </BackendBoundary>
          </Suspense>
        </ErrorBoundary>
      </ToastProvider>
    </LanguageProvider>
  );
}
