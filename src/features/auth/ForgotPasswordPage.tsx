import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { useAction } from "convex/react";
import { Button } from "@/components/ui/Button";
import { TextField } from "@/components/ui/TextField";
import { useLanguage } from "@/hooks/useLanguage";
import { usePaths } from "@/hooks/usePaths";
import { useT } from "@/hooks/useT";
import { backend } from "@/lib/backend";
import { errorCodeOf } from "@/lib/errors";
import { AuthLayout, FormAlert } from "./AuthLayout";
import { EmailSentPanel } from "./EmailSentPanel";
import { emailProblem } from "./validation";

/** Request a password-reset link; the emailed link leads to password setup in reset mode. */
export default function ForgotPasswordPage() {
  const t = useT();
  const p = usePaths();
  const { language } = useLanguage();
  const requestReset = useAction(backend.users.requestPasswordReset);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(problem ? t(problem) : undefined);
    setFailure(null);
    if (problem) return;
    setPending(true);
    try {
      await requestReset({ email: email.trim(), language });
      setSent(true);
    } catch (err) {
      const code = errorCodeOf(err);
      setFailure(t(code === "UNKNOWN_ERROR" ? "auth.resetEmailFailed" : `errors.${code}`));
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthLayout
      title={t("auth.forgotTitle")}
      subtitle={sent ? undefined : t("auth.forgotSubtitle")}
      below={
        <Link to={p.signIn} className="font-semibold text-amber-800 underline-offset-4 hover:underline dark:text-amber-300">
          {t("auth.backToSignIn")}
        </Link>
      }
    >
      {sent ? (
        <EmailSentPanel title={t("auth.checkEmailTitle")} onTryAgain={() => setSent(false)}>
          <p>{t("auth.resetSentBody", { email: email.trim() })}</p>
          <p>{t("auth.checkSpam")}</p>
        </EmailSentPanel>
      ) : (
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
            {t("auth.sendResetLink")}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
