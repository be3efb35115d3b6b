import { Suspense } from "react";
import { useLocation } from "react-router-dom";
import { FullPageSpinner } from "@/components/ui/Spinner";
import { CheckoutReturn } from "./CheckoutReturn";
import { ErrorBoundary } from "./CrashScreen";
import { BackendBoundary } from "./backend/BackendBoundary";
import { LanguageProvider, type LoadedTexts } from "./LanguageProvider";
import { AppRoutes } from "./routes";
import { ScrollToTop } from "./ScrollToTop";
import { ToastProvider } from "./ToastProvider";

/** Everything every page shares: language and texts, toasts, scroll reset, crash screen. */
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
              <AppRoutes />
            </BackendBoundary>
          </Suspense>
        </ErrorBoundary>
      </ToastProvider>
    </LanguageProvider>
  );
}
