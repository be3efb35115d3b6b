import type { ReactNode } from "react";
import { cx } from "@/lib/cx";

type BadgeTone = "honey" | "premium" | "success" | "neutral" | "danger";

const tones: Record<BadgeTone, string> = {
  honey: "bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100",
  premium: "bg-gradient-to-r from-amber-500 to-orange-500 text-stone-950",
  success: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100",
  neutral: "bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100",
  danger: "bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100",
};

export function Badge({ tone = "honey", icon, children, className }: { tone?: BadgeTone; icon?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <span className={cx("inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold", tones[tone], className)}>
      {icon}
      {children}
    </span>
  );
}
