import { useEffect, useState } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { AlertIcon } from "@/components/icons";
import { ButtonLink } from "@/components/ui/Button";
import { FullPageSpinner } from "@/components/ui/Spinner";
import { usePaths } from "@/hooks/usePaths";
import { useT } from "@/hooks/useT";
import { useViewer } from "@/hooks/useViewer";
import { openedWithAuthCode } from "@/lib/initialUrl";
import { AuthLayout } from "./AuthLayout";
import { callbackTarget } from "./callbackTarget";

/** If exchanging the link's code has not finished by then, the link is treated as broken. */
const GIVE_UP_MS = 15_000;

export default function CallbackPage() {
  const t = useT();
  const p = usePaths();
  const viewer = useViewer();
  const { search, hash } = useLocation();
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    if (viewer.status !== "loading") return;
    const timer = setTimeout(() => setGaveUp(true), GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [viewer.status]);

  const params = new URLSearchParams(search);
  new URLSearchParams(hash.replace(/^#/, "")).forEach((value, key) => params.set(key, value));
  const target = gaveUp && viewer.status === "loading" ? "error" : callbackTarget({ viewer, params, hadCode: openedWithAuthCode() });

  switch (target) {
    case "wait":
      return <FullPageSpinner />;
    case "home":
      return <Navigate to={p.home} replace />;
    case "setupPassword":
      return <Navigate to={p.setupPassword} replace />;
    case "setupPasswordReset":
      return <Navigate to={`${p.setupPassword}?reset=true`} replace />;
    case "emailIntro":
      return <Navigate to={p.emailIntro} replace />;
    case "error":
      return (
        <AuthLayout title={t("auth.callbackErrorTitle")} subtitle={t("auth.callbackErrorBody")}>
          <div className="flex flex-col items-center gap-4">
            <span className="rounded-full bg-red-100 p-3 text-red-800 dark:bg-red-900/60 dark:text-red-100">
              <AlertIcon size={24} />
            </span>
            <ButtonLink to={p.emailIntro} className="w-full">
              {t("auth.backToSignUp")}
            </ButtonLink>
          </div>
        </AuthLayout>
      );
  }
}
