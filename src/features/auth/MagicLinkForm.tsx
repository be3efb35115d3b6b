import { useState, type FormEvent } from "react";
import { useAction } from "convex/react";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { useLanguage } from "@/hooks/useLanguage";
import { useT } from "@/hooks/useT";
import { backend } from "@/lib/backend";
import { errorMessageId } from "@/lib/errors";
import { FormAlert } from "./AuthLayout";
import { EmailSentPanel } from "./EmailSentPanel";
import { emailProblem } from "./validation";

/** Request a one-time sign-in link, then "Magic link sent" with Try Again. */
export function MagicLinkForm({ initialEmail, onUsePassword }: { initialEmail: string; onUsePassword: () => void }) {
  const t = useT();
  const { language } = useLanguage();
  const requestLink = useAction(backend.users.requestMagicLink);
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <EmailSentPanel title={t("auth.magicLinkSent")} onTryAgain={() => setSent(false)}>
        <p>{t("auth.magicLinkSentBody", { email: email.trim() })}</p>
        <p>{t("auth.checkSpam")}</p>
      </EmailSentPanel>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(problem ? t(problem) : undefined);
    setFailure(null);
    if (problem) return;
    setPending(true);
    try {
      await requestLink({ email: email.trim(), language });
      setSent(true);
    } catch (err) {
      const id = errorMessageId(err);
      setFailure(t(id === "errors.UNKNOWN_ERROR" ? "auth.magicLinkFailed" : id));
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField
        label={t("auth.email")}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
        disabled={pending}
      />
      <Button type="submit" className="w-full" loading={pending}>
        {t("auth.sendMagicLink")}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onUsePassword} disabled={pending}>
        {t("auth.usePassword")}
      </Button>
    </form>
  );
}
