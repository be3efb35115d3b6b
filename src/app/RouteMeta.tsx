import { useEffect } from "react";
import { useIntl } from "react-intl";
import { useLocation } from "react-router-dom";
import { splitLanguage } from "@/config/paths";
import { useLanguage } from "@/hooks/useLanguage";
import { applyPageMeta } from "@/lib/i18n/documentMeta";

/** A key of meta.json: `meta.<key>.title` and `meta.<key>.description`. */
export type PageMetaKey = string;

/** Title, description, canonical and hreflang for the current page, in the current language. */
export function usePageMeta(meta: PageMetaKey, indexable: boolean) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { language } = useLanguage();
  useEffect(() => {
    // Wait until the catalog of the new language is in place.
    if (intl.locale !== language) return;
    applyPageMeta({
      title: intl.formatMessage({ id: `meta.${meta}.title` }),
      description: intl.formatMessage({ id: `meta.${meta}.description` }),
      path: splitLanguage(pathname).path,
      language,
      indexable,
    });
  }, [meta, indexable, intl, language, pathname]);
}
