import type { ComponentType, SVGProps } from "react";
import type { TopicId } from "@shared/topics";
import type { TopicPageSlug } from "@/config/paths";
import {
  BrainIcon, ChatIcon, ClockIcon, CompassIcon, GlobeIcon, HeartIcon, LeafIcon, PaletteIcon, ShieldIcon,
  SparklesIcon, SunriseIcon, UsersIcon, WalletIcon, ZapIcon, MonitorIcon, UserIcon,
} from "@/components/icons";

type Icon = ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;

export type TopicPageConfig = {
  slug: TopicPageSlug;
  /** Catalog prefix in topics.json. */
  key: string;
  /** The chat topic the page's call to action opens. */
  topic: TopicId;
  /** A chat path of its own (/chat/relationships, /chat/global-concerns); otherwise /chat. The topic also travels in navigation state. */
  chatPath?: string;
  icon: Icon;
  /** Hero gradient and icon colour (light and dark). */
  gradient: string;
  iconColor: string;
  emergency?: boolean;
  featureIcons: [Icon, Icon, Icon, Icon];
  related: TopicPageSlug[];
};

export const TOPIC_PAGES: Record<TopicPageSlug, TopicPageConfig> = {
  "anxiety-help": {
    slug: "anxiety-help", key: "anxiety", topic: "anxiety", icon: LeafIcon, emergency: true,
    gradient: "from-sky-100 via-indigo-50 to-honey-50 dark:from-sky-950 dark:via-indigo-950/60 dark:to-cocoa-950",
    iconColor: "bg-sky-100 text-sky-800 dark:bg-sky-900 dark:text-sky-100",
    featureIcons: [LeafIcon, BrainIcon, ClockIcon, ShieldIcon],
    related: ["depression-support", "stress-relief", "social-media-anxiety-help"],
  },
  "depression-support": {
    slug: "depression-support", key: "depression", topic: "depression", icon: SunriseIcon, emergency: true,
    gradient: "from-indigo-100 via-violet-50 to-honey-50 dark:from-indigo-950 dark:via-violet-950/60 dark:to-cocoa-950",
    iconColor: "bg-indigo-100 text-indigo-800 dark:bg-indigo-900 dark:text-indigo-100",
    featureIcons: [ChatIcon, SunriseIcon, HeartIcon, ShieldIcon],
    related: ["anxiety-help", "loneliness-help", "burnout-support"],
  },
  "stress-relief": {
    slug: "stress-relief", key: "stress", topic: "stress", icon: ZapIcon,
    gradient: "from-amber-100 via-orange-50 to-honey-50 dark:from-amber-950 dark:via-orange-950/60 dark:to-cocoa-950",
    iconColor: "bg-orange-100 text-orange-800 dark:bg-orange-900 dark:text-orange-100",
    featureIcons: [CompassIcon, LeafIcon, ShieldIcon, SunriseIcon],
    related: ["anxiety-help", "burnout-support", "relationship-advice"],
  },
  "burnout-support": {
    slug: "burnout-support", key: "burnout", topic: "burnout", icon: SunriseIcon,
    gradient: "from-orange-100 via-rose-50 to-honey-50 dark:from-orange-950 dark:via-rose-950/60 dark:to-cocoa-950",
    iconColor: "bg-rose-100 text-rose-800 dark:bg-rose-900 dark:text-rose-100",
    featureIcons: [ZapIcon, ShieldIcon, LeafIcon, CompassIcon],
    related: ["stress-relief", "depression-support", "adhd-support"],
  },
  "relationship-advice": {
    slug: "relationship-advice", key: "relationships", topic: "relationships", chatPath: "relationships", icon: HeartIcon,
    gradient: "from-pink-100 via-rose-50 to-honey-50 dark:from-pink-950 dark:via-rose-950/60 dark:to-cocoa-950",
    iconColor: "bg-pink-100 text-pink-800 dark:bg-pink-900 dark:text-pink-100",
    featureIcons: [ChatIcon, UsersIcon, HeartIcon, ShieldIcon],
    related: ["loneliness-help", "social-media-anxiety-help", "depression-support"],
  },
  "social-media-anxiety-help": {
    slug: "social-media-anxiety-help", key: "socialMedia", topic: "digital-wellbeing", icon: MonitorIcon,
    gradient: "from-cyan-100 via-sky-50 to-honey-50 dark:from-cyan-950 dark:via-sky-950/60 dark:to-cocoa-950",
    iconColor: "bg-cyan-100 text-cyan-800 dark:bg-cyan-900 dark:text-cyan-100",
    featureIcons: [MonitorIcon, UserIcon, ClockIcon, SunriseIcon],
    related: ["anxiety-help", "body-image-support", "loneliness-help"],
  },
  "adhd-support": {
    slug: "adhd-support", key: "adhd", topic: "adhd-focus", icon: BrainIcon,
    gradient: "from-violet-100 via-purple-50 to-honey-50 dark:from-violet-950 dark:via-purple-950/60 dark:to-cocoa-950",
    iconColor: "bg-violet-100 text-violet-800 dark:bg-violet-900 dark:text-violet-100",
    featureIcons: [CompassIcon, ZapIcon, ClockIcon, HeartIcon],
    related: ["burnout-support", "stress-relief", "anxiety-help"],
  },
  "loneliness-help": {
    slug: "loneliness-help", key: "loneliness", topic: "loneliness", icon: UsersIcon,
    gradient: "from-teal-100 via-emerald-50 to-honey-50 dark:from-teal-950 dark:via-emerald-950/60 dark:to-cocoa-950",
    iconColor: "bg-teal-100 text-teal-800 dark:bg-teal-900 dark:text-teal-100",
    featureIcons: [ChatIcon, UsersIcon, HeartIcon, SunriseIcon],
    related: ["depression-support", "relationship-advice", "social-media-anxiety-help"],
  },
  "body-image-support": {
    slug: "body-image-support", key: "bodyImage", topic: "body-image", icon: UserIcon,
    gradient: "from-rose-100 via-pink-50 to-honey-50 dark:from-rose-950 dark:via-pink-950/60 dark:to-cocoa-950",
    iconColor: "bg-rose-100 text-rose-800 dark:bg-rose-900 dark:text-rose-100",
    featureIcons: [HeartIcon, CompassIcon, SunriseIcon, ShieldIcon],
    related: ["depression-support", "social-media-anxiety-help", "anxiety-help"],
  },
  "climate-anxiety-help": {
    slug: "climate-anxiety-help", key: "climate", topic: "global-concerns", icon: LeafIcon,
    gradient: "from-emerald-100 via-green-50 to-honey-50 dark:from-emerald-950 dark:via-green-950/60 dark:to-cocoa-950",
    iconColor: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100",
    featureIcons: [HeartIcon, LeafIcon, MonitorIcon, SunriseIcon],
    related: ["anxiety-help", "existential-crisis-help", "stress-relief"],
  },
  "existential-crisis-help": {
    slug: "existential-crisis-help", key: "existential", topic: "global-concerns", icon: CompassIcon,
    gradient: "from-slate-200 via-indigo-50 to-honey-50 dark:from-slate-900 dark:via-indigo-950/60 dark:to-cocoa-950",
    iconColor: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
    featureIcons: [CompassIcon, SparklesIcon, LeafIcon, HeartIcon],
    related: ["depression-support", "climate-anxiety-help", "anxiety-help"],
  },
  "world-crisis-anxiety": {
    slug: "world-crisis-anxiety", key: "worldCrisis", topic: "global-concerns", chatPath: "global-concerns", icon: GlobeIcon,
    gradient: "from-blue-100 via-slate-50 to-honey-50 dark:from-blue-950 dark:via-slate-900 dark:to-cocoa-950",
    iconColor: "bg-blue-100 text-blue-800 dark:bg-blue-900 dark:text-blue-100",
    featureIcons: [ChatIcon, MonitorIcon, UsersIcon, HeartIcon],
    related: [],
  },
  "feeling-disconnected-help": {
    slug: "feeling-disconnected-help", key: "disconnected", topic: "global-concerns", chatPath: "global-concerns", icon: SparklesIcon,
    gradient: "from-purple-100 via-fuchsia-50 to-honey-50 dark:from-purple-950 dark:via-fuchsia-950/60 dark:to-cocoa-950",
    iconColor: "bg-purple-100 text-purple-800 dark:bg-purple-900 dark:text-purple-100",
    featureIcons: [BrainIcon, LeafIcon, UsersIcon, SparklesIcon],
    related: [],
  },
  "finance-help": {
    slug: "finance-help", key: "finance", topic: "finance", icon: WalletIcon,
    gradient: "from-lime-100 via-emerald-50 to-honey-50 dark:from-lime-950 dark:via-emerald-950/60 dark:to-cocoa-950",
    iconColor: "bg-lime-100 text-lime-900 dark:bg-lime-900 dark:text-lime-100",
    featureIcons: [WalletIcon, CompassIcon, ZapIcon, ShieldIcon],
    related: [],
  },
  "personal-growth": {
    slug: "personal-growth", key: "personalGrowth", topic: "creativity", icon: SunriseIcon,
    gradient: "from-amber-100 via-yellow-50 to-honey-50 dark:from-amber-950 dark:via-yellow-950/50 dark:to-cocoa-950",
    iconColor: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
    featureIcons: [CompassIcon, SparklesIcon, ClockIcon, BrainIcon],
    related: [],
  },
  "creativity-support": {
    slug: "creativity-support", key: "creativity", topic: "creativity", icon: PaletteIcon,
    gradient: "from-fuchsia-100 via-pink-50 to-honey-50 dark:from-fuchsia-950 dark:via-pink-950/60 dark:to-cocoa-950",
    iconColor: "bg-fuchsia-100 text-fuchsia-800 dark:bg-fuchsia-900 dark:text-fuchsia-100",
    featureIcons: [SparklesIcon, ShieldIcon, CompassIcon, UsersIcon],
    related: [],
  },
};

/** The popular-topics grid on the landing page: 11 cards, the first 9 shown until expanded. */
export const LANDING_TOPICS: TopicPageSlug[] = [
  "anxiety-help", "depression-support", "stress-relief", "relationship-advice", "burnout-support", "loneliness-help",
  "adhd-support", "social-media-anxiety-help", "body-image-support", "climate-anxiety-help", "existential-crisis-help",
];
export const LANDING_TOPICS_INITIAL = 9;
