import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { useAuthActions } from "@convex-dev/auth/react";
import { Button } from "@/components/ui/Button";
import { FullPageSpinner } from "@/components/ui/Spinner";
import { PasswordField } from "@/components/ui/TextField";
import { paths } from "@/config/paths";
import { useLocalizedNavigate } from "@/hooks/useLocalizedNavigate";
import { usePaths } from "@/hooks/usePaths";
import { useT } from "@/hooks/useT";
import { useToast } from "@/hooks/useToast";
import { useViewer } from "@/hooks/useViewer";
import { AuthLayout, AuthLink, FormAlert } from "./AuthLayout";
import { EmailField } from "./EmailField";
import { GoogleButton } from "./GoogleButton";
import { MagicLinkForm } from "./MagicLinkForm";
import { signInErrorMessage } from "./signInError";
import { useFields } from "./useFields";
import { useSignedInRedirect } from "./useSignedInRedirect";
import { emailProblem } from "@/lib/emailField";

export default function SignInPage() {
  const t = useT();
  const p = usePaths();
  const toast = useToast();
  const navigate = useLocalizedNavigate();
  const { signIn } = useAuthActions();
  const { status } = useViewer();
  const redirect = useSignedInRedirect();
  const [mode, setMode] = useState<"password" | "link">("password");
  const { values, setErrors, bind } = useFields({ email: "", password: "" });
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [justSignedIn, setJustSignedIn] = useState(false);

  if (redirect && !justSignedIn) return redirect;
  if (status === "loading" && !pending && !justSignedIn) return <FullPageSpinner />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const emailId = emailProblem(values.email);
    const errors = {
      email: emailId ? t(emailId) : undefined,
      password: values.password ? undefined : t("auth.passwordRequired"),
    };
    setErrors(errors);
    setFailure(null);
    if (errors.email || errors.password) return;
    if (!navigator.onLine) {
      toast.error(t("auth.loginFailed"), t("errors.NETWORK_ERROR"));
      setFailure(t("errors.NETWORK_ERROR"));
      return;
    }
    setPending(true);
    try {
      await signIn("password", { email: values.email.trim(), password: values.password, flow: "signIn" });
      setJustSignedIn(true);
      toast.success(t("auth.welcomeToast"), t("auth.welcomeToastBody"));
      navigate(paths.home, { replace: true });
    } catch (error) {
      const { id, values } = signInErrorMessage(error);
      const message = t(id, values);
      setFailure(message);
      toast.error(t("auth.loginFailed"), message);
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthLayout
      title={t(mode === "password" ? "auth.signInTitle" : "auth.magicLinkTitle")}
      subtitle={t(mode === "password" ? "auth.signInSubtitle" : "auth.magicLinkSubtitle")}
      below={
        <div className="space-y-2">
          <p>
            {t("auth.newHere")} <AuthLink to={p.emailIntro}>{t("common.getStarted")}</AuthLink>
          </p>
          <p>
            <Link to={p.landing} className="underline-offset-4 hover:underline">
              {t("auth.backToHome")}
            </Link>
          </p>
        </div>
      }
    >
      {mode === "link" ? (
        <MagicLinkForm initialEmail={values.email} onUsePassword={() => setMode("password")} />
      ) : (
        <div className="space-y-5">
          <GoogleButton />
          <form noValidate onSubmit={submit} className="space-y-4" aria-describedby={failure ? "signin-failure" : undefined}>
            {failure && (
              <div id="signin-failure">
                <FormAlert title={t("auth.loginFailed")}>{failure}</FormAlert>
              </div>
            )}
            <EmailField {...bind("email")} disabled={pending} />
            <PasswordField
              label={t("auth.password")}
              name="password"
              autoComplete="current-password"
              {...bind("password")}
              disabled={pending}
            />
            <div className="flex justify-end">
              <Link to={p.forgotPassword} className="text-sm font-medium text-amber-800 underline-offset-4 hover:underline dark:text-amber-300">
                {t("auth.forgotPasswordLink")}
              </Link>
            </div>
            <Button type="submit" className="w-full" loading={pending}>
              {t(pending ? "auth.signingIn" : "common.signIn")}
            </Button>
          </form>
          <Button variant="ghost" className="w-full" onClick={() => setMode("link")}>
            {t("auth.useMagicLink")}
          </Button>
        </div>
      )}
    </AuthLayout>
  );
}
