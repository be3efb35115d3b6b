import type { ReactNode } from "react";
import { ButtonLink } from "./ui/Button";
import { ChevronLeftIcon } from "./icons";
import { cx } from "@/lib/cx";

type ScreenHeaderProps = {
  /** Where the back button goes (already localized). */
  backTo: string;
  backLabel: string;
  title?: ReactNode;
  actions?: ReactNode;
  /** Matches the page's content width so the back button lines up with it. */
  width?: "narrow" | "medium" | "wide";
};

const widths = { narrow: "max-w-2xl", medium: "max-w-3xl", wide: "max-w-6xl" };

/** The top bar of the account screens: a back button, an optional title and actions. */
export function ScreenHeader({ backTo, backLabel, title, actions, width = "wide" }: ScreenHeaderProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-amber-900/10 bg-honey-50/90 backdrop-blur dark:border-white/10 dark:bg-cocoa-950/90">
      <div className={cx("mx-auto flex h-16 items-center gap-2 px-2 sm:px-4", widths[width])}>
        <ButtonLink to={backTo} variant="ghost" size="icon" aria-label={backLabel}>
          <ChevronLeftIcon className="rtl-flip" />
        </ButtonLink>
        {title && <p className="min-w-0 flex-1 truncate text-lg font-bold text-stone-900 dark:text-stone-50">{title}</p>}
        {actions && <div className="ms-auto flex items-center gap-2">{actions}</div>}
      </div>
    </header>
  );
}
