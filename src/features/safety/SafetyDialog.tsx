import { useQuery } from "convex/react";
import { useIntl } from "react-intl";
import { api } from "../../../convex/_generated/api";
import { Dialog } from "@/components/ui/Dialog";
import { Tabs } from "@/components/ui/Tabs";
import { CountrySelect } from "@/components/CountrySelect";
import { CrisisResources } from "@/components/CrisisResources";
import { useCrisisCountry } from "@/hooks/useCrisisCountry";
import { useToast } from "@/hooks/useToast";
import { SafetyPlanForm } from "./SafetyPlanForm";

function HelpNow() {
  const intl = useIntl();
  const toast = useToast();
  const country = useCrisisCountry();
  const entry = useQuery(api.safety.resources, country.code ? { countryCode: country.code } : {});

  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700 dark:text-stone-300">{intl.formatMessage({ id: "safetyPlan.helpIntro" })}</p>
      <div className="space-y-1.5">
        <label htmlFor="sos-country" className="block text-sm font-semibold text-stone-800 dark:text-stone-100">
          {intl.formatMessage({ id: "safetyPlan.country" })}
        </label>
        <CountrySelect
          id="sos-country"
          value={country.code}
          // Remembered so chat replies show the same country's lines.
          onChange={(code) => country.choose(code).catch(() => toast.error(intl.formatMessage({ id: "safetyPlan.countrySaveFailed" })))}
        />
      </div>
      <CrisisResources entry={entry} />
    </div>
  );
}

/** The SOS dialog: crisis lines for the user's country first, then their own safety plan. */
export default function SafetyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={intl.formatMessage({ id: "safetyPlan.title" })}
      description={intl.formatMessage({ id: "safetyPlan.subtitle" })}
    >
      <Tabs
        label={intl.formatMessage({ id: "safetyPlan.title" })}
        items={[
          { id: "help", label: intl.formatMessage({ id: "safety.sosTitle" }), content: <HelpNow /> },
          { id: "plan", label: intl.formatMessage({ id: "safety.planTitle" }), content: <SafetyPlanForm /> },
        ]}
      />
    </Dialog>
  );
}
