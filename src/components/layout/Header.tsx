import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { useT } from "@/hooks/useT";
import { usePaths } from "@/hooks/usePaths";
import { useViewer } from "@/hooks/useViewer";
import { cx } from "@/lib/cx";
import { ButtonLink } from "../ui/Button";
import { Skeleton } from "../ui/Skeleton";
import { KaiaLogo } from "./KaiaBear";
import { LanguageSelector } from "./LanguageSelector";
import { SignOutButton } from "./SignOutButton";

type HeaderProps = {
  /** Where the logo leads; the landing page by default. */
  logoTo?: string;
  /** Shown right after the logo (for example a Premium badge). */
  afterLogo?: ReactNode;
  /** Replaces the default actions (language, sign in / get started or sign out). */
  actions?: ReactNode;
  className?: string;
};

/** Visitor actions: Sign in and Get Started; signed-in: Sign out. The language selector always. */
export function DefaultHeaderActions() {
  const t = useT();
  const p = usePaths();
  const { status } = useViewer();
  return (
    <>
      <LanguageSelector compact />
      {status === "loading" && <Skeleton className="h-9 w-24 rounded-full" />}
      {status === "signedOut" && (
        <>
          {/* Narrower pills than the button's own padding (marked important: it comes later in the CSS), so French fits at 320 px. */}
          <ButtonLink to={p.signIn} variant="ghost" size="sm" className="whitespace-nowrap px-2! min-[360px]:px-2.5! sm:px-3!">
            {t("common.signIn")}
          </ButtonLink>
          <ButtonLink to={p.emailIntro} variant="primary" size="sm" className="whitespace-nowrap px-3! sm:px-4!">
            {t("common.getStarted")}
          </ButtonLink>
        </>
      )}
      {status === "signedIn" && <SignOutButton iconOnlyOnMobile />}
    </>
  );
}

export function Header({ logoTo, afterLogo, actions, className }: HeaderProps) {
  const t = useT();
  const p = usePaths();
  return (
    <header
      className={cx(
        "sticky top-0 z-40 border-b border-amber-900/10 bg-honey-50/85 backdrop-blur dark:border-white/10 dark:bg-cocoa-950/85",
        className,
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-2 min-[360px]:px-3 sm:px-6 lg:px-8">
        <div className="flex min-w-0 items-center gap-2">
          <Link to={logoTo ?? p.landing} className="shrink-0 rounded-full" aria-label={t("common.goToStart")}>
            {/* Below 420 px the bear alone stands for Kaia, so the actions fit in every language. */}
            <KaiaLogo wordmarkClassName="max-[419px]:sr-only" />
          </Link>
          {afterLogo}
        </div>
        <nav aria-label={t("common.accountNavigation")} className="flex shrink-0 items-center gap-0.5 min-[360px]:gap-1 sm:gap-2">
          {actions ?? <DefaultHeaderActions />}
        </nav>
      </div>
    </header>
  );
}
