import type { ReactElement, ReactNode } from "react";
import { cleanup, render } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { MemoryRouter, type InitialEntry } from "react-router-dom";
import { afterEach, vi } from "vitest";
import { APP_DIALOGS } from "@/app/appDialogs";
import { AppDialogsContext } from "@/components/appDialogs";
import { ToastContext, type ToastApi } from "@/hooks/useToast";
import { LanguageContext } from "@/hooks/useLanguage";

// Without vitest globals Testing Library cannot unmount by itself.
afterEach(cleanup);

// Every English catalog, flattened to `<group>.<key>` like the app does.
type Messages = Record<string, string>;
const files = import.meta.glob<Messages>("/locales/en/*.json", { eager: true, import: "default" });
export const englishMessages: Messages = {};
for (const [path, data] of Object.entries(files)) {
  const group = path.slice(path.lastIndexOf("/") + 1, -".json".length);
  for (const [key, text] of Object.entries(data)) englishMessages[`${group}.${key}`] = text;
}

export function toastSpy() {
  return {
    show: vi.fn<ToastApi["show"]>(),
    success: vi.fn<ToastApi["success"]>(),
    error: vi.fn<ToastApi["error"]>(),
    info: vi.fn<ToastApi["info"]>(),
  };
}

type Options = { locale?: string; route?: InitialEntry; toast?: ToastApi; messages?: Messages };

/** Renders with the English texts (a missing message fails the test), English paths, a router and a toast spy. */
export function renderUi(ui: ReactElement, { locale = "en", route = "/", toast = toastSpy(), messages = englishMessages }: Options = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider
      locale={locale}
      messages={messages}
      onError={(error) => {
        throw error;
      }}
    >
      <LanguageContext.Provider value={{ language: "en", dir: "ltr", setLanguage: vi.fn() }}>
        <ToastContext.Provider value={toast}>
          <AppDialogsContext.Provider value={APP_DIALOGS}>
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          </AppDialogsContext.Provider>
        </ToastContext.Provider>
      </LanguageContext.Provider>
    </IntlProvider>
  );
  return { toast, ...render(ui, { wrapper }) };
}
