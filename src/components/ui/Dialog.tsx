import { Dialog as HDialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from "@headlessui/react";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { cx } from "@/lib/cx";
import { CloseIcon } from "../icons";

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom (end-aligned, stacked on mobile). */
  footer?: ReactNode;
  /** When false, Escape and clicks outside do nothing: the user must pick a button. */
  dismissible?: boolean;
  size?: "sm" | "md" | "lg";
  className?: string;
};

const widths = { sm: "max-w-sm", md: "max-w-md", lg: "max-w-2xl" };

/** Modal dialog with focus trap, labelled by its title. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  dismissible = true,
  size = "md",
  className,
}: DialogProps) {
  const intl = useIntl();
  return (
    <HDialog open={open} onClose={dismissible ? onClose : () => {}} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-stone-950/50 backdrop-blur-[2px] transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex w-screen items-end justify-center overflow-y-auto p-3 sm:items-center sm:p-6">
        <DialogPanel
          transition
          className={cx(
            "relative w-full rounded-3xl bg-white p-6 shadow-xl ring-1 ring-amber-900/10 transition duration-200",
            "data-closed:translate-y-3 data-closed:opacity-0 dark:bg-stone-900 dark:ring-white/10",
            widths[size],
            className,
          )}
        >
          <DialogTitle className="pe-8 text-lg font-bold text-stone-900 dark:text-stone-50">{title}</DialogTitle>
          {description && (
            <Description className="mt-2 text-sm text-stone-600 dark:text-stone-300">{description}</Description>
          )}
          {dismissible && (
            <button
              type="button"
              onClick={onClose}
              className="absolute end-4 top-4 rounded-full p-2 text-stone-500 hover:bg-stone-100 hover:text-stone-800 dark:text-stone-400 dark:hover:bg-stone-800 dark:hover:text-stone-100"
            >
              <CloseIcon size={18} />
              <span className="sr-only">{intl.formatMessage({ id: "common.close" })}</span>
            </button>
          )}
          {children && <div className="mt-4">{children}</div>}
          {footer && <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>}
        </DialogPanel>
      </div>
    </HDialog>
  );
}
