import { ClockIcon, CompassIcon, HeartIcon, ShieldIcon } from "@/components/icons";
import { useT } from "@/hooks/useT";
import { SectionHeading } from "./SectionHeading";

const FEATURES = [
  { n: 1, Icon: ClockIcon, tone: "bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100" },
  { n: 2, Icon: ShieldIcon, tone: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100" },
  { n: 3, Icon: CompassIcon, tone: "bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100" },
  { n: 4, Icon: HeartIcon, tone: "bg-rose-100 text-rose-900 dark:bg-rose-900/60 dark:text-rose-100" },
] as const;

export function Features() {
  const t = useT();
  return (
    <section aria-labelledby="features-heading" className="bg-white/60 py-16 dark:bg-stone-900/40">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="features-heading" title={t("landing.featuresHeading")} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ n, Icon, tone }) => (
            <li key={n} className="rounded-3xl border border-amber-900/10 bg-honey-50 p-6 dark:border-white/10 dark:bg-stone-900">
              <span className={`inline-flex rounded-2xl p-3 ${tone}`}>
                <Icon size={24} />
              </span>
              <h3 className="mt-4 text-lg font-bold">{t(`landing.feature${n}Title`)}</h3>
              <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">{t(`landing.feature${n}Body`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
