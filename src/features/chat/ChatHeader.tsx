import { useIntl } from "react-intl";
import type { TopicId } from "@shared/topics";
import { ButtonLink, Button } from "@/components/ui/Button";
import { TopicIcon } from "@/components/TopicIcon";
import { SosButton } from "@/components/SosButton";
import { ChevronLeftIcon, ClockIcon } from "@/components/icons";
import { usePaths } from "@/hooks/usePaths";

type ChatHeaderProps = {
  topic: TopicId;
  onOpenHistory?: () => void;
  /** A pointer or focus on the history button: a hint to fetch the drawer's code. */
  onHistoryIntent?: () => void;
};

/** Back to /home, the topic, the history button (when history is not beside the chat) and the always-visible SOS. */
export function ChatHeader({ topic, onOpenHistory, onHistoryIntent }: ChatHeaderProps) {
  const intl = useIntl();
  const paths = usePaths();
  return (
    <header className="border-b border-amber-900/10 bg-honey-50/95 backdrop-blur dark:border-white/10 dark:bg-cocoa-950/95">
      <div className="mx-auto flex min-h-16 max-w-3xl items-center gap-2 px-3 py-1 sm:px-4">
        <ButtonLink to={paths.home} variant="ghost" size="icon" aria-label={intl.formatMessage({ id: "chat.back" })}>
          <ChevronLeftIcon className="rtl-flip" />
        </ButtonLink>
        {/* On the narrowest phones the notice below needs the icon's room. */}
        <span className="hidden shrink-0 min-[360px]:block">
          <TopicIcon topic={topic} size="sm" />
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-lg leading-tight font-bold text-stone-900 dark:text-stone-50">
            {intl.formatMessage({ id: `home.topics.${topic}.name` })}
          </h1>
          {/* California SB 243: the chat always shows that Kaia is an AI, whole (on two lines on a phone, never cut). */}
          <p className="line-clamp-3 text-xs leading-tight text-stone-700 dark:text-stone-300">{intl.formatMessage({ id: "chat.aiLabel" })}</p>
        </div>
        {onOpenHistory && (
          <Button variant="ghost" size="icon" onClick={onOpenHistory}
            onPointerEnter={onHistoryIntent}
            onFocus={onHistoryIntent}
            aria-haspopup="dialog" aria-label={intl.formatMessage({ id: "chat.history" })}>
            <ClockIcon />
          </Button>
        )}
        <SosButton />
      </div>
    </header>
  );
}
