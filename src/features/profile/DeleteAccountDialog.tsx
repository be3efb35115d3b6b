import { useState } from "react";
import { useAction } from "convex/react";
import { useAuthActions } from "@convex-dev/auth/react";
import { useIntl } from "react-intl";
import { api } from "../../../convex/_generated/api";
import { Dialog } from "@/components/ui/Dialog";
import { Button } from "@/components/ui/Button";
import { paths } from "@/config/paths";
import { useLocalizedNavigate } from "@/hooks/useLocalizedNavigate";
import { leaveOnPurpose } from "@/hooks/useSignOut";
import { useToast } from "@/hooks/useToast";
import { errorMessageId } from "@/lib/errors";

/** Irreversible: only the two buttons close it (no outside click, no Escape). */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useLocalizedNavigate();
  const deleteAccount = useAction(api.account.deleteAccount);
  const { signOut } = useAuthActions();
  const [deleting, setDeleting] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });

  async function onConfirm() {
    setDeleting(true);
    const deleted = await leaveOnPurpose(async () => {
      try {
        await deleteAccount({});
      } catch (error) {
        setDeleting(false);
        toast.error(t("profile.accountDeleteFailed"), t(errorMessageId(error)));
        return false;
      }
      // The account is gone; a failing sign-out only means the session went with it.
      await signOut().catch(() => undefined);
      return true;
    });
    if (!deleted) return;
    toast.success(t("profile.accountDeleted"), t("profile.accountDeletedBody"));
    navigate(paths.landing, { replace: true });
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={false}
      title={t("profile.deleteConfirmTitle")}
      description={t("profile.deleteConfirmBody")}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={deleting}>
            {t("common.cancel")}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={deleting}>
            {t(deleting ? "profile.deleting" : "profile.deleteConfirm")}
          </Button>
        </>
      }
    />
  );
}
