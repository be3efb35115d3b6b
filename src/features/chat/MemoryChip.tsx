import { Suspense, useEffect, useState } from "react";
import { useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";
import type { TopicId } from "@shared/topics";
import { BrainIcon } from "@/components/icons";
import { useT } from "@/hooks/useT";
import { lazyWithPreload, whenIdle } from "@/lib/lazyWithPreload";

const MemoryDialog = lazyWithPreload(() => import("./MemoryDialog"));

/** "Kaia remembers · 4 things": what Kaia remembers of this topic, opened in a dialog to edit or delete. */
export function MemoryChip({ topic }: { topic: TopicId }) {
  const t = useT();
  const memory = useQuery(api.memory.get, { topicId: topic });
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  // The dialog's code is fetched once the chat has settled, or as soon as a pointer or focus nears the chip.
  useEffect(() => whenIdle(() => void MemoryDialog.preload()), []);
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
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerEnter={() => void MemoryDialog.preload()}
        onFocus={() => void MemoryDialog.preload()}
        aria-haspopup="dialog"
        className="inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-xs font-semibold text-amber-900 hover:bg-amber-100/70 focus-visible:outline-2 focus-visible:outline-amber-600 dark:text-amber-200 dark:hover:bg-stone-800"
      >
        <BrainIcon size={14} />
        {label}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MemoryDialog topic={topic} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
