import { cx } from "@/lib/cx";
import { initialsFor } from "@/lib/initials";
import { Image } from "./Image";

type AvatarProps = {
  src?: string | null;
  name?: string | null;
  email?: string | null;
  size?: "sm" | "md" | "lg" | "xl";
  className?: string;
};

const sizes = { sm: "size-8 text-xs", md: "size-10 text-sm", lg: "size-16 text-xl", xl: "size-24 text-3xl" };

/** Round avatar: the picture, or the initials when there is none or it fails to load. */
export function Avatar({ src, name, email, size = "md", className }: AvatarProps) {
  const classes = cx("inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full", sizes[size], className);
  const initials = (
    <span
      aria-hidden="true"
      className={cx(classes, "bg-amber-200 font-bold text-amber-950 dark:bg-amber-800 dark:text-amber-50")}
    >
      {initialsFor(name, email)}
    </span>
  );
  return <Image src={src ?? undefined} alt="" className={cx(classes, "object-cover")} fallback={initials} />;
}
