import { useId, useState } from "react";
import { useQuery } from "convex/react";
import { FormattedMessage, useIntl } from "react-intl";
import { api } from "../../../convex/_generated/api";
import { CountrySelect } from "@/components/CountrySelect";
import { CrisisResources, countryName } from "@/components/CrisisResources";
import { HeartIcon } from "@/components/icons";
import { useCrisisCountry } from "@/hooks/useCrisisCountry";
import { useToast } from "@/hooks/useToast";
import { cx } from "@/lib/cx";

type CrisisCardProps = {
  /** The country the server chose the lines for when it answered; the person's saved choice wins. */
  country: string | undefined;
  /** Set while the card is pinned above the conversation on a phone: hides it again. */
  onHide?: () => void;
  className?: string;
};

/** Crisis lines shown above a reply to a message that signalled risk, naming their country with a way to change it. */
export function CrisisCard({ country, onHide, className }: CrisisCardProps) {
  const intl = useIntl();
  const toast = useToast();
  const titleId = useId();
  const pickerId = useId();
  const detected = useCrisisCountry();
  const [picking, setPicking] = useState(false);
  const countryCode = detected.source === "saved" ? detected.code : (country ?? detected.code);
  const entry = useQuery(api.safety.resources, countryCode ? { countryCode } : {});
  const name = countryName(intl.locale, countryCode);

  return (
    <section
      aria-labelledby={titleId}
      className={cx("rounded-3xl border-2 border-red-300 bg-red-50 p-4 dark:border-red-800 dark:bg-red-950/40", className)}
    >
      <div className="mb-1 flex items-start gap-2">
        <h2 id={titleId} className="flex flex-1 items-center gap-2 font-bold text-red-900 dark:text-red-100">
          <HeartIcon size={18} />
          <FormattedMessage id="safety.resourcesTitle" />
        </h2>
        {onHide && (
          <button
            type="button"
            onClick={onHide}
            aria-label={intl.formatMessage({ id: "safety.hideCardLabel" })}
            className="-my-1 rounded-full px-3 py-1 text-sm font-semibold text-red-900 underline underline-offset-2 hover:bg-red-100 dark:text-red-100 dark:hover:bg-red-900/50"
          >
            <FormattedMessage id="safety.hideCard" />
          </button>
        )}
      </div>
      <p className="mb-2 text-sm text-stone-800 dark:text-stone-200">
        <FormattedMessage id="safety.resourcesBody" />
      </p>
      <p className="mb-3 text-sm font-semibold text-stone-900 dark:text-stone-50">
        {name ? <FormattedMessage id="safety.linesFor" values={{ country: name }} /> : <FormattedMessage id="safety.countryUnknown" />}
        {" · "}
        <button
          type="button"
          aria-expanded={picking}
          aria-controls={pickerId}
          onClick={() => setPicking((open) => !open)}
          className="font-semibold text-red-900 underline underline-offset-2 dark:text-red-100"
        >
          <FormattedMessage id={name ? "safety.changeCountry" : "safety.chooseCountryAction"} />
        </button>
      </p>
      {picking && (
        <div id={pickerId} className="mb-3 space-y-1.5">
          <label htmlFor={`${pickerId}-select`} className="block text-sm font-semibold text-stone-800 dark:text-stone-100">
            <FormattedMessage id="safety.changeCountryLabel" />
          </label>
          <CountrySelect
            id={`${pickerId}-select`}
            value={countryCode}
            onChange={(code) => {
              setPicking(false);
              detected.choose(code).catch(() => toast.error(intl.formatMessage({ id: "safetyPlan.countrySaveFailed" })));
            }}
          />
        </div>
      )}
      <CrisisResources entry={entry} compact />
    </section>
  );
}
