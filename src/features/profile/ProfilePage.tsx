import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ScreenHeader } from "@/components/ScreenHeader";
import { Avatar } from "@/components/ui/Avatar";
import { Badge } from "@/components/ui/Badge";
import { Button, ButtonLink } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { Skeleton } from "@/components/ui/Skeleton";
import { AlertIcon, LockIcon, SparklesIcon } from "@/components/icons";
import { usePaths } from "@/hooks/usePaths";
import { usePlanStatus } from "@/hooks/usePlanStatus";
import { useViewer } from "@/hooks/useViewer";
import { formatDate } from "@/lib/format";
import { ChangePasswordDialog } from "./ChangePasswordDialog";
import { DeleteAccountDialog } from "./DeleteAccountDialog";

export default function ProfilePage() {
  const intl = useIntl();
  const paths = usePaths();
  const { viewer } = useViewer();
  const status = usePlanStatus();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const name = viewer?.fullName?.trim();

  return (
    <>
      <ScreenHeader width="medium" backTo={paths.settings} backLabel={intl.formatMessage({ id: "profile.backToSettings" })} />
      <main id="main" className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
        <h1 className="text-3xl font-extrabold text-stone-900 dark:text-stone-50">
          <FormattedMessage id="profile.title" />
        </h1>
        <Card>
          {viewer ? (
            <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-start">
              <Avatar src={viewer.avatarUrl} name={viewer.fullName} email={viewer.email} size="xl" />
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
                  <h2 className="break-words text-2xl font-bold text-stone-900 dark:text-stone-50">
                    {name || intl.formatMessage({ id: "profile.defaultName" })}
                  </h2>
                  {status?.isPremium && (
                    <Badge tone="premium" icon={<SparklesIcon size={12} />}>
                      <FormattedMessage id="profile.premium" />
                    </Badge>
                  )}
                </div>
                <p className="break-all text-stone-700 dark:text-stone-300">{viewer.email}</p>
                <p className="text-sm text-stone-600 dark:text-stone-400">
                  <FormattedMessage id="profile.memberSince" values={{ date: formatDate(intl, viewer.memberSince) }} />
                </p>
              </div>
              <ButtonLink to={paths.profileEdit} variant="outline">
                <FormattedMessage id="profile.edit" />
              </ButtonLink>
            </div>
          ) : (
            <div className="flex items-center gap-4">
              <Skeleton className="size-24 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-6 w-48" />
                <Skeleton className="h-4 w-64" />
              </div>
            </div>
          )}
        </Card>

        <Card>
          <h2 className="text-lg font-bold text-stone-900 dark:text-stone-50">
            <FormattedMessage id="profile.accountSettings" />
          </h2>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="flex items-center gap-2 font-semibold text-stone-900 dark:text-stone-50">
                <LockIcon size={18} />
                <FormattedMessage id="profile.password" />
              </p>
              <p className="text-sm text-stone-700 dark:text-stone-300">
                <FormattedMessage id="profile.passwordHelp" />
              </p>
            </div>
            <Button variant="outline" onClick={() => setPasswordOpen(true)} aria-haspopup="dialog">
              <FormattedMessage id="profile.changePassword" />
            </Button>
          </div>
        </Card>

        <section
          aria-labelledby="danger-zone"
          className="rounded-3xl border-2 border-red-200 bg-red-50/60 p-6 dark:border-red-900 dark:bg-red-950/30"
        >
          <h2 id="danger-zone" className="flex items-center gap-2 text-lg font-bold text-red-800 dark:text-red-200">
            <AlertIcon size={20} />
            <FormattedMessage id="profile.dangerZone" />
          </h2>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-stone-800 dark:text-stone-200">
              <FormattedMessage id="profile.deleteHelp" />
            </p>
            <Button variant="danger" onClick={() => setDeleteOpen(true)} aria-haspopup="dialog" className="shrink-0">
              <FormattedMessage id="profile.deleteAccount" />
            </Button>
          </div>
        </section>
      </main>
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
      <DeleteAccountDialog open={deleteOpen} onClose={() => setDeleteOpen(false)} />
    </>
  );
}
