import { useState } from "react";
import { useMutation } from "convex/react";
import { FormattedMessage } from "react-intl";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { Button } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { useT } from "@/hooks/useT";
import { useToast } from "@/hooks/useToast";
import type { ConversationSummary } from "./types";

/** Asks before a conversation is deleted for good. */
export default function DeleteConversationDialog(props: { conversation: ConversationSummary | null; onClose: () => void; onDeleted: (id: Id<"conversations">) => void }) {
  const t = useT();
  const toast = useToast();
  const remove = useMutation(api.conversations.remove);
  const [deleting, setDeleting] = useState(false);
  const { conversation } = props;

  async function confirm() {
    if (!conversation) return;
    setDeleting(true);
    try {
      await remove({ conversationId: conversation._id });
      props.onDeleted(conversation._id);
      toast.success(t("chat.deleted"));
      props.onClose();
    } catch {
      toast.error(t("chat.deleteFailed"));
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Dialog
      open={conversation !== null}
      onClose={deleting ? () => {} : props.onClose}
      size="sm"
      title={t("chat.deleteConfirmTitle")}
      description={conversation ? t("chat.deleteConfirmBody", { title: conversation.title }) : undefined}
      footer={
        <>
          <Button variant="ghost" onClick={props.onClose} disabled={deleting}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button variant="danger" loading={deleting} onClick={() => void confirm()}>
            <FormattedMessage id="chat.deleteConfirm" />
          </Button>
        </>
      }
    />
  );
}
