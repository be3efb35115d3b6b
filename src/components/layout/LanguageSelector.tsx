import { useId } from "react";
import { useIntl } from "react-intl";
import { LANGUAGE_CODES, isLanguageCode, type LanguageCode } from "@shared/languages";
import { useLanguage } from "@/hooks/useLanguage";
import { cx } from "@/lib/cx";
import { ChevronDownIcon, GlobeIcon } from "../icons";

/**
 * The 13 languages by their own names; picking one opens the same page in it. A native select
 * under a styled pill: the platform picker on phones, and no extra script on the landing page.
 */
export function LanguageSelector({ compact = false, className }: { compact?: boolean; className?: string }) {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  const id = useId();
  const name = (lang: LanguageCode) => intl.formatMessage({ id: `common.languageName.${lang}` });
  return (
    <div
      className={cx(
        compact ? "px-2 min-[360px]:px-2.5 sm:px-3" : "px-3",
        "relative inline-flex h-10 items-center gap-1.5 rounded-full text-sm font-semibold text-stone-700 hover:bg-amber-100/80 dark:text-stone-200 dark:hover:bg-stone-800",
        "has-[select:focus-visible]:outline-2 has-[select:focus-visible]:outline-offset-2 has-[select:focus-visible]:outline-amber-600 dark:has-[select:focus-visible]:outline-amber-300",
        className,
      )}
    >
      <GlobeIcon size={18} />
      <span aria-hidden="true" className={cx(compact && "hidden md:inline")}>
        {name(language)}
      </span>
      <ChevronDownIcon size={14} className={cx(compact && "hidden md:inline")} />
      <label htmlFor={id} className="sr-only">
        {intl.formatMessage({ id: "common.language" })}
      </label>
      <select
        id={id}
        value={language}
        onChange={(e) => isLanguageCode(e.target.value) && setLanguage(e.target.value)}
        className="absolute inset-0 h-full w-full cursor-pointer appearance-none opacity-0 outline-none"
      >
        {LANGUAGE_CODES.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {name(lang)}
          </option>
        ))}
      </select>
    </div>
  );
}
