import { useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import { ToastContext, type ToastApi, type ToastInput } from "@/hooks/useToast";
import { ToastViewport, type ToastItem } from "@/components/ui/Toast";

const MAX_VISIBLE = 4;

type ShownToast = ToastItem & { scope?: string };

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);

  const show = useCallback(
    ({ title, description, variant = "info", duration = 5000, scope }: ToastInput) => {
      const id = nextId.current++;
      setToasts((list) => {
        // A success settles what the errors of the same action reported.
        const kept = variant === "success" && scope ? list.filter((t) => !(t.variant === "error" && t.scope === scope)) : list;
        return [...kept, { id, title, description, variant, scope }].slice(-MAX_VISIBLE);
      });
      setTimeout(() => dismiss(id), duration);
    },
    [dismiss],
  );

  const api = useMemo(() => {
    const scoped = (scope?: string): ToastApi => ({
      show: (input) => show({ scope, ...input }),
      success: (title, description) => show({ title, description, variant: "success", scope }),
      error: (title, description) => show({ title, description, variant: "error", duration: 7000, scope }),
      info: (title, description) => show({ title, description, variant: "info", scope }),
    });
    return { ...scoped(), scoped };
  }, [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}
