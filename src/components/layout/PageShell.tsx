import type { ReactNode } from "react";
import { cx } from "@/lib/cx";
import { Footer } from "./Footer";
import { Header } from "./Header";

/** Header, a main landmark and the footer: the frame of every public page. */
export function PageShell({ children, className, footer = true }: { children: ReactNode; className?: string; footer?: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main id="main" className={cx("flex-1", className)}>
        {children}
      </main>
      {footer && <Footer />}
    </div>
  );
}
