import { Suspense } from "react";
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

/** Everything every page shares: language and texts, toasts, scroll reset, crash screen, shared dialogs. */
export function RootLayout({ detectByLocation, initialTexts }: { detectByLocation: boolean; initialTexts?: LoadedTexts }) {
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
              </AppDialogsContext.Provider>
            </BackendBoundary>
          </Suspense>
        </ErrorBoundary>
      </ToastProvider>
    </LanguageProvider>
  );
}
