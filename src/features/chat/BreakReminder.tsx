import { FormattedMessage, useIntl } from "react-intl";
import { CloseIcon } from "@/components/icons";

/** Kaia's gentle nudge to take a break, shown to teens after 3 hours of continuous use. */
export function BreakReminder({ onDismiss }: { onDismiss: () => void }) {
  const intl = useIntl();
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-2xl border border-sky-300 bg-sky-50 px-4 py-3 text-sm text-sky-950 dark:border-sky-800 dark:bg-sky-950/50 dark:text-sky-50"
    >
      <p className="min-w-0 flex-1">
        <FormattedMessage id="safety.breakReminder" />
      </p>
      <button type="button" onClick={onDismiss} className="rounded-full p-1.5 hover:bg-sky-100 dark:hover:bg-sky-900">
        <CloseIcon size={16} />
        <span className="sr-only">{intl.formatMessage({ id: "common.dismiss" })}</span>
      </button>
    </div>
  );
}
