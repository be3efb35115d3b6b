import { useState } from "react";
import { useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";
import type { TopicId } from "@shared/topics";
import { MemoryPanel } from "@/components/MemoryPanel";
import { Button, ButtonLink } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { BrainIcon } from "@/components/icons";
import { usePaths } from "@/hooks/usePaths";
import { useT } from "@/hooks/useT";

/** "Kaia remembers · 4 things": what Kaia remembers of this topic, opened in a dialog to edit or delete. */
export function MemoryChip({ topic }: { topic: TopicId }) {
  const t = useT();
  const paths = usePaths();
  const memory = useQuery(api.memory.get, { topicId: topic });
  const [open, setOpen] = useState(false);
  if (!memory) return null;
  const label = !memory.available
    ? t("memory.chipUnavailable")
    : memory.enabled
      ? t("memory.chipCount", { count: memory.items.length })
      : t("memory.chipOff");
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-xs font-semibold text-amber-900 hover:bg-amber-100/70 focus-visible:outline-2 focus-visible:outline-amber-600 dark:text-amber-200 dark:hover:bg-stone-800"
      >
        <BrainIcon size={14} />
        {label}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t("memory.title")}
        description={t("memory.topicIntro")}
        footer={
          <>
            <ButtonLink to={paths.settings} variant="ghost" size="sm">
              {t("memory.manageInSettings")}
            </ButtonLink>
            <Button size="sm" onClick={() => setOpen(false)}>
              {t("memory.done")}
            </Button>
          </>
        }
      >
        <MemoryPanel topic={topic} />
      </Dialog>
    </>
  );
}
