import { FormattedMessage } from "react-intl";
import { KaiaBear } from "@/components/layout/KaiaBear";
import { TrialBanner } from "@/components/TrialBanner";
import { usePlanStatus } from "@/hooks/usePlanStatus";
import { usePlanChangeToasts } from "@/hooks/usePlanChangeToasts";
import { usePaths } from "@/hooks/usePaths";
import { useViewer } from "@/hooks/useViewer";
import { HomeHeader } from "./HomeHeader";
import { TopicGrid } from "./TopicGrid";
import { useAutoTrial } from "./useAutoTrial";

export default function HomePage() {
  const status = usePlanStatus();
  const { viewer } = useViewer();
  const paths = usePaths();
  useAutoTrial(status);
  usePlanChangeToasts(status?.plan);
  const firstName = viewer?.fullName?.trim().split(/\s+/)[0];

  return (
    <>
      <HomeHeader plan={status?.plan} />
      <main id="main" className="mx-auto max-w-6xl space-y-8 px-4 py-6 sm:px-6 sm:py-10">
        <section className="flex flex-col items-start gap-4 rounded-3xl bg-gradient-to-br from-amber-100 to-orange-100 p-6 sm:flex-row sm:items-center sm:p-8 dark:from-amber-950/60 dark:to-stone-900">
          <KaiaBear className="size-16 sm:size-20" />
          <div>
            <h1 className="text-2xl font-extrabold text-stone-900 sm:text-3xl dark:text-stone-50">
              {firstName ? (
                <FormattedMessage id="home.greetingNamed" values={{ name: firstName }} />
              ) : (
                <FormattedMessage id="home.greeting" />
              )}
            </h1>
            <p className="mt-2 max-w-2xl text-stone-800 dark:text-stone-200">
              <FormattedMessage id="home.intro" />
            </p>
            <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">
              <FormattedMessage id="home.disclaimer" />
            </p>
          </div>
        </section>
        <TrialBanner status={status} />
        <section aria-labelledby="topics-heading" className="space-y-4">
          <h2 id="topics-heading" className="text-xl font-bold text-stone-900 dark:text-stone-50">
            <FormattedMessage id="home.tryTopics" />
          </h2>
          <TopicGrid isPremium={status?.isPremium} chatPath={paths.chat} />
        </section>
      </main>
    </>
  );
}
