import { ArrowRightIcon } from "@/components/icons";
import { KaiaBear } from "@/components/layout/KaiaBear";
import { ButtonLink } from "@/components/ui/Button";
import { usePaths } from "@/hooks/usePaths";
import { useT } from "@/hooks/useT";
import type { ViewerState } from "@/hooks/useViewer";
import { dashboardTarget } from "./ctaTarget";

/** The trial offer; a signed-in user without a password is led to choosing one, where the button goes. */
export function CtaBand({ viewer }: { viewer: ViewerState }) {
  const t = useT();
  const p = usePaths();
  const signedIn = viewer.status === "signedIn";
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-amber-700 to-orange-800 px-6 py-12 text-center text-white sm:px-12 dark:from-amber-800 dark:to-orange-950">
        <KaiaBear className="absolute -bottom-6 -end-6 size-32 opacity-20 sm:size-44" />
        <h2 className="relative text-3xl font-bold tracking-tight sm:text-4xl">{t("landing.ctaTitle")}</h2>
        <p className="relative mx-auto mt-3 max-w-xl text-amber-50">{t("landing.ctaBody")}</p>
        <ButtonLink
          to={dashboardTarget(viewer, p)}
          size="lg"
          variant="secondary"
          className="relative mt-8 bg-white text-amber-950 hover:bg-amber-50 dark:bg-white dark:text-amber-950 dark:hover:bg-amber-50"
          icon={<ArrowRightIcon size={18} className="rtl-flip" />}
        >
          {t(!signedIn ? "landing.ctaButton" : viewer.passwordSet ? "landing.ctaButtonSignedIn" : "landing.heroChoosePassword")}
        </ButtonLink>
      </div>
    </section>
  );
}
