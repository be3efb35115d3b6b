import { useNavigate } from "react-router-dom";
import { KaiaBear } from "@/components/layout/KaiaBear";
import { PageShell } from "@/components/layout/PageShell";
import { canGoBack } from "@/components/layout/BackButton";
import { Button } from "@/components/ui/Button";
import { usePaths } from "@/hooks/usePaths";
import { useT } from "@/hooks/useT";
import { useViewer } from "@/hooks/useViewer";

export default function NotFoundPage() {
  const t = useT();
  const p = usePaths();
  const navigate = useNavigate();
  const { status } = useViewer();
  const home = status === "signedIn" ? p.home : p.landing;
  return (
    <PageShell footer={false} className="flex items-center justify-center px-4 py-16">
      <div className="flex max-w-md flex-col items-center text-center">
        <KaiaBear className="size-24 -rotate-6" />
        <p className="mt-6 text-7xl font-black tracking-tight text-amber-700 dark:text-amber-300">404</p>
        <h1 className="mt-2 text-2xl font-bold">{t("notFound.title")}</h1>
        <p className="mt-3 text-stone-700 dark:text-stone-300">{t("notFound.body")}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button variant="outline" onClick={() => (canGoBack() ? navigate(-1) : navigate(home))}>
            {t("common.goBack")}
          </Button>
          <Button onClick={() => navigate(home)}>{t("common.goHome")}</Button>
        </div>
      </div>
    </PageShell>
  );
}
