import { useAction } from "convex/react";
import { Button } from "@/components/ui/Button";
import { useLanguage } from "@/hooks/useLanguage";
import { useT } from "@/hooks/useT";
import { backend } from "@/lib/backend";
import { EmailRequestForm } from "./EmailRequestForm";
import { EmailSentPanel } from "./EmailSentPanel";
import { useEmailRequest } from "./useEmailRequest";

/** Request a one-time sign-in link, then "Magic link sent" with Try Again. */
export function MagicLinkForm({ initialEmail, onUsePassword }: { initialEmail: string; onUsePassword: () => void }) {
  const t = useT();
  const { language } = useLanguage();
  const requestLink = useAction(backend.users.requestMagicLink);
  const request = useEmailRequest((email) => requestLink({ email, language }), "auth.magicLinkFailed", initialEmail);

  if (request.sent) {
    return (
      <EmailSentPanel
        title={t("auth.magicLinkSent")}
        message={t("auth.magicLinkSentBody", { email: request.address })}
        onTryAgain={request.tryAgain}
      />
    );
  }

  return (
    <EmailRequestForm request={request} submitLabel={t("auth.sendMagicLink")}>
      <Button variant="ghost" className="w-full" onClick={onUsePassword} disabled={request.pending}>
        {t("auth.usePassword")}
      </Button>
    </EmailRequestForm>
  );
}
