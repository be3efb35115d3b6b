import type { ReactNode } from "react";
import { cx } from "@/lib/cx";

type SectionHeadingProps = { id: string; title: ReactNode; lead?: ReactNode; className?: string };

/** A landing section's centred title (its `id` names the section) and an optional line under it. */
export function SectionHeading({ id, title, lead, className }: SectionHeadingProps) {
  return (
    <div className={cx("text-center", className)}>
      <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mx-auto mt-3 max-w-2xl text-stone-700 dark:text-stone-300">{lead}</p>}
    </div>
  );
}
