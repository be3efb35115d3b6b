import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { useAction } from "convex/react";
import { SparklesIcon } from "@/components/icons";
import { Button } from "@/components/ui/Button";
import { FullPageSpinner } from "@/components/ui/Spinner";
import { TextField } from "@/components/ui/TextField";
import { useLanguage } from "@/hooks/useLanguage";
import { usePaths } from "@/hooks/usePaths";
import { useT } from "@/hooks/useT";
import { useViewer } from "@/hooks/useViewer";
import { backend } from "@/lib/backend";
import { errorCodeOf } from "@/lib/errors";
import { AuthLayout, FormAlert } from "./AuthLayout";
import { EmailSentPanel } from "./EmailSentPanel";
import { GoogleButton } from "./GoogleButton";
import { useSignedInRedirect } from "./useSignedInRedirect";
import { emailProblem } from "./validation";

/** Get Started: an email, then a personal link by email that leads to password setup. */
export default function EmailIntroPage() {
  const t = useT();
  const p = usePaths();
  const { language } = useLanguage();
  const { status } = useViewer();
  const redirect = useSignedInRedirect();
  const startSignUp = useAction(backend.users.startSignUp);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<null | { alreadyRegistered: boolean }>(null);

  if (redirect) return redirect;
  if (status === "loading") return <FullPageSpinner />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(problem ? t(problem) : undefined);
    setFailure(null);
    if (problem) return;
    setPending(true);
    try {
      const result = await startSignUp({ email: email.trim(), language });
      setSent({ alreadyRegistered: result.alreadyRegistered });
    } catch (err) {
      const code = errorCodeOf(err);
      if (code === "USER_ALREADY_REGISTERED") setSent({ alreadyRegistered: true });
      else setFailure(t(code === "UNKNOWN_ERROR" ? "auth.welcomeEmailFailed" : `errors.${code}`));
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthLayout
      title={t("auth.getStartedTitle")}
      subtitle={sent ? undefined : t("auth.getStartedSubtitle")}
      below={
        <p>
          {t("auth.haveAccount")}{" "}
          <Link to={p.signIn} className="font-semibold text-amber-800 underline-offset-4 hover:underline dark:text-amber-300">
            {t("common.signIn")}
          </Link>
        </p>
      }
    >
      {sent ? (
        <EmailSentPanel title={t("auth.checkEmailTitle")} onTryAgain={() => setSent(null)}>
          {sent.alreadyRegistered ? (
            <p>{t("errors.USER_ALREADY_REGISTERED")}</p>
          ) : (
            <>
              <p>{t("auth.checkEmailBody", { email: email.trim() })}</p>
              <p>{t("auth.checkSpam")}</p>
            </>
          )}
        </EmailSentPanel>
      ) : (
        <div className="space-y-5">
          <GoogleButton />
          <form noValidate onSubmit={submit} className="space-y-4">
            {failure && <FormAlert>{failure}</FormAlert>}
            <TextField
              label={t("auth.email")}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t("auth.emailPlaceholder")}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={error}
              disabled={pending}
            />
            <Button type="submit" className="w-full" loading={pending} icon={pending ? undefined : <SparklesIcon size={18} />}>
              {t("auth.startJourney")}
            </Button>
            <p className="text-center text-xs text-stone-600 dark:text-stone-400">{t("auth.trialNote")}</p>
          </form>
        </div>
      )}
    </AuthLayout>
  );
}
