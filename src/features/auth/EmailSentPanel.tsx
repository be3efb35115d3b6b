import type { ReactNode } from "react";
import { MailIcon } from "@/components/icons";
import { Button } from "@/components/ui/Button";
import { useT } from "@/hooks/useT";

type EmailSentPanelProps = { title: ReactNode; message: ReactNode; checkSpam?: boolean; onTryAgain: () => void };

/** "Check your email!" with the address (and where else to look), and Try Again back to the form. */
export function EmailSentPanel({ title, message, checkSpam = true, onTryAgain }: EmailSentPanelProps) {
  const t = useT();
  return (
    <div role="status" className="flex flex-col items-center gap-4 text-center animate-fade-in">
      <span className="rounded-full bg-amber-100 p-4 text-amber-800 dark:bg-amber-900/60 dark:text-amber-100">
        <MailIcon size={28} />
      </span>
      <h2 className="text-xl font-bold">{title}</h2>
      <div className="space-y-2 text-sm text-stone-700 dark:text-stone-300">
        <p>{message}</p>
        {checkSpam && <p>{t("auth.checkSpam")}</p>}
      </div>
      <Button variant="outline" onClick={onTryAgain}>
        {t("common.tryAgain")}
      </Button>
    </div>
  );
}
