import { useState, type FormEvent } from "react";
import { useMutation, useQuery } from "convex/react";
import { FormattedMessage, useIntl } from "react-intl";
import { api } from "../../../convex/_generated/api";
import { TextArea } from "@/components/ui/TextField";
import { Button } from "@/components/ui/Button";
import { SkeletonText } from "@/components/ui/Skeleton";
import { ShieldIcon } from "@/components/icons";
import { useToast } from "@/hooks/useToast";
import { formatDate } from "@/lib/format";
import { SAFETY_PLAN_FIELD_MAX_CHARS, SAFETY_PLAN_SECTIONS } from "@shared/safety";
import { planFields, type SafetyPlanFields } from "./sections";

/** The user's own Stanley–Brown safety plan: six sections, saved privately to their account. */
export function SafetyPlanForm() {
  const intl = useIntl();
  const toast = useToast();
  const stored = useQuery(api.safety.getPlan, {});
  const savePlan = useMutation(api.safety.savePlan);
  // Null until the user types, so the live stored plan shows until then.
  const [draft, setDraft] = useState<SafetyPlanFields | null>(null);
  const [saving, setSaving] = useState(false);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  if (stored === undefined) return <SkeletonText lines={6} />;
  const fields = draft ?? planFields(stored);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await savePlan(fields);
      setDraft(null);
      toast.success(t("safety.saved"), t("safety.planPrivate"));
    } catch {
      toast.error(t("safetyPlan.saveFailed"), t("safetyPlan.saveFailedBody"));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <p className="flex items-start gap-2 text-sm text-stone-700 dark:text-stone-300">
        <ShieldIcon size={18} className="mt-0.5 shrink-0 text-emerald-700 dark:text-emerald-300" />
        <span>
          <FormattedMessage id="safety.planIntro" /> <FormattedMessage id="safety.planPrivate" />
        </span>
      </p>
      <ol className="space-y-4">
        {SAFETY_PLAN_SECTIONS.map((section, index) => (
          <li key={section}>
            <TextArea
              label={t("safetyPlan.sectionLabel", { number: index + 1, title: t(`safety.planSection.${section}`) })}
              hint={t(`safety.planPrompt.${section}`)}
              rows={3}
              maxLength={SAFETY_PLAN_FIELD_MAX_CHARS}
              value={fields[section]}
              disabled={saving}
              onChange={(e) => setDraft({ ...fields, [section]: e.target.value })}
            />
          </li>
        ))}
      </ol>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-stone-600 dark:text-stone-400">
          {stored ? t("safetyPlan.lastSaved", { date: formatDate(intl, stored.updatedAt) }) : t("safetyPlan.notSavedYet")}
        </p>
        <Button type="submit" loading={saving} disabled={draft === null}>
          {t(saving ? "safetyPlan.saving" : "safety.save")}
        </Button>
      </div>
    </form>
  );
}
