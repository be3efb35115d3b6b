import { FormattedMessage, useIntl } from "react-intl";
import { Card } from "@/components/ui/Card";
import { Tabs } from "@/components/ui/Tabs";
import { CheckIcon } from "@/components/icons";

const STEPS = ["chooseAdvisor", "shareChallenge", "receiveGuidance"] as const;
const PRACTICES = ["reflection", "professionals", "judgment"] as const;

function Overview() {
  return (
    <div className="space-y-4 text-sm text-stone-800 dark:text-stone-200">
      <p>
        <FormattedMessage id="settings.about.welcome" />
      </p>
      {(["featureAlways", "featurePrivate"] as const).map((key) => (
        <div key={key}>
          <h3 className="font-semibold text-stone-900 dark:text-stone-50">
            <FormattedMessage id={`settings.about.${key}Title`} />
          </h3>
          <p>
            <FormattedMessage id={`settings.about.${key}Body`} />
          </p>
        </div>
      ))}
    </div>
  );
}

function HowItWorks() {
  return (
    <ol className="space-y-4">
      {STEPS.map((step, index) => (
        <li key={step} className="flex gap-3">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-amber-100 font-bold text-amber-900 dark:bg-amber-900/60 dark:text-amber-100"
          >
            {index + 1}
          </span>
          <div className="text-sm">
            <h3 className="font-semibold text-stone-900 dark:text-stone-50">
              <FormattedMessage id={`settings.about.step.${step}Title`} />
            </h3>
            <p className="text-stone-700 dark:text-stone-300">
              <FormattedMessage id={`settings.about.step.${step}Body`} />
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

function Important() {
  return (
    <div className="space-y-4 text-sm text-stone-800 dark:text-stone-200">
      <p className="rounded-2xl bg-amber-50 p-4 dark:bg-amber-950/40">
        <FormattedMessage id="settings.about.disclaimer" />
      </p>
      <h3 className="font-semibold text-stone-900 dark:text-stone-50">
        <FormattedMessage id="settings.about.bestPractices" />
      </h3>
      <ul className="space-y-2">
        {PRACTICES.map((practice) => (
          <li key={practice} className="flex items-start gap-2">
            <CheckIcon size={18} className="mt-0.5 shrink-0 text-emerald-700 dark:text-emerald-300" />
            <FormattedMessage id={`settings.about.practice.${practice}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** About Kaia: Overview, How it Works, Important. */
export function AboutCard() {
  const intl = useIntl();
  return (
    <Card>
      <h2 id="about-title" className="mb-4 text-lg font-bold text-stone-900 dark:text-stone-50">
        <FormattedMessage id="settings.about.title" />
      </h2>
      <Tabs
        label={intl.formatMessage({ id: "settings.about.title" })}
        items={[
          { id: "overview", label: intl.formatMessage({ id: "settings.about.overview" }), content: <Overview /> },
          { id: "how", label: intl.formatMessage({ id: "settings.about.howItWorks" }), content: <HowItWorks /> },
          { id: "important", label: intl.formatMessage({ id: "settings.about.important" }), content: <Important /> },
        ]}
      />
    </Card>
  );
}
