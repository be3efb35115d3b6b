import { Link } from "react-router-dom";
import { env } from "@/config/env";
import { useT } from "@/hooks/useT";
import { usePaths } from "@/hooks/usePaths";
import { KaiaLogo } from "./KaiaBear";
import { CrisisBanner } from "./CrisisBanner";

/** Legal and contact links, the AI disclaimer and, by default, the crisis-support banner. */
export function Footer({ showCrisisBanner = true }: { showCrisisBanner?: boolean }) {
  const t = useT();
  const p = usePaths();
  const link = "rounded text-sm text-stone-700 underline-offset-4 hover:text-amber-900 hover:underline dark:text-stone-300 dark:hover:text-amber-200";
  return (
    <footer className="mt-16 border-t border-amber-900/10 bg-amber-50/60 dark:border-white/10 dark:bg-stone-950/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 lg:px-8">
        {showCrisisBanner && <CrisisBanner />}
        <div className="flex flex-col gap-6 md:flex-row md:items-start md:justify-between">
          <div className="max-w-sm space-y-2">
            <KaiaLogo />
            <p className="text-sm text-stone-700 dark:text-stone-300">{t("common.footerTagline")}</p>
          </div>
          <nav aria-label={t("common.footerNavigation")}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              <li><Link className={link} to={p.privacy}>{t("common.privacy")}</Link></li>
              <li><Link className={link} to={p.terms}>{t("common.terms")}</Link></li>
              <li><Link className={link} to={p.contact}>{t("common.contact")}</Link></li>
              <li><a className={link} href={`mailto:${env.SUPPORT_EMAIL}`}>{env.SUPPORT_EMAIL}</a></li>
            </ul>
          </nav>
        </div>
        <div className="flex flex-col gap-1 border-t border-amber-900/10 pt-6 text-xs text-stone-600 dark:border-white/10 dark:text-stone-400">
          <p>{t("common.disclaimer")}</p>
          <p>{t("common.copyright", { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
