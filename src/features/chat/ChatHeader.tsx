import { useIntl } from "react-intl";
import type { TopicId } from "@shared/topics";
import { ButtonLink, Button } from "@/components/ui/Button";
import { TopicIcon } from "@/components/TopicIcon";
import { SosButton } from "@/components/SosButton";
import { ChevronLeftIcon, ClockIcon } from "@/components/icons";
import { usePaths } from "@/hooks/usePaths";

/** Back to /home, the topic, the history button (when history is not beside the chat) and the always-visible SOS. */
export function ChatHeader({ topic, onOpenHistory }: { topic: TopicId; onOpenHistory?: () => void }) {
  const intl = useIntl();
  const paths = usePaths();
  return (
    <header className="border-b border-amber-900/10 bg-honey-50/95 backdrop-blur dark:border-white/10 dark:bg-cocoa-950/95">
      <div className="mx-auto flex h-16 max-w-3xl items-center gap-2 px-3 sm:px-4">
        <ButtonLink to={paths.home} variant="ghost" size="icon" aria-label={intl.formatMessage({ id: "chat.back" })}>
          <ChevronLeftIcon className="rtl-flip" />
        </ButtonLink>
        <TopicIcon topic={topic} size="sm" />
        <h1 className="min-w-0 flex-1 truncate text-lg font-bold text-stone-900 dark:text-stone-50">
          {intl.formatMessage({ id: `home.topics.${topic}.name` })}
        </h1>
        {onOpenHistory && (
          <Button variant="ghost" size="icon" onClick={onOpenHistory} aria-haspopup="dialog" aria-label={intl.formatMessage({ id: "chat.history" })}>
            <ClockIcon />
          </Button>
        )}
        <SosButton />
      </div>
    </header>
  );
}
