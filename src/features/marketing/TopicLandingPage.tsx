import { Link, useLocation } from "react-router-dom";
import { isPremiumTopic } from "@shared/topics";
import { ArrowRightIcon, CheckIcon, ChevronRightIcon, SparklesIcon } from "@/components/icons";
import { JsonLd } from "@/components/JsonLd";
import { CrisisBanner } from "@/components/layout/CrisisBanner";
import { PageShell } from "@/components/layout/PageShell";
import { Badge } from "@/components/ui/Badge";
import { ButtonLink } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { paths, splitLanguage, topicPagePath, TOPIC_PAGE_SLUGS, type TopicPageSlug } from "@/config/paths";
import { siteUrl } from "@/config/site";
import { useLanguage } from "@/hooks/useLanguage";
import { usePaths } from "@/hooks/usePaths";
import { useT } from "@/hooks/useT";
import { useViewer } from "@/hooks/useViewer";
import { cx } from "@/lib/cx";
import { topicCtaTarget } from "./ctaTarget";
import { TOPIC_PAGES } from "./topicPages";

const FEATURES = [1, 2, 3, 4] as const;

/** One of the 16 topic landing pages; which one comes from the address. */
export default function TopicLandingPage() {
  const t = useT();
  const p = usePaths();
  const viewer = useViewer();
  const { language } = useLanguage();
  const slug = splitLanguage(useLocation().pathname).path.slice(1) as TopicPageSlug;
  const page = TOPIC_PAGES[TOPIC_PAGE_SLUGS.includes(slug) ? slug : "anxiety-help"];
  const k = (field: string) => t(`topics.${page.key}.${field}`);
  const main = topicCtaTarget(viewer, page, "main", p);
  const bottom = topicCtaTarget(viewer, page, "bottom", p);
  const hasPassword = viewer.status === "signedIn" && viewer.passwordSet;
  const mainLabel = hasPassword ? "topics.page.continueCta" : viewer.status === "signedIn" ? "topics.page.finishSetupCta" : "topics.page.startCta";
  const Icon = page.icon;

  return (
    <PageShell>
      <JsonLd
        data={{
          "@type": "BreadcrumbList",
          itemListElement: [
            { "@type": "ListItem", position: 1, name: t("topics.page.breadcrumbHome"), item: siteUrl(paths.landing, language) },
            { "@type": "ListItem", position: 2, name: k("name"), item: siteUrl(topicPagePath(page.slug), language) },
          ],
        }}
      />
      <nav aria-label={t("common.breadcrumb")} className="border-b border-amber-900/10 bg-amber-50/70 dark:border-white/10 dark:bg-stone-900/60">
        <ol className="mx-auto flex max-w-6xl items-center gap-1 px-4 py-2.5 text-sm sm:px-6 lg:px-8">
          <li>
            <Link to={p.landing} className="text-stone-700 underline-offset-4 hover:underline dark:text-stone-300">
              {t("topics.page.breadcrumbHome")}
            </Link>
          </li>
          <li aria-hidden="true" className="text-stone-500">
            <ChevronRightIcon size={14} className="rtl-flip" />
          </li>
          <li aria-current="page" className="font-semibold text-stone-900 dark:text-stone-100">
            {k("name")}
          </li>
        </ol>
      </nav>

      <section className={cx("bg-gradient-to-b", page.gradient)}>
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20">
          <span className={cx("mx-auto mb-5 inline-flex rounded-3xl p-4", page.iconColor)}>
            <Icon size={32} />
          </span>
          <div className="mb-4 flex flex-wrap justify-center gap-2">
            <Badge>{k("badge")}</Badge>
            {isPremiumTopic(page.topic) && (
              <Badge tone="premium" icon={<SparklesIcon size={12} />}>
                {t("common.premium")}
              </Badge>
            )}
          </div>
          <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-5xl dark:text-stone-50">{k("title")}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-stone-700 dark:text-stone-300">{k("description")}</p>
          <div className="mt-8 flex flex-col items-center gap-3">
            <ButtonLink to={main.to} state={main.state} size="lg" icon={<SparklesIcon size={18} />}>
              {t(mainLabel)}
            </ButtonLink>
            {!hasPassword && <p className="text-sm text-stone-700 dark:text-stone-300">{t("topics.page.trialNote")}</p>}
          </div>
        </div>
      </section>

      {/* A gap, not space-y: a browser can keep a :last-child margin it worked out while the prerendered page was still arriving. */}
      <div className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-14 sm:px-6 lg:px-8">
        {page.emergency && <CrisisBanner />}

        <section aria-labelledby="features-heading">
          <h2 id="features-heading" className="text-center text-2xl font-bold sm:text-3xl">
            {t("topics.page.featuresHeading")}
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map((n, i) => {
              const FeatureIcon = page.featureIcons[i];
              return (
                <li key={n}>
                  <Card className="h-full">
                    <span className={cx("inline-flex rounded-2xl p-3", page.iconColor)}>
                      <FeatureIcon size={22} />
                    </span>
                    <h3 className="mt-4 font-bold">{k(`feature${n}Title`)}</h3>
                    <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">{k(`feature${n}Body`)}</p>
                  </Card>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="challenges-heading" className="rounded-3xl bg-amber-50 p-6 sm:p-10 dark:bg-stone-900">
          <h2 id="challenges-heading" className="text-2xl font-bold sm:text-3xl">
            {t("topics.page.challengesHeading")}
          </h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {FEATURES.map((n) => (
              <li key={n} className="flex items-start gap-3 rounded-2xl bg-white p-4 dark:bg-stone-800">
                <span className="mt-0.5 rounded-full bg-amber-100 p-1 text-amber-800 dark:bg-amber-900 dark:text-amber-100">
                  <CheckIcon size={14} strokeWidth={3} />
                </span>
                <span className="text-stone-800 dark:text-stone-100">{k(`challenge${n}`)}</span>
              </li>
            ))}
          </ul>
        </section>

        <section className="rounded-3xl bg-gradient-to-br from-amber-700 to-orange-800 p-8 text-center text-white sm:p-12 dark:from-amber-800 dark:to-orange-900">
          <h2 className="text-2xl font-bold sm:text-3xl">{t("topics.page.readyTitle")}</h2>
          <p className="mx-auto mt-3 max-w-xl text-amber-50">{t("topics.page.readyBody")}</p>
          <ButtonLink
            to={bottom.to}
            state={bottom.state}
            size="lg"
            variant="secondary"
            className="mt-6 bg-white text-amber-950 hover:bg-amber-50 dark:bg-white dark:text-amber-950 dark:hover:bg-amber-50"
            icon={<ArrowRightIcon size={18} className="rtl-flip" />}
          >
            {t("topics.page.readyCta")}
          </ButtonLink>
        </section>

        {page.related.length > 0 && (
          <section aria-labelledby="related-heading">
            <h2 id="related-heading" className="text-2xl font-bold">
              {t("topics.page.relatedHeading")}
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-3">
              {page.related.slice(0, 3).map((slug) => {
                const related = TOPIC_PAGES[slug];
                const RelatedIcon = related.icon;
                return (
                  <li key={slug}>
                    <Link
                      to={p.topicPage(slug)}
                      className="group flex h-full flex-col rounded-3xl border border-amber-900/10 bg-white p-5 transition hover:-translate-y-0.5 hover:shadow-md dark:border-white/10 dark:bg-stone-900"
                    >
                      <span className={cx("inline-flex w-fit rounded-2xl p-2.5", related.iconColor)}>
                        <RelatedIcon size={20} />
                      </span>
                      <span className="mt-3 font-bold">{t(`topics.${related.key}.name`)}</span>
                      <span className="mt-1 flex-1 text-sm text-stone-700 dark:text-stone-300">{t(`topics.${related.key}.tagline`)}</span>
                      <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-amber-800 group-hover:underline dark:text-amber-300">
                        {t("topics.page.learnMore")}
                        <ArrowRightIcon size={14} className="rtl-flip" />
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
      </div>
    </PageShell>
  );
}
