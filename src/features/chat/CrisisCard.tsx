import { useId } from "react";
import { useQuery } from "convex/react";
import { FormattedMessage } from "react-intl";
import { api } from "../../../convex/_generated/api";
import { CrisisResources } from "@/components/CrisisResources";
import { HeartIcon } from "@/components/icons";
import { useCrisisCountry } from "@/hooks/useCrisisCountry";

/** Crisis lines shown above a reply to a message that signalled risk. */
export function CrisisCard({ country }: { country: string | undefined }) {
  const titleId = useId();
  const fallbackCountry = useCrisisCountry();
  const countryCode = country ?? fallbackCountry;
  const entry = useQuery(api.safety.resources, countryCode ? { countryCode } : {});
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-3xl border-2 border-red-300 bg-red-50 p-4 dark:border-red-800 dark:bg-red-950/40"
    >
      <h2 id={titleId} className="mb-1 flex items-center gap-2 font-bold text-red-900 dark:text-red-100">
        <HeartIcon size={18} />
        <FormattedMessage id="safety.resourcesTitle" />
      </h2>
      <p className="mb-3 text-sm text-stone-800 dark:text-stone-200">
        <FormattedMessage id="safety.resourcesBody" />
      </p>
      <CrisisResources entry={entry} compact />
    </section>
  );
}
