import { useMemo, useState } from "react";
import { useMutation, useQuery } from "convex/react";
import { useIntl } from "react-intl";
import { api } from "../../../convex/_generated/api";
import { Dialog } from "@/components/ui/Dialog";
import { Tabs } from "@/components/ui/Tabs";
import { CrisisResources, countryName } from "@/components/CrisisResources";
import { useCrisisCountry } from "@/hooks/useCrisisCountry";
import { useToast } from "@/hooks/useToast";
import { REGION_CODES } from "./regions";
import { SafetyPlanForm } from "./SafetyPlanForm";

function HelpNow() {
  const intl = useIntl();
  const toast = useToast();
  const detected = useCrisisCountry();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const country = chosen ?? detected;
  const entry = useQuery(api.safety.resources, country ? { countryCode: country } : {});
  const updatePreferences = useMutation(api.preferences.update);
  const names = useMemo(
    () =>
      REGION_CODES.map((code) => ({ code, name: countryName(intl.locale, code) ?? code })).sort((a, b) =>
        a.name.localeCompare(b.name, intl.locale),
      ),
    [intl.locale],
  );

  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700 dark:text-stone-300">{intl.formatMessage({ id: "safetyPlan.helpIntro" })}</p>
      <div className="space-y-1.5">
        <label htmlFor="sos-country" className="block text-sm font-semibold text-stone-800 dark:text-stone-100">
          {intl.formatMessage({ id: "safetyPlan.country" })}
        </label>
        <select
          id="sos-country"
          value={country ?? ""}
          onChange={(e) => {
            const code = e.target.value;
            setChosen(code);
            // Remembered so chat replies show the same country's lines.
            updatePreferences({ countryCode: code }).catch(() =>
              toast.error(intl.formatMessage({ id: "safetyPlan.countrySaveFailed" })),
            );
          }}
          className="block w-full rounded-2xl border border-stone-300 bg-white px-4 py-2.5 text-base text-stone-900 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-50"
        >
          {!country && <option value="">{intl.formatMessage({ id: "safetyPlan.chooseCountry" })}</option>}
          {names.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
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
