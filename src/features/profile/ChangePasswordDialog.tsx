import { useState, type ChangeEvent, type FormEvent } from "react";
import { useAction } from "convex/react";
import { useIntl } from "react-intl";
import { api } from "../../../convex/_generated/api";
import { Dialog } from "@/components/ui/Dialog";
import { Button } from "@/components/ui/Button";
import { PasswordField } from "@/components/ui/TextField";
import { useToast } from "@/hooks/useToast";
import { errorCodeOf, errorMessageId } from "@/lib/errors";
import { errorsStillShown, fieldOfRefusal, passwordFormErrors, type PasswordForm, type PasswordFormErrors } from "./passwordForm";

const EMPTY: PasswordForm = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Current, new and confirmation; closes and resets on success, stays open with a toast on failure. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const changePassword = useAction(api.users.changePassword);
  const [form, setForm] = useState<PasswordForm>(EMPTY);
  const [errors, setErrors] = useState<PasswordFormErrors>({});
  const [saving, setSaving] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });

  function close() {
    setForm(EMPTY);
    setErrors({});
    onClose();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = passwordFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await changePassword({ currentPassword: form.currentPassword, newPassword: form.newPassword });
      toast.success(t("profile.passwordUpdated"), t("profile.passwordUpdatedBody"));
      close();
    } catch (error) {
      const field = fieldOfRefusal(errorCodeOf(error));
      if (field) setErrors({ [field]: errorMessageId(error) });
      toast.error(t("auth.passwordUpdateFailed"), t(errorMessageId(error)));
    } finally {
      setSaving(false);
    }
  }

  const field = (name: keyof PasswordForm) => ({
    value: form[name],
    disabled: saving,
    error: errors[name] ? t(errors[name]) : undefined,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const next = { ...form, [name]: e.target.value };
      setForm(next);
      setErrors((shown) => errorsStillShown(shown, next, name));
    },
  });

  return (
    <Dialog open={open} onClose={saving ? () => {} : close} title={t("profile.changePassword")} description={t("profile.changePasswordHelp")}>
      <form id="change-password" onSubmit={onSubmit} noValidate className="space-y-4">
        <PasswordField label={t("profile.currentPassword")} autoComplete="current-password" {...field("currentPassword")} />
        <PasswordField label={t("auth.newPassword")} autoComplete="new-password" {...field("newPassword")} />
        <PasswordField label={t("auth.confirmPassword")} autoComplete="new-password" {...field("confirmPassword")} />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={close} disabled={saving}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={saving}>
            {t(saving ? "profile.updating" : "profile.updatePassword")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
