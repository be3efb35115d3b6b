import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from "react";
import { Link, type LinkProps } from "react-router-dom";
import { cx } from "@/lib/cx";
import { Spinner } from "./Spinner";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "outline";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors select-none " +
  "disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  // amber-700 on white text keeps AA contrast; in dark mode the light honey fill takes dark text.
  primary:
    "bg-amber-700 text-white shadow-sm hover:bg-amber-800 dark:bg-amber-400 dark:text-stone-950 dark:hover:bg-amber-300",
  secondary:
    "bg-amber-100 text-amber-950 hover:bg-amber-200 dark:bg-stone-800 dark:text-amber-100 dark:hover:bg-stone-700",
  outline:
    "border border-amber-300 bg-white/70 text-amber-950 hover:bg-amber-50 dark:border-stone-600 dark:bg-transparent dark:text-stone-100 dark:hover:bg-stone-800",
  ghost: "text-stone-700 hover:bg-amber-100/70 dark:text-stone-200 dark:hover:bg-stone-800",
  danger: "bg-red-700 text-white hover:bg-red-800 dark:bg-red-500 dark:text-stone-950 dark:hover:bg-red-400",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-9 px-4 text-sm",
  md: "h-11 px-5 text-sm sm:text-base",
  lg: "h-12 px-7 text-base sm:h-14 sm:px-8 sm:text-lg",
  icon: "size-10 p-0",
};

export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", className?: string) {
  return cx(base, variants[variant], sizes[size], className);
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and marks it busy. */
  loading?: boolean;
  icon?: ReactNode;
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, loading, icon, className, children, disabled, type = "button", ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses(variant, size, className)}
      {...rest}
    >
      {loading ? <Spinner size="sm" className="[&>span:first-child]:border-current [&>span:first-child]:border-t-transparent" /> : icon}
      {children}
    </button>
  );
});

type ButtonLinkProps = LinkProps & { variant?: ButtonVariant; size?: ButtonSize; icon?: ReactNode };

/** A router link that looks like a button. */
export function ButtonLink({ variant, size, icon, className, children, ...rest }: ButtonLinkProps) {
  return (
    <Link className={buttonClasses(variant, size, typeof className === "string" ? className : undefined)} {...rest}>
      {icon}
      {children}
    </Link>
  );
}
