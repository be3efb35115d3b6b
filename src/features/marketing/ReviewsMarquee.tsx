import { StarIcon } from "@/components/icons";
import { Avatar } from "@/components/ui/Avatar";
import { useT } from "@/hooks/useT";
import { SectionHeading } from "./SectionHeading";

/** 13 static member reviews, all five stars. */
export const REVIEWS = Array.from({ length: 13 }, (_, i) => ({ id: i + 1, rating: 5 }));

function ReviewCard({ id, rating }: { id: number; rating: number }) {
  const t = useT();
  const name = t(`landing.review${id}.name`);
  return (
    <figure className="flex w-72 shrink-0 flex-col rounded-3xl border border-amber-900/10 bg-white p-5 shadow-sm sm:w-80 dark:border-white/10 dark:bg-stone-900">
      <div role="img" aria-label={t("landing.reviewRating", { rating })} className="flex gap-0.5 text-amber-500">
        {Array.from({ length: rating }, (_, i) => (
          <StarIcon key={i} size={16} fill="currentColor" />
        ))}
      </div>
      <blockquote className="mt-3 flex-1 text-sm text-stone-800 dark:text-stone-200">{t(`landing.review${id}.comment`)}</blockquote>
      <figcaption className="mt-4 flex items-center gap-2 text-sm font-semibold">
        <Avatar name={name.replace(/[^\p{L}\s]/gu, "")} size="sm" />
        {name}
      </figcaption>
    </figure>
  );
}

/** A slowly scrolling row that pauses on hover or focus; with reduced motion it is a plain scrollable row. */
export function ReviewsMarquee() {
  const t = useT();
  return (
    <section aria-labelledby="reviews-heading" className="py-16">
      <SectionHeading
        id="reviews-heading"
        title={t("landing.reviewsHeading")}
        lead={t("landing.reviewsSubheading")}
        className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8"
      />
      <div
        role="region"
        aria-label={t("landing.reviewsLabel")}
        tabIndex={0}
        className="group mt-10 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)] motion-reduce:overflow-x-auto motion-reduce:[mask-image:none]"
      >
        <div className="flex w-max gap-4 px-4 animate-marquee group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] rtl:animate-marquee-rtl motion-reduce:animate-none">
          <ul className="flex gap-4">
            {REVIEWS.map((r) => (
              <li key={r.id}>
                <ReviewCard {...r} />
              </li>
            ))}
          </ul>
          {/* The second copy makes the loop seamless; it is hidden from assistive tech and reduced motion. */}
          <ul aria-hidden="true" className="flex gap-4 motion-reduce:hidden">
            {REVIEWS.map((r) => (
              <li key={r.id}>
                <ReviewCard {...r} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
