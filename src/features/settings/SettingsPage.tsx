import { FormattedMessage, useIntl } from "react-intl";
import { ScreenHeader } from "@/components/ScreenHeader";
import { usePaths } from "@/hooks/usePaths";
import { usePlanStatus } from "@/hooks/usePlanStatus";
import { usePlanChangeToasts } from "@/hooks/usePlanChangeToasts";
import { AboutCard } from "./AboutCard";
import { AccountCard } from "./AccountCard";
import { MemoryCard } from "./MemoryCard";
import { DataCard } from "./DataCard";
import { SubscriptionCard } from "./SubscriptionCard";

export default function SettingsPage() {
  const intl = useIntl();
  const paths = usePaths();
  const status = usePlanStatus();
  usePlanChangeToasts(status?.plan);

  return (
    <>
      <ScreenHeader backTo={paths.home} backLabel={intl.formatMessage({ id: "settings.back" })} />
      <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
        <h1 className="text-3xl font-extrabold text-stone-900 dark:text-stone-50">
          <FormattedMessage id="settings.title" />
        </h1>
        <p className="mt-1 text-stone-700 dark:text-stone-300">
          <FormattedMessage id="settings.subtitle" />
        </p>
        <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
          <div className="min-w-0 space-y-6">
            <AccountCard />
            <SubscriptionCard status={status} />
            <MemoryCard />
            <DataCard />
          </div>
          <AboutCard />
        </div>
      </main>
    </>
  );
}
