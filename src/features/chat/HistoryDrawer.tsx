import { FormattedMessage } from "react-intl";
import { Button } from "@/components/ui/Button";
import { Drawer } from "@/components/ui/Drawer";
import { useT } from "@/hooks/useT";
import { HistoryList, type HistoryProps } from "./HistoryList";

/** On phones and tablets: the history in a drawer opened from the header. */
export default function HistoryDrawer({ open, onClose, onNewConversation, ...list }: HistoryProps & { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t("chat.history")}
      actions={
        <Button
          className="w-full"
          onClick={() => {
            onNewConversation();
            onClose();
          }}
        >
          <FormattedMessage id="chat.newConversation" />
        </Button>
      }
    >
      <HistoryList {...list} />
    </Drawer>
  );
}
