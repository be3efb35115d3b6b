import { useState } from "react";
import { useSignOut } from "@/hooks/useSignOut";
import { useT } from "@/hooks/useT";
import { LogOutIcon } from "../icons";
import { Button } from "../ui/Button";

/** Sign out, then the landing page. */
export function SignOutButton({ iconOnlyOnMobile = false }: { iconOnlyOnMobile?: boolean }) {
  const signOut = useSignOut();
  const t = useT();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await signOut();
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="ghost" size="sm" onClick={run} loading={pending} icon={<LogOutIcon size={16} className="rtl-flip" />}>
      <span className={iconOnlyOnMobile ? "sr-only sm:not-sr-only" : undefined}>{t("common.signOut")}</span>
    </Button>
  );
}
