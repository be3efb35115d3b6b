import { MemoryPanel } from "@/components/MemoryPanel";
import { Card } from "@/components/ui/Card";
import { useT } from "@/hooks/useT";

/** Settings → Memory: everything Kaia remembers, per topic, and the switch. */
export function MemoryCard() {
  const t = useT();
  return (
    <Card role="region" aria-labelledby="memory-title">
      <h2 id="memory-title" className="text-lg font-bold text-stone-900 dark:text-stone-50">
        {t("memory.settingsTitle")}
      </h2>
      <p className="mt-1 mb-4 text-sm text-stone-700 dark:text-stone-300">{t("memory.settingsIntro")}</p>
      <MemoryPanel />
    </Card>
  );
}
