import { Dialog as HDialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { cx } from "@/lib/cx";
import { CloseIcon } from "../icons";

type DrawerProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Pinned under the title, above the scrolling content. */
  actions?: ReactNode;
  className?: string;
};

/** A side panel (start edge, so it follows right-to-left layouts) with a focus trap, closed by Escape or the backdrop. */
export function Drawer({ open, onClose, title, children, actions, className }: DrawerProps) {
  const intl = useIntl();
  return (
    <HDialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-stone-950/50 transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-y-0 start-0 flex w-full max-w-sm">
        <DialogPanel
          transition
          className={cx(
            "flex h-full w-full flex-col bg-white shadow-xl transition duration-200 data-closed:-translate-x-4 data-closed:opacity-0",
            "rtl:data-closed:translate-x-4 dark:bg-stone-900",
            className,
          )}
        >
          <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-4 py-3 dark:border-stone-700">
            <DialogTitle className="text-lg font-bold text-stone-900 dark:text-stone-50">{title}</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              className="rounded-full p-2 text-stone-600 hover:bg-stone-100 hover:text-stone-900 dark:text-stone-300 dark:hover:bg-stone-800"
            >
              <CloseIcon size={18} />
              <span className="sr-only">{intl.formatMessage({ id: "common.close" })}</span>
            </button>
          </div>
          {actions && <div className="border-b border-stone-200 px-4 py-3 dark:border-stone-700">{actions}</div>}
          <div className="min-h-0 flex-1 overflow-y-auto px-2 py-2">{children}</div>
        </DialogPanel>
      </div>
    </HDialog>
  );
}
