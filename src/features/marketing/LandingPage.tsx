import { Navigate } from "react-router-dom";
import { PageShell } from "@/components/layout/PageShell";
import { FullPageSpinner } from "@/components/ui/Spinner";
import { usePaths } from "@/hooks/usePaths";
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
  if (viewer.status === "loading") return <FullPageSpinner />;
  if (viewer.status === "signedIn" && viewer.passwordSet) return <Navigate to={p.home} replace />;
  return (
    <PageShell>
      <Hero viewer={viewer} />
      <PopularTopics />
      <Features />
      <CtaBand viewer={viewer} />
      <ReviewsMarquee />
      <Faq />
    </PageShell>
  );
}
