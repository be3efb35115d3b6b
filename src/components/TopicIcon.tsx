import type { TopicId } from "@shared/topics";
import { cx } from "@/lib/cx";
import {
  BrainIcon,
  ChatIcon,
  CompassIcon,
  GlobeIcon,
  HeartIcon,
  LeafIcon,
  PaletteIcon,
  SparklesIcon,
  SunriseIcon,
  UserIcon,
  UsersIcon,
  WalletIcon,
  ZapIcon,
  MonitorIcon,
} from "./icons";

const ICONS: Record<TopicId, typeof ChatIcon> = {
  general: ChatIcon,
  anxiety: LeafIcon,
  depression: SunriseIcon,
  stress: HeartIcon,
  burnout: ZapIcon,
  career: CompassIcon,
  relationships: UsersIcon,
  loneliness: UserIcon,
  "digital-wellbeing": MonitorIcon,
  "adhd-focus": BrainIcon,
  "body-image": SparklesIcon,
  "global-concerns": GlobeIcon,
  finance: WalletIcon,
  creativity: PaletteIcon,
};

/** Soft tints per topic; text colours keep AA contrast on their tint in both themes. */
const TINTS: Record<TopicId, string> = {
  general: "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100",
  anxiety: "bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100",
  depression: "bg-indigo-100 text-indigo-900 dark:bg-indigo-900/50 dark:text-indigo-100",
  stress: "bg-rose-100 text-rose-900 dark:bg-rose-900/50 dark:text-rose-100",
  burnout: "bg-orange-100 text-orange-900 dark:bg-orange-900/50 dark:text-orange-100",
  career: "bg-teal-100 text-teal-900 dark:bg-teal-900/50 dark:text-teal-100",
  relationships: "bg-pink-100 text-pink-900 dark:bg-pink-900/50 dark:text-pink-100",
  loneliness: "bg-violet-100 text-violet-900 dark:bg-violet-900/50 dark:text-violet-100",
  "digital-wellbeing": "bg-cyan-100 text-cyan-900 dark:bg-cyan-900/50 dark:text-cyan-100",
  "adhd-focus": "bg-lime-100 text-lime-900 dark:bg-lime-900/50 dark:text-lime-100",
  "body-image": "bg-fuchsia-100 text-fuchsia-900 dark:bg-fuchsia-900/50 dark:text-fuchsia-100",
  "global-concerns": "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100",
  finance: "bg-green-100 text-green-900 dark:bg-green-900/50 dark:text-green-100",
  creativity: "bg-purple-100 text-purple-900 dark:bg-purple-900/50 dark:text-purple-100",
};

/** A topic's icon on its own tint. Decorative: the topic's name is always shown beside it. */
export function TopicIcon({ topic, size = "md", className }: { topic: TopicId; size?: "sm" | "md"; className?: string }) {
  const Icon = ICONS[topic];
  return (
    <span
      aria-hidden="true"
      className={cx(
        "inline-flex shrink-0 items-center justify-center rounded-2xl",
        size === "sm" ? "size-8" : "size-12",
        TINTS[topic],
        className,
      )}
    >
      <Icon size={size === "sm" ? 16 : 24} />
    </span>
  );
}
