import { createContext, useContext, useId, useMemo } from "react";

export type ToastVariant = "success" | "error" | "info";

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it hides itself; default 5000. */
  duration?: number;
  /** What the toast reports on; a success clears the errors of the same scope. */
  scope?: string;
};

export type ToastApi = {
  show: (toast: ToastInput) => void;
  success: (title: string, description?: string) => void;
  error: (title: string, description?: string) => void;
  info: (title: string, description?: string) => void;
};

/** The app's toasts; `scoped` gives the toasts of one component, whose success clears its own errors. */
export const ToastContext = createContext<(ToastApi & { scoped?: (scope: string) => ToastApi }) | null>(null);

/**
 * Shows toasts (already translated strings). Each component's toasts share a scope: when its
 * action succeeds ("Signed in"), the errors it showed for that action ("Login failed") go away.
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  const scope = useId();
  const scoped = useMemo(() => api?.scoped?.(scope) ?? api, [api, scope]);
  if (!scoped) throw new Error("useToast must be used inside ToastProvider");
  return scoped;
}
