import type { HTMLAttributes } from "react";
import { cx } from "@/lib/cx";

/** Soft rounded surface used for every panel. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cx(
        "rounded-3xl border border-amber-900/10 bg-white/90 p-6 shadow-sm dark:border-white/10 dark:bg-stone-900/80",
        className,
      )}
      {...rest}
    />
  );
}
