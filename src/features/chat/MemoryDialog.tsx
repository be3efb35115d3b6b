import type { TopicId } from "@shared/topics";
import { MemoryPanel } from "@/components/MemoryPanel";
import { Button, ButtonLink } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { usePaths } from "@/hooks/usePaths";
import { useT } from "@/hooks/useT";

/** What Kaia remembers of this topic, to edit or delete; loaded when first wanted. */
export default function MemoryDialog({ topic, open, onClose }: { topic: TopicId; open: boolean; onClose: () => void }) {
  const t = useT();
  const paths = usePaths();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("memory.title")}
      description={t("memory.topicIntro")}
      footer={
        <>
          <ButtonLink to={paths.settings} variant="ghost" size="sm">
            {t("memory.manageInSettings")}
          </ButtonLink>
          <Button size="sm" onClick={onClose}>
            {t("memory.done")}
          </Button>
        </>
      }
    >
      <MemoryPanel topic={topic} />
    </Dialog>
  );
}
