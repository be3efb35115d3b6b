import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Header } from "@/components/layout/Header";
import { KaiaBear } from "@/components/layout/KaiaBear";
import { Card } from "@/components/ui/Card";

type AuthLayoutProps = { title: ReactNode; subtitle?: ReactNode; children: ReactNode; below?: ReactNode };

/** A centred card with the bear on a warm background: the frame of every sign-in screen. */
export function AuthLayout({ title, subtitle, children, below }: AuthLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-amber-100/70 via-honey-50 to-honey-50 dark:from-stone-900 dark:via-cocoa-950 dark:to-cocoa-950">
      <Header />
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
        <div className="w-full max-w-md">
          <Card className="p-6 sm:p-8">
            <div className="mb-6 flex flex-col items-center text-center">
              <KaiaBear className="mb-3 size-14" />
              <h1 className="text-2xl font-bold text-stone-900 dark:text-stone-50">{title}</h1>
              {subtitle && <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">{subtitle}</p>}
            </div>
            {children}
          </Card>
          {below && <div className="mt-6 text-center text-sm text-stone-700 dark:text-stone-300">{below}</div>}
        </div>
      </main>
    </div>
  );
}

/** A link under the card to the other sign-in screens. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-amber-800 underline-offset-4 hover:underline dark:text-amber-300">
      {children}
    </Link>
  );
}

/** An inline error box announced to screen readers. */
export function FormAlert({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/50 dark:text-red-100">
      {title && <p className="font-semibold">{title}</p>}
      <p>{children}</p>
    </div>
  );
}
