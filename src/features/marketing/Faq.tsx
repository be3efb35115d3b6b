import { ChevronDownIcon } from "@/components/icons";
import { JsonLd } from "@/components/JsonLd";
import { useT } from "@/hooks/useT";
import { SectionHeading } from "./SectionHeading";

const QUESTIONS = [1, 2, 3, 4, 5] as const;

/** Visible FAQ plus the same questions as FAQPage structured data. */
export function Faq() {
  const t = useT();
  return (
    <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <JsonLd
        data={{
          "@type": "FAQPage",
          mainEntity: QUESTIONS.map((n) => ({
            "@type": "Question",
            name: t(`landing.faq${n}.question`),
            acceptedAnswer: { "@type": "Answer", text: t(`landing.faq${n}.answer`) },
          })),
        }}
      />
      <SectionHeading id="faq-heading" title={t("landing.faqHeading")} />
      <div className="mt-8 flex flex-col gap-3">
        {QUESTIONS.map((n) => (
          <details key={n} className="group rounded-2xl border border-amber-900/10 bg-white p-5 open:shadow-sm dark:border-white/10 dark:bg-stone-900">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded font-semibold [&::-webkit-details-marker]:hidden">
              {t(`landing.faq${n}.question`)}
              <ChevronDownIcon size={18} className="shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <p className="mt-3 text-stone-700 dark:text-stone-300">{t(`landing.faq${n}.answer`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
