import { useAction } from "convex/react";
import { SparklesIcon } from "@/components/icons";
import { FullPageSpinner } from "@/components/ui/Spinner";
import { useLanguage } from "@/hooks/useLanguage";
import { usePaths } from "@/hooks/usePaths";
import { useT } from "@/hooks/useT";
import { useViewer } from "@/hooks/useViewer";
import { backend } from "@/lib/backend";
import { AuthLayout, AuthLink } from "./AuthLayout";
import { EmailRequestForm } from "./EmailRequestForm";
import { EmailSentPanel } from "./EmailSentPanel";
import { GoogleButton } from "./GoogleButton";
import { useEmailRequest } from "./useEmailRequest";
import { useSignedInRedirect } from "./useSignedInRedirect";

/** Get Started: an email, then a personal link by email that leads to password setup. */
export default function EmailIntroPage() {
  const t = useT();
  const p = usePaths();
  const { language } = useLanguage();
  const { status } = useViewer();
  const redirect = useSignedInRedirect();
  const startSignUp = useAction(backend.users.startSignUp);
  // A known address gets a sign-in link instead; the page answers alike, as the server does.
  const request = useEmailRequest((email) => startSignUp({ email, language }), "auth.welcomeEmailFailed");

  if (redirect) return redirect;
  if (status === "loading") return <FullPageSpinner />;

  return (
    <AuthLayout
      title={t("auth.getStartedTitle")}
      subtitle={request.sent ? undefined : t("auth.getStartedSubtitle")}
      below={
        <p>
          {t("auth.haveAccount")} <AuthLink to={p.signIn}>{t("common.signIn")}</AuthLink>
        </p>
      }
    >
      {request.sent ? (
        <EmailSentPanel
          title={t("auth.checkEmailTitle")}
          message={t("auth.checkEmailBody", { email: request.address })}
          onTryAgain={request.tryAgain}
        />
      ) : (
        <div className="space-y-5">
          <GoogleButton />
          <EmailRequestForm
            request={request}
            placeholder={t("auth.emailPlaceholder")}
            submitLabel={t("auth.startJourney")}
            submitIcon={<SparklesIcon size={18} />}
          >
            <p className="text-center text-xs text-stone-600 dark:text-stone-400">{t("auth.trialNote")}</p>
          </EmailRequestForm>
        </div>
      )}
    </AuthLayout>
  );
}
