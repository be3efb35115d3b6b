import { FormattedMessage } from "react-intl";
import { UpgradeButton } from "@/components/UpgradeButton";
import { LockIcon } from "@/components/icons";
import type { ComposerBlock } from "./Composer";

/** "3 of 5 free messages left today" for this topic (hidden for trial and premium). */
export function FreeCounter({ left, limit }: { left: number; limit: number }) {
  return (
    <p className="text-center text-xs text-stone-600 dark:text-stone-400" aria-live="polite">
      <FormattedMessage id="chat.messagesLeft" values={{ left, limit }} />
    </p>
  );
}

/** Shown above the message box when the daily limit is reached or the topic is premium-only. */
export function BlockedNotice({ block }: { block: Exclude<ComposerBlock, "none"> }) {
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 sm:flex-row sm:items-center dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <LockIcon size={20} className="hidden shrink-0 sm:block" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">
          <FormattedMessage id={block === "limit" ? "chat.limitReached" : "chat.lockedTitle"} />
        </p>
        <p>
          <FormattedMessage id={block === "limit" ? "chat.limitBody" : "chat.lockedBody"} />
        </p>
        <p className="mt-1 text-xs">
          <FormattedMessage id="chat.limitSosHint" />
        </p>
      </div>
      <UpgradeButton size="sm" className="shrink-0 self-start sm:self-center">
        <FormattedMessage id="chat.upgrade" />
      </UpgradeButton>
    </div>
  );
}
