import { useId } from "react";
import { useIntl } from "react-intl";
import { TextField } from "@/components/ui/TextField";
import { ADMIN_TIERS } from "./adminView";

type GrantFieldsProps = {
  until: string;
  tier: string;
  onUntil: (value: string) => void;
  onTier: (value: string) => void;
  disabled?: boolean;
};

/** Premium-until date and tier, shared by create-user and grant. */
export function GrantFields({ until, tier, onUntil, onTier, disabled }: GrantFieldsProps) {
  const intl = useIntl();
  const tierId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={intl.formatMessage({ id: "admin.premiumUntil" })}
        type="date"
        required
        value={until}
        disabled={disabled}
        onChange={(e) => onUntil(e.target.value)}
      />
      <div className="space-y-1.5">
        <label htmlFor={tierId} className="block text-sm font-semibold text-stone-800 dark:text-stone-100">
          {intl.formatMessage({ id: "admin.tier" })}
        </label>
        <select
          id={tierId}
          value={tier}
          disabled={disabled}
          onChange={(e) => onTier(e.target.value)}
          className="block w-full rounded-2xl border border-stone-300 bg-white px-4 py-3 text-base text-stone-900 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-50"
        >
          {ADMIN_TIERS.map((option) => (
            <option key={option} value={option}>
              {intl.formatMessage({ id: `admin.tiers.${option}` })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
