import { useIntl } from "react-intl";
import { cx } from "@/lib/cx";
import type { ToastVariant } from "@/hooks/useToast";
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from "../icons";

export type ToastItem = { id: number; title: string; description?: string; variant: ToastVariant };

const tone: Record<ToastVariant, string> = {
  success: "border-emerald-300 dark:border-emerald-700",
  error: "border-red-300 dark:border-red-700",
  info: "border-amber-300 dark:border-amber-700",
};
const iconTone: Record<ToastVariant, string> = {
  success: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100",
  error: "bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-100",
  info: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
};

function ToastCard({ toast, onDismiss }: { toast: ToastItem; onDismiss: () => void }) {
  const intl = useIntl();
  const Icon = toast.variant === "success" ? CheckIcon : toast.variant === "error" ? AlertIcon : InfoIcon;
  return (
    <li
      className={cx(
        "pointer-events-auto flex w-full items-start gap-3 rounded-2xl border bg-white p-4 shadow-lg animate-fade-in dark:bg-stone-900",
        tone[toast.variant],
      )}
    >
      {/* The role sits inside the item: a list may only hold list items. */}
      <div role={toast.variant === "error" ? "alert" : "status"} className="flex min-w-0 flex-1 items-start gap-3">
        <span className={cx("mt-0.5 rounded-full p-1", iconTone[toast.variant])}>
          <Icon size={16} />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-stone-900 dark:text-stone-50">{toast.title}</p>
          {toast.description && <p className="mt-0.5 text-sm text-stone-700 dark:text-stone-300">{toast.description}</p>}
        </div>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="rounded-full p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-900 dark:hover:bg-stone-800 dark:hover:text-stone-100"
      >
        <CloseIcon size={16} />
        <span className="sr-only">{intl.formatMessage({ id: "common.dismiss" })}</span>
      </button>
    </li>
  );
}

/** The stack of toasts: top of the screen on mobile (clear of the message box), top end below the header on larger screens. */
export function ToastViewport({ toasts, onDismiss }: { toasts: ToastItem[]; onDismiss: (id: number) => void }) {
  return (
    <ol
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex flex-col gap-2 p-4 sm:inset-x-auto sm:end-0 sm:top-16 sm:w-96"
    >
      {toasts.map((t) => (
        <ToastCard key={t.id} toast={t} onDismiss={() => onDismiss(t.id)} />
      ))}
    </ol>
  );
}
