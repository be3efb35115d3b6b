import { useIntl } from "react-intl";
import type { Plan } from "@shared/plans";
import { Header } from "@/components/layout/Header";
import { SignOutButton } from "@/components/layout/SignOutButton";
import { Badge } from "@/components/ui/Badge";
import { ButtonLink } from "@/components/ui/Button";
import { SosButton } from "@/components/SosButton";
import { SettingsIcon, SparklesIcon } from "@/components/icons";
import { usePaths } from "@/hooks/usePaths";

/** Logo to /home, the plan's badge (Free trial or Premium, one word each everywhere), SOS, settings and sign out. */
export function HomeHeader({ plan }: { plan: Plan | undefined }) {
  const intl = useIntl();
  const paths = usePaths();
  return (
    <Header
      logoTo={paths.home}
      afterLogo={
        (plan === "premium" || plan === "trial") && (
          <Badge tone="premium" icon={<SparklesIcon size={12} />}>
            {intl.formatMessage({ id: plan === "trial" ? "home.freeTrial" : "home.premium" })}
          </Badge>
        )
      }
      actions={
        <>
          <SosButton />
          <ButtonLink to={paths.settings} variant="ghost" size="icon" aria-label={intl.formatMessage({ id: "home.settings" })}>
            <SettingsIcon />
          </ButtonLink>
          <SignOutButton iconOnlyOnMobile />
        </>
      }
    />
  );
}
