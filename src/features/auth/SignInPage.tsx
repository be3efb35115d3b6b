import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { useAuthActions } from "@convex-dev/auth/react";
import { Button } from "@/components/ui/Button";
import { FullPageSpinner } from "@/components/ui/Spinner";
import { PasswordField, TextField } from "@/components/ui/TextField";
import { paths } from "@/config/paths";
import { useLocalizedNavigate } from "@/hooks/useLocalizedNavigate";
import { usePaths } from "@/hooks/usePaths";
import { useT } from "@/hooks/useT";
import { useToast } from "@/hooks/useToast";
import { useViewer } from "@/hooks/useViewer";
import { AuthLayout, FormAlert } from "./AuthLayout";
import { GoogleButton } from "./GoogleButton";
import { MagicLinkForm } from "./MagicLinkForm";
import { signInErrorId } from "./signInError";
import { useSignedInRedirect } from "./useSignedInRedirect";
import { emailProblem } from "./validation";

type FieldErrors = { email?: string; password?: string };

export default function SignInPage() {
  const t = useT();
  const p = usePaths();
  const toast = useToast();
  const navigate = useLocalizedNavigate();
  const { signIn } = useAuthActions();
  const { status } = useViewer();
  const redirect = useSignedInRedirect();
  const [mode, setMode] = useState<"password" | "link">("password");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [justSignedIn, setJustSignedIn] = useState(false);

  if (redirect && !justSignedIn) return redirect;
  if (status === "loading" && !pending && !justSignedIn) return <FullPageSpinner />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const emailId = emailProblem(email);
    const errors: FieldErrors = {
      email: emailId ? t(emailId) : undefined,
      password: password ? undefined : t("auth.passwordRequired"),
    };
    setFieldErrors(errors);
    setFailure(null);
    if (errors.email || errors.password) return;
    if (!navigator.onLine) {
      toast.error(t("auth.loginFailed"), t("errors.NETWORK_ERROR"));
      setFailure(t("errors.NETWORK_ERROR"));
      return;
    }
    setPending(true);
    try {
      await signIn("password", { email: email.trim(), password, flow: "signIn" });
      setJustSignedIn(true);
      toast.success(t("auth.welcomeToast"), t("auth.welcomeToastBody"));
      navigate(paths.home, { replace: true });
    } catch (error) {
      const message = t(signInErrorId(error));
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
            {t("auth.newHere")}{" "}
            <Link to={p.emailIntro} className="font-semibold text-amber-800 underline-offset-4 hover:underline dark:text-amber-300">
              {t("common.getStarted")}
            </Link>
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
        <MagicLinkForm initialEmail={email} onUsePassword={() => setMode("password")} />
      ) : (
        <div className="space-y-5">
          <GoogleButton />
          <form noValidate onSubmit={submit} className="space-y-4" aria-describedby={failure ? "signin-failure" : undefined}>
            {failure && (
              <div id="signin-failure">
                <FormAlert title={t("auth.loginFailed")}>{failure}</FormAlert>
              </div>
            )}
            <TextField
              label={t("auth.email")}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={fieldErrors.email}
              disabled={pending}
            />
            <PasswordField
              label={t("auth.password")}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={fieldErrors.password}
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
