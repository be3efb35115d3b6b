import { FormattedMessage, useIntl } from "react-intl";
import type { ErrorCode } from "@shared/errors";
import { AlertIcon, CloseIcon } from "@/components/icons";
import { chatErrorHintId } from "./chatErrors";

/** 'AI Response Error' with the hint for its code and a dismiss button. */
export function ErrorBanner({ code, onDismiss }: { code: ErrorCode | undefined; onDismiss: () => void }) {
  const intl = useIntl();
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-2xl border border-red-300 bg-red-50 px-4 py-3 text-red-950 dark:border-red-800 dark:bg-red-950/50 dark:text-red-50"
    >
      <AlertIcon size={20} className="mt-0.5 shrink-0" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">
          <FormattedMessage id="chat.errorTitle" />
        </p>
        <p>
          <FormattedMessage id={chatErrorHintId(code)} />
        </p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="rounded-full p-1.5 hover:bg-red-100 dark:hover:bg-red-900"
      >
        <CloseIcon size={16} />
        <span className="sr-only">{intl.formatMessage({ id: "chat.dismissError" })}</span>
      </button>
    </div>
  );
}
