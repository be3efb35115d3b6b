import { CheckIcon, SparklesIcon } from "@/components/icons";
import { KaiaBear } from "@/components/layout/KaiaBear";
import { Badge } from "@/components/ui/Badge";
import { ButtonLink } from "@/components/ui/Button";
import { usePaths } from "@/hooks/usePaths";
import { useT } from "@/hooks/useT";
import type { ViewerState } from "@/hooks/useViewer";
import { dashboardTarget } from "./ctaTarget";

/**
 * Visitors: start a free trial or sign in. A signed-in user without a password has only just
 * arrived (by an emailed link or Google): welcome them and lead on to choosing a password.
 */
export function Hero({ viewer }: { viewer: ViewerState }) {
  const t = useT();
  const p = usePaths();
  const signedIn = viewer.status === "signedIn";
  const greeting = viewer.passwordSet
    ? { title: "landing.heroWelcomeBack", subtitle: "landing.heroWelcomeBackSubtitle", button: "landing.heroContinue" }
    : { title: "landing.heroWelcomeNew", subtitle: "landing.heroWelcomeNewSubtitle", button: "landing.heroChoosePassword" };
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-amber-100 via-honey-50 to-honey-50 dark:from-stone-900 dark:via-cocoa-950 dark:to-cocoa-950">
      <div aria-hidden="true" className="pointer-events-none absolute -end-24 -top-24 size-80 rounded-full bg-amber-300/30 blur-3xl dark:bg-amber-700/20" />
      <div aria-hidden="true" className="pointer-events-none absolute -start-24 bottom-0 size-72 rounded-full bg-orange-200/40 blur-3xl dark:bg-orange-900/20" />
      {/* The text gets the room the illustration does not need, and phones a smaller title, so long titles (Arabic, Swahili, Portuguese) stay a few lines. */}
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 md:grid-cols-[minmax(0,1fr)_20rem] md:py-20 lg:grid-cols-[minmax(0,1fr)_24rem] lg:px-8">
        <div className="text-center md:text-start">
          {!signedIn && (
            <Badge tone="honey" icon={<SparklesIcon size={14} />} className="mb-5 px-3 py-1 text-sm">
              {t("landing.trialBadge")}
            </Badge>
          )}
          <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-balance text-stone-900 min-[400px]:text-4xl sm:text-5xl md:text-4xl lg:text-5xl dark:text-stone-50">
            {signedIn ? (
              t(greeting.title)
            ) : (
              <>
                {t("landing.heroTitle")}{" "}
                <span className="text-amber-700 dark:text-amber-300">{t("landing.heroTitleHighlight")}</span>
              </>
            )}
          </h1>
          <p className="mt-5 text-lg text-stone-700 dark:text-stone-300">
            {signedIn ? t(greeting.subtitle) : t("landing.heroSubtitle")}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row md:justify-start">
            {signedIn ? (
              <ButtonLink to={dashboardTarget(viewer, p)} size="lg">
                {t(greeting.button)}
              </ButtonLink>
            ) : (
              <>
                <ButtonLink to={p.emailIntro} size="lg" icon={<SparklesIcon size={18} />}>
                  {t("landing.heroStartTrial")}
                </ButtonLink>
                <ButtonLink to={p.signIn} size="lg" variant="outline">
                  {t("landing.heroSignIn")}
                </ButtonLink>
              </>
            )}
          </div>
          <ul className="mt-8 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-stone-700 md:justify-start dark:text-stone-300">
            {(["heroPoint1", "heroPoint2", "heroPoint3"] as const).map((key) => (
              <li key={key} className="inline-flex items-center gap-1.5">
                <CheckIcon size={16} className="text-emerald-700 dark:text-emerald-400" />
                {t(`landing.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

/** Kaia with a short sample exchange; decorative. The bubbles sit above and below the bear, never on its face or ears. */
function HeroIllustration() {
  const t = useT();
  return (
    <div aria-hidden="true" data-testid="hero-illustration" className="mx-auto flex w-full max-w-sm flex-col pb-4 md:pb-0">
      <div className="relative z-10 max-w-[75%] self-start rounded-2xl rounded-es-md bg-white px-4 py-2 text-sm text-stone-800 shadow-md dark:bg-stone-800 dark:text-stone-100">
        {t("landing.heroBubble1")}
      </div>
      <div className="relative mx-auto -mt-2">
        <div className="absolute -inset-8 rounded-full bg-gradient-to-br from-amber-200 to-orange-200 dark:from-amber-900/50 dark:to-orange-900/40" />
        <KaiaBear className="relative size-56 drop-shadow-xl sm:size-64" />
      </div>
      <div className="relative z-10 -mt-3 max-w-[80%] self-end rounded-2xl rounded-ee-md bg-amber-700 px-4 py-2 text-sm text-white shadow-md dark:bg-amber-400 dark:text-stone-950">
        {t("landing.heroBubble2")}
      </div>
    </div>
  );
}
