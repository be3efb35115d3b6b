import { useState } from "react";
import { useQuery } from "convex/react";
import { useAuthActions } from "@convex-dev/auth/react";
import { Button } from "@/components/ui/Button";
import { usePaths } from "@/hooks/usePaths";
import { useT } from "@/hooks/useT";
import { useToast } from "@/hooks/useToast";
import { backend } from "@/lib/backend";

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3a7.2 7.2 0 0 1-10.7-3.8h-4v3.1A12 12 0 0 0 12 24z" />
      <path fill="#FBBC05" d="M5.4 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.4 6.6l4 3.1A7.2 7.2 0 0 1 12 4.8z" />
    </svg>
  );
}

/** "Continue with Google", shown only when the backend has Google sign-in configured. */
export function GoogleButton() {
  const providers = useQuery(backend.users.authProviders, {});
  const { signIn } = useAuthActions();
  const p = usePaths();
  const t = useT();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  if (!providers?.google) return null;
  const start = async () => {
    setPending(true);
    try {
      await signIn("google", { redirectTo: p.authCallback });
    } catch {
      toast.error(t("auth.signInFailed"));
      setPending(false);
    }
  };
  return (
    <div className="space-y-4">
      <Button variant="outline" className="w-full" onClick={start} loading={pending} icon={<GoogleMark />}>
        {t("auth.continueWithGoogle")}
      </Button>
      <div className="flex items-center gap-3 text-xs uppercase text-stone-600 dark:text-stone-400">
        <span className="h-px flex-1 bg-stone-300 dark:bg-stone-700" />
        {t("common.or")}
        <span className="h-px flex-1 bg-stone-300 dark:bg-stone-700" />
      </div>
    </div>
  );
}
