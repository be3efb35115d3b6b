import { useState } from "react";
import { useIntl } from "react-intl";
import { Dialog } from "@/components/ui/Dialog";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { DEFAULT_TIER, defaultUntil } from "./adminView";
import { GrantFields } from "./GrantFields";

type GrantDialogProps = {
  /** The email to grant to; empty lets the admin type one. */
  email: string;
  onClose: () => void;
  onGrant: (grant: { email: string; premiumUntil: string; tier: string }) => Promise<boolean>;
};

/** Grant (or change) a manual subscription: email, premium until, tier. */
export function GrantDialog({ email: initialEmail, onClose, onGrant }: GrantDialogProps) {
  const intl = useIntl();
  const [email, setEmail] = useState(initialEmail);
  const [until, setUntil] = useState(defaultUntil);
  const [tier, setTier] = useState<string>(DEFAULT_TIER);
  const [busy, setBusy] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });

  async function submit() {
    setBusy(true);
    const ok = await onGrant({ email: email.trim(), premiumUntil: until, tier });
    setBusy(false);
    if (ok) onClose();
  }

  return (
    <Dialog
      open
      onClose={busy ? () => {} : onClose}
      title={t("admin.grantTitle")}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t("common.cancel")}
          </Button>
          <Button onClick={submit} loading={busy} disabled={!email.trim() || !until}>
            {t("admin.grant")}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <TextField
          label={t("admin.email")}
          type="email"
          value={email}
          readOnly={initialEmail !== ""}
          disabled={busy}
          onChange={(e) => setEmail(e.target.value)}
        />
        <GrantFields until={until} tier={tier} onUntil={setUntil} onTier={setTier} disabled={busy} />
      </div>
    </Dialog>
  );
}

/** Removing is immediate and cannot be undone, so it asks first. */
export function RemoveDialog({ email, onClose, onRemove }: { email: string; onClose: () => void; onRemove: () => Promise<boolean> }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open
      onClose={busy ? () => {} : onClose}
      title={intl.formatMessage({ id: "admin.removeTitle" })}
      description={intl.formatMessage({ id: "admin.removeBody" }, { email })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {intl.formatMessage({ id: "common.cancel" })}
          </Button>
          <Button
            variant="danger"
            loading={busy}
            onClick={async () => {
              setBusy(true);
              const ok = await onRemove();
              setBusy(false);
              if (ok) onClose();
            }}
          >
            {intl.formatMessage({ id: "admin.remove" })}
          </Button>
        </>
      }
    />
  );
}
