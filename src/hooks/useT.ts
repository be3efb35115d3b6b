import { useCallback } from "react";
import { useIntl } from "react-intl";

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/** Shorthand for formatMessage: `t("auth.signIn")`, `t("chat.left", { count: 3 })`. */
export function useT() {
  const intl = useIntl();
  return useCallback((id: string, values?: MessageValues) => intl.formatMessage({ id }, values), [intl]);
}
