import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useMutation } from "convex/react";
import { FormattedMessage, useIntl } from "react-intl";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { FULL_NAME_MAX_CHARS } from "@shared/limits";
import { ScreenHeader } from "@/components/ScreenHeader";
import { Avatar } from "@/components/ui/Avatar";
import { Button, ButtonLink } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { Skeleton } from "@/components/ui/Skeleton";
import { TextField } from "@/components/ui/TextField";
import { CameraIcon } from "@/components/icons";
import { paths as routes } from "@/config/paths";
import { useLocalizedNavigate } from "@/hooks/useLocalizedNavigate";
import { usePaths } from "@/hooks/usePaths";
import { useToast } from "@/hooks/useToast";
import { useViewer } from "@/hooks/useViewer";
import { errorCodeOf } from "@/lib/errors";
import { AVATAR_ACCEPT, avatarFileProblem } from "./avatarFile";

type Refusal = "INVALID_FILE_TYPE" | "FILE_TOO_LARGE";
/** The server reads the real bytes: it may refuse a file the browser's check let through. */
type UploadResult = { storageId: Id<"_storage"> } | { refused: Refusal | null };

/** Uploads the picture to storage; without a storage id the save is abandoned. */
async function uploadAvatar(uploadUrl: string, file: File): Promise<UploadResult> {
  try {
    const response = await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": file.type }, body: file });
    const body = (await response.json().catch(() => ({}))) as { storageId?: Id<"_storage">; code?: string };
    if (response.ok && body.storageId) return { storageId: body.storageId };
    return { refused: body.code === "INVALID_FILE_TYPE" || body.code === "FILE_TOO_LARGE" ? body.code : null };
  } catch {
    return { refused: null };
  }
}

export default function ProfileEditPage() {
  const intl = useIntl();
  const paths = usePaths();
  const navigate = useLocalizedNavigate();
  const toast = useToast();
  const { viewer } = useViewer();
  const generateUploadUrl = useMutation(api.users.generateAvatarUploadUrl);
  const updateProfile = useMutation(api.users.updateProfile);
  const fileInput = useRef<HTMLInputElement>(null);

  const [fullName, setFullName] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  // The local preview lives as long as the chosen file.
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function onPick(chosen: File | undefined) {
    if (!chosen) return;
    const problem = avatarFileProblem(chosen);
    if (problem) {
      const message = t(`errors.${problem}`);
      setFileError(message);
      toast.error(t("profile.invalidImage"), message);
      return;
    }
    setFileError(null);
    setFile(chosen);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!viewer) return;
    setSaving(true);
    try {
      let avatarStorageId: Id<"_storage"> | undefined;
      if (file) {
        const uploaded = await uploadAvatar(await generateUploadUrl({}), file);
        if (!("storageId" in uploaded)) {
          const message = uploaded.refused ? t(`errors.${uploaded.refused}`) : t("profile.uploadFailed");
          if (uploaded.refused) setFileError(message);
          toast.error(t("profile.error"), message);
          return;
        }
        avatarStorageId = uploaded.storageId;
      }
      await updateProfile({ fullName: (fullName ?? viewer.fullName ?? "").trim(), ...(avatarStorageId ? { avatarStorageId } : {}) });
      toast.success(t("profile.success"), t("profile.updated"));
      navigate(routes.profile);
    } catch (error) {
      const code = errorCodeOf(error);
      const detail = code === "INVALID_FILE_TYPE" || code === "FILE_TOO_LARGE" ? t(`errors.${code}`) : t("profile.updateFailed");
      toast.error(t("profile.error"), detail);
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <ScreenHeader width="narrow" backTo={paths.profile} backLabel={t("profile.backToProfile")} />
      <main id="main" className="mx-auto max-w-2xl px-4 py-6 sm:px-6 sm:py-10">
        <h1 className="mb-6 text-3xl font-extrabold text-stone-900 dark:text-stone-50">
          <FormattedMessage id="profile.editTitle" />
        </h1>
        <Card>
          {!viewer ? (
            <div className="space-y-6" aria-busy="true">
              <Skeleton className="mx-auto size-24 rounded-full" />
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
              <span className="sr-only">{t("common.loading")}</span>
            </div>
          ) : (
            <form onSubmit={onSubmit} noValidate className="space-y-6">
              <div className="flex flex-col items-center gap-2">
                <div className="relative">
                  <Avatar src={preview ?? viewer.avatarUrl} name={fullName ?? viewer.fullName} email={viewer.email} size="xl" />
                  <button
                    type="button"
                    onClick={() => fileInput.current?.click()}
                    disabled={saving}
                    aria-describedby="avatar-help"
                    className="absolute -bottom-1 -end-1 inline-flex size-10 items-center justify-center rounded-full bg-amber-700 text-white shadow ring-4 ring-white hover:bg-amber-800 disabled:opacity-60 dark:bg-amber-400 dark:text-stone-950 dark:ring-stone-900"
                  >
                    <CameraIcon size={18} />
                    <span className="sr-only">{t("profile.changePhoto")}</span>
                  </button>
                  <input
                    ref={fileInput}
                    type="file"
                    accept={AVATAR_ACCEPT}
                    className="hidden"
                    data-testid="avatar-input"
                    onChange={(e) => {
                      onPick(e.target.files?.[0]);
                      e.target.value = "";
                    }}
                  />
                </div>
                <p id="avatar-help" className="text-xs text-stone-600 dark:text-stone-400">
                  <FormattedMessage id="profile.avatarHelp" />
                </p>
                {fileError && (
                  <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
                    {fileError}
                  </p>
                )}
              </div>
              <TextField
                label={t("profile.fullName")}
                autoComplete="name"
                maxLength={FULL_NAME_MAX_CHARS}
                value={fullName ?? viewer.fullName ?? ""}
                disabled={saving}
                onChange={(e) => setFullName(e.target.value)}
              />
              <TextField label={t("profile.email")} type="email" value={viewer.email} disabled readOnly hint={t("profile.emailReadOnly")} />
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <ButtonLink to={paths.profile} variant="ghost">
                  <FormattedMessage id="common.cancel" />
                </ButtonLink>
                <Button type="submit" loading={saving}>
                  <FormattedMessage id={saving ? "profile.saving" : "profile.saveChanges"} />
                </Button>
              </div>
            </form>
          )}
        </Card>
      </main>
    </>
  );
}
