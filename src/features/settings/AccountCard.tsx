import { Link } from "react-router-dom";
import { FormattedMessage, useIntl } from "react-intl";
import { LANGUAGE_CODES, isLanguageCode } from "@shared/languages";
import { Card } from "@/components/ui/Card";
import { ChevronRightIcon, GlobeIcon, SettingsIcon, UserIcon } from "@/components/icons";
import { usePaths } from "@/hooks/usePaths";
import { useLanguage } from "@/hooks/useLanguage";
import { AppearancePicker } from "./AppearancePicker";

const rowClass =
  "flex items-center gap-3 rounded-2xl px-3 py-3 text-stone-900 hover:bg-amber-50 dark:text-stone-50 dark:hover:bg-stone-800";

/** My Profile, General Settings (language) and Appearance. */
export function AccountCard() {
  const intl = useIntl();
  const paths = usePaths();
  const { language, setLanguage } = useLanguage();
  return (
    <Card>
      <h2 id="account-title" className="text-lg font-bold text-stone-900 dark:text-stone-50">
        <FormattedMessage id="settings.accountGeneral" />
      </h2>
      <ul className="mt-3 space-y-1">
        <li>
          <Link to={paths.profile} className={rowClass}>
            <UserIcon size={20} className="text-amber-700 dark:text-amber-300" />
            <span className="flex-1 font-medium">
              <FormattedMessage id="settings.myProfile" />
            </span>
            <ChevronRightIcon size={18} className="rtl-flip text-stone-500" />
          </Link>
        </li>
        <li className="rounded-2xl px-3 py-3">
          <p className="flex items-center gap-3 font-medium text-stone-900 dark:text-stone-50">
            <SettingsIcon size={20} className="text-amber-700 dark:text-amber-300" />
            <FormattedMessage id="settings.generalSettings" />
          </p>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <label htmlFor="settings-language" className="flex items-center gap-2 text-sm font-semibold text-stone-800 dark:text-stone-100">
              <GlobeIcon size={16} />
              <FormattedMessage id="settings.language" />
            </label>
            <select
              id="settings-language"
              value={language}
              onChange={(e) => isLanguageCode(e.target.value) && setLanguage(e.target.value)}
              className="rounded-full border border-stone-300 bg-white px-4 py-2 text-sm text-stone-900 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-50"
            >
              {LANGUAGE_CODES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {intl.formatMessage({ id: `common.languageName.${code}` })}
                </option>
              ))}
            </select>
          </div>
          <div className="mt-4">
            <AppearancePicker />
          </div>
        </li>
      </ul>
    </Card>
  );
}
