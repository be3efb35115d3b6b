import { useMemo, type SelectHTMLAttributes } from "react";
import { useIntl } from "react-intl";
import { COUNTRY_CODES } from "@shared/crisisCountry";
import { cx } from "@/lib/cx";
import { countryName } from "./CrisisResources";

type CountrySelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange"> & {
  value: string | undefined;
  onChange: (code: string) => void;
};

/** Every country by its name in the interface language, alphabetical; "Choose your country" while none is known. */
export function CountrySelect({ value, onChange, className, ...rest }: CountrySelectProps) {
  const intl = useIntl();
  const names = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ code, name: countryName(intl.locale, code) ?? code })).sort((a, b) =>
        a.name.localeCompare(b.name, intl.locale),
      ),
    [intl.locale],
  );
  return (
    <select
      value={value ?? ""}
      onChange={(e) => onChange(e.target.value)}
      className={cx(
        "block w-full rounded-2xl border border-stone-300 bg-white px-4 py-2.5 text-base text-stone-900 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-50",
        className,
      )}
      {...rest}
    >
      {!value && <option value="">{intl.formatMessage({ id: "safetyPlan.chooseCountry" })}</option>}
      {names.map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </select>
  );
}
