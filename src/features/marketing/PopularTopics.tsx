import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { ArrowRightIcon, ChevronDownIcon } from "@/components/icons";
import { Button } from "@/components/ui/Button";
import { usePaths } from "@/hooks/usePaths";
import { useT } from "@/hooks/useT";
import { cx } from "@/lib/cx";
import { SectionHeading } from "./SectionHeading";
import { LANDING_TOPICS, LANDING_TOPICS_INITIAL, TOPIC_PAGES } from "./topicPages";

/** 9 of the 11 topic cards, with a toggle for all of them (and back). */
export function PopularTopics() {
  const t = useT();
  const p = usePaths();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const shown = expanded ? LANDING_TOPICS : LANDING_TOPICS.slice(0, LANDING_TOPICS_INITIAL);
  return (
    <section aria-labelledby="topics-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading id="topics-heading" title={t("landing.topicsHeading")} lead={t("landing.topicsSubheading")} />
      <ul id={listId} className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((slug) => {
          const page = TOPIC_PAGES[slug];
          const Icon = page.icon;
          return (
            <li key={slug}>
              <Link
                to={p.topicPage(slug)}
                className="group flex h-full items-start gap-4 rounded-3xl border border-amber-900/10 bg-white/90 p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:hover:translate-y-0 dark:border-white/10 dark:bg-stone-900/80"
              >
                <span className={cx("shrink-0 rounded-2xl p-3", page.iconColor)}>
                  <Icon size={24} />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-bold text-stone-900 dark:text-stone-50">{t(`topics.${page.key}.name`)}</span>
                  <span className="mt-1 block text-sm text-stone-700 dark:text-stone-300">{t(`topics.${page.key}.tagline`)}</span>
                </span>
                <ArrowRightIcon size={18} className="mt-1 shrink-0 text-amber-700 transition group-hover:translate-x-0.5 rtl-flip dark:text-amber-300" />
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="mt-8 flex justify-center">
        <Button
          variant="outline"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((v) => !v)}
          icon={<ChevronDownIcon size={18} className={cx("transition-transform", expanded && "rotate-180")} />}
        >
          {t(expanded ? "landing.showFewerTopics" : "landing.showAllTopics")}
        </Button>
      </div>
    </section>
  );
}
