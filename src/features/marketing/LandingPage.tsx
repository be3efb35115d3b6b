import { Navigate } from "react-router-dom";
import { JsonLd } from "@/components/JsonLd";
import { PageShell } from "@/components/layout/PageShell";
import { FullPageSpinner } from "@/components/ui/Spinner";
import { env } from "@/config/env";
import { paths } from "@/config/paths";
import { siteUrl } from "@/config/site";
import { useLanguage } from "@/hooks/useLanguage";
import { usePaths } from "@/hooks/usePaths";
import { useT } from "@/hooks/useT";
import { useViewer } from "@/hooks/useViewer";
import { CtaBand } from "./CtaBand";
import { Faq } from "./Faq";
import { Features } from "./Features";
import { Hero } from "./Hero";
import { PopularTopics } from "./PopularTopics";
import { ReviewsMarquee } from "./ReviewsMarquee";

/** Spinner while auth loads; someone with a password goes straight to /home. */
export default function LandingPage() {
  const viewer = useViewer();
  const p = usePaths();
  const t = useT();
  const { language } = useLanguage();
  if (viewer.status === "loading") return <FullPageSpinner />;
  if (viewer.status === "signedIn" && viewer.passwordSet) return <Navigate to={p.home} replace />;
  return (
    <PageShell>
      <JsonLd
        data={{
          "@graph": [
            { "@type": "Organization", "@id": "#organization", name: "Kaia", url: siteUrl(paths.landing, "en"), logo: siteUrl("/kaia.svg", "en"), email: env.SUPPORT_EMAIL },
            {
              "@type": "WebSite",
              name: "Kaia",
              url: siteUrl(paths.landing, language),
              inLanguage: language,
              description: t("meta.home.description"),
              publisher: { "@id": "#organization" },
            },
          ],
        }}
      />
      <Hero viewer={viewer} />
      <PopularTopics />
      <Features />
      <CtaBand viewer={viewer} />
      <ReviewsMarquee />
      <Faq />
    </PageShell>
  );
}
