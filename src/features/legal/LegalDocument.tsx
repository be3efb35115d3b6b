import { BackButton } from "@/components/layout/BackButton";
import { PageShell } from "@/components/layout/PageShell";
import { env } from "@/config/env";
import { usePaths } from "@/hooks/usePaths";
import { useT } from "@/hooks/useT";

export const LEGAL_SECTIONS = 15;

/** A legal page: title, date, introduction and its 15 numbered sections with a table of contents. */
export function LegalDocument({ doc }: { doc: "privacy" | "terms" }) {
  const t = useT();
  const p = usePaths();
  const sections = Array.from({ length: LEGAL_SECTIONS }, (_, i) => i + 1);
  const text = (key: string) => t(`legal.${doc}.${key}`, { email: env.SUPPORT_EMAIL });
  return (
    <PageShell>
      <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <BackButton fallback={p.landing} />
        <header className="mt-4 border-b border-amber-900/10 pb-6 dark:border-white/10">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{text("title")}</h1>
          <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{t("legal.lastUpdated")}</p>
          <p className="mt-4 text-stone-700 dark:text-stone-300">{text("intro")}</p>
        </header>
        <nav aria-label={t("legal.tocLabel")} className="mt-6 rounded-3xl bg-amber-50 p-5 dark:bg-stone-900">
          <p className="mb-2 text-sm font-semibold">{t("legal.tocLabel")}</p>
          <ol className="grid gap-1 text-sm sm:grid-cols-2">
            {sections.map((n) => (
              <li key={n}>
                <a href={`#section-${n}`} className="text-amber-900 underline-offset-4 hover:underline dark:text-amber-200">
                  {text(`s${n}.title`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mt-8 flex flex-col gap-8">
          {sections.map((n) => (
            <section key={n} id={`section-${n}`} aria-labelledby={`section-${n}-title`} className="scroll-mt-24">
              <h2 id={`section-${n}-title`} className="text-xl font-bold">
                {text(`s${n}.title`)}
              </h2>
              <p className="mt-2 leading-relaxed text-stone-700 dark:text-stone-300">{text(`s${n}.body`)}</p>
            </section>
          ))}
        </div>
      </article>
    </PageShell>
  );
}
