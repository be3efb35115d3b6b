import { useState, type FormEvent } from "react";
import { useAction } from "convex/react";
import { FormattedMessage, useIntl } from "react-intl";
import { api } from "../../../convex/_generated/api";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { PasswordField, TextField } from "@/components/ui/TextField";
import { LockIcon } from "@/components/icons";
import { DEFAULT_TIER, defaultUntil } from "./adminView";
import { GrantFields } from "./GrantFields";
import { GrantDialog, RemoveDialog } from "./SubscriberDialogs";
import { SubscriberList } from "./SubscriberList";
import { useAdminApi } from "./useAdminApi";

function CreateUserForm({ onCreate }: { onCreate: (user: { email: string; password: string; premiumUntil: string; tier: string }) => Promise<boolean> }) {
  const intl = useIntl();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [until, setUntil] = useState(defaultUntil);
  const [tier, setTier] = useState<string>(DEFAULT_TIER);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const ok = await onCreate({ email: email.trim(), password, premiumUntil: until, tier });
    setBusy(false);
    if (ok) {
      setEmail("");
      setPassword("");
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={intl.formatMessage({ id: "admin.email" })}
          type="email"
          autoComplete="off"
          value={email}
          disabled={busy}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label={intl.formatMessage({ id: "admin.password" })}
          autoComplete="new-password"
          value={password}
          disabled={busy}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <GrantFields until={until} tier={tier} onUntil={setUntil} onTier={setTier} disabled={busy} />
      <Button type="submit" loading={busy} disabled={!email.trim() || !password}>
        <FormattedMessage id="admin.createUser" />
      </Button>
    </form>
  );
}

/** The hidden admin tool at /helppage (titled NotFound): key gate, create user, subscribers, grant and remove. */
export default function AdminPage() {
  const intl = useIntl();
  // Kept in this component's memory only: never stored, gone when the tab closes.
  const [adminKey, setAdminKey] = useState("");
  const [unlocked, setUnlocked] = useState(false);
  const [checking, setChecking] = useState(false);
  const [granting, setGranting] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const admin = useAdminApi(adminKey);
  const createUser = useAction(api.admin.createUser);
  const setSubscription = useAction(api.admin.setSubscription);
  const removeSubscription = useAction(api.admin.removeSubscription);
  const t = (id: string) => intl.formatMessage({ id });

  async function onUnlock(event: FormEvent) {
    event.preventDefault();
    setChecking(true);
    setUnlocked(await admin.unlock());
    setChecking(false);
  }

  if (!unlocked) {
    return (
      <main id="main" className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-4 py-10">
        <Card>
          <h1 className="flex items-center gap-2 text-2xl font-bold text-stone-900 dark:text-stone-50">
            <LockIcon size={22} />
            <FormattedMessage id="admin.title" />
          </h1>
          <form onSubmit={onUnlock} noValidate className="mt-6 space-y-4">
            <PasswordField
              label={t("admin.key")}
              autoComplete="off"
              value={adminKey}
              disabled={checking}
              onChange={(e) => setAdminKey(e.target.value)}
            />
            <Button type="submit" loading={checking} className="w-full">
              <FormattedMessage id="admin.unlock" />
            </Button>
          </form>
        </Card>
      </main>
    );
  }

  return (
    <main id="main" className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-stone-900 dark:text-stone-50">
          <FormattedMessage id="admin.title" />
        </h1>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setAdminKey("");
            setUnlocked(false);
          }}
        >
          <FormattedMessage id="admin.lock" />
        </Button>
      </div>
      <Card>
        <h2 className="mb-4 text-lg font-bold text-stone-900 dark:text-stone-50">
          <FormattedMessage id="admin.createUserTitle" />
        </h2>
        <CreateUserForm onCreate={(user) => admin.run(() => createUser({ adminKey, ...user }))} />
      </Card>
      <Card>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-bold text-stone-900 dark:text-stone-50">
            <FormattedMessage id="admin.subscribers" />
          </h2>
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={() => setGranting("")}>
              <FormattedMessage id="admin.grantNew" />
            </Button>
            <Button size="sm" variant="ghost" onClick={() => admin.reload()} loading={admin.loadingList}>
              <FormattedMessage id="admin.refresh" />
            </Button>
          </div>
        </div>
        <SubscriberList subscribers={admin.subscribers} loading={admin.loadingList} onGrant={setGranting} onRemove={setRemoving} />
      </Card>
      {granting !== null && (
        <GrantDialog
          email={granting}
          onClose={() => setGranting(null)}
          onGrant={(grant) => admin.run(() => setSubscription({ adminKey, ...grant }))}
        />
      )}
      {removing !== null && (
        <RemoveDialog
          email={removing}
          onClose={() => setRemoving(null)}
          onRemove={() => admin.run(() => removeSubscription({ adminKey, email: removing }))}
        />
      )}
    </main>
  );
}
