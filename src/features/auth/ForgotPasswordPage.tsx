import { useAction } from "convex/react";
import { useLanguage } from "@/hooks/useLanguage";
import { usePaths } from "@/hooks/usePaths";
import { useT } from "@/hooks/useT";
import { backend } from "@/lib/backend";
import { AuthLayout, AuthLink } from "./AuthLayout";
import { EmailRequestForm } from "./EmailRequestForm";
import { EmailSentPanel } from "./EmailSentPanel";
import { useEmailRequest } from "./useEmailRequest";

/** Request a password-reset link; the emailed link leads to password setup in reset mode. */
export default function ForgotPasswordPage() {
  const t = useT();
  const p = usePaths();
  const { language } = useLanguage();
  const requestReset = useAction(backend.users.requestPasswordReset);
  const request = useEmailRequest((email) => requestReset({ email, language }), "auth.resetEmailFailed");

  return (
    <AuthLayout
      title={t("auth.forgotTitle")}
      subtitle={request.sent ? undefined : t("auth.forgotSubtitle")}
      below={<AuthLink to={p.signIn}>{t("auth.backToSignIn")}</AuthLink>}
    >
      {request.sent ? (
        <EmailSentPanel
          title={t("auth.checkEmailTitle")}
          message={t("auth.resetSentBody", { email: request.address })}
          onTryAgain={request.tryAgain}
        />
      ) : (
        <EmailRequestForm request={request} submitLabel={t("auth.sendResetLink")} />
      )}
    </AuthLayout>
  );
}
