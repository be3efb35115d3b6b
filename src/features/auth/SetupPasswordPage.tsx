import { useEffect, useId, useState, type FormEvent } from "react";
import { Link, Navigate, useSearchParams } from "react-router-dom";
import { useAction } from "convex/react";
import { birthYearProblem, MIN_AGE, unmetPasswordRules } from "@shared/limits";
import { CheckIcon } from "@/components/icons";
import { Button } from "@/components/ui/Button";
import { FullPageSpinner } from "@/components/ui/Spinner";
import { inputClasses, PasswordField } from "@/components/ui/TextField";
import { paths } from "@/config/paths";
import { useLocalizedNavigate } from "@/hooks/useLocalizedNavigate";
import { usePaths } from "@/hooks/usePaths";
import { useT } from "@/hooks/useT";
import { useToast } from "@/hooks/useToast";
import { useViewer } from "@/hooks/useViewer";
import { backend } from "@/lib/backend";
import { errorCodeOf } from "@/lib/errors";
import { AuthLayout, FormAlert } from "./AuthLayout";
import { PasswordRequirements } from "./PasswordRequirements";
import { useFields } from "./useFields";

const SUCCESS_SCREEN_AFTER_MS = 1000;
const HOME_AFTER_SUCCESS_MS = 2000;
const BIRTH_YEARS_LISTED = 100;

type Phase = "form" | "saving" | "saved" | "success";

export default function SetupPasswordPage() {
  const t = useT();
  const p = usePaths();
  const toast = useToast();
  const navigate = useLocalizedNavigate();
  const viewer = useViewer();
  const [searchParams] = useSearchParams();
  const isReset = searchParams.get("reset") === "true";
  const setPassword = useAction(backend.users.setPassword);
  const askBirthYear = viewer.status === "signedIn" && viewer.viewer.birthYear === undefined;
  // What is wrong with the form: the first unmet password rule, a mismatch, a missing or too recent birth year.
  const problems = (form: { password: string; confirm: string; birthYear: string }) => {
    const unmet = unmetPasswordRules(form.password);
    const age = askBirthYear && form.birthYear !== "" ? birthYearProblem(Number(form.birthYear), Date.now()) : null;
    return {
      password: unmet.length ? t(`auth.passwordRule.${unmet[0]}`) : undefined,
      confirm: form.confirm !== form.password ? t("auth.passwordsDoNotMatch") : undefined,
      birthYear: askBirthYear && !form.birthYear ? t("auth.birthYearRequired") : age ? t(`errors.${age}`) : undefined,
    };
  };
  const { values, set, errors, setErrors, bind } = useFields({ password: "", confirm: "", birthYear: "" }, problems);
  const { password, birthYear } = values;
  const [failure, setFailure] = useState<string | null>(null);
  const [needsFreshLink, setNeedsFreshLink] = useState(false);
  const [phase, setPhase] = useState<Phase>("form");
  const requirementsId = useId();

  // Success screen after 1 s, then home 2 s later.
  useEffect(() => {
    if (phase === "saved") {
      const timer = setTimeout(() => setPhase("success"), SUCCESS_SCREEN_AFTER_MS);
      return () => clearTimeout(timer);
    }
    if (phase === "success") {
      const timer = setTimeout(() => navigate(paths.home, { replace: true }), HOME_AFTER_SUCCESS_MS);
      return () => clearTimeout(timer);
    }
  }, [phase, navigate]);

  if (phase === "success") {
    return (
      <AuthLayout title={t("auth.passwordSetTitle")} subtitle={t("auth.passwordSetBody")}>
        <div role="status" className="flex justify-center">
          <span className="rounded-full bg-emerald-100 p-4 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-100">
            <CheckIcon size={32} />
          </span>
        </div>
      </AuthLayout>
    );
  }
  if (viewer.status === "loading") return <FullPageSpinner />;
  if (viewer.status === "signedOut") return <Navigate to={p.emailIntro} replace />;
  if (viewer.passwordSet && !isReset && phase === "form") return <Navigate to={p.home} replace />;

  const year = Number(birthYear);
  const ageProblem = askBirthYear && birthYear !== "" ? birthYearProblem(year, Date.now()) : null;
  const busy = phase !== "form";
  // Listed from this year, so someone too young picks their year and is told why.
  const latest = new Date().getFullYear();
  const years = Array.from({ length: BIRTH_YEARS_LISTED }, (_, i) => latest - i);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = problems(values);
    setErrors(next);
    setFailure(null);
    if (next.password || next.confirm || next.birthYear) return;
    setPhase("saving");
    try {
      await setPassword(askBirthYear ? { password, birthYear: year } : { password });
      setPhase("saved");
    } catch (error) {
      const code = errorCodeOf(error);
      const message = t(code === "UNKNOWN_ERROR" ? "auth.setupFailed" : `errors.${code}`);
      setFailure(message);
      setNeedsFreshLink(code === "RECENT_SIGN_IN_REQUIRED");
      toast.error(t("auth.passwordUpdateFailed"), message);
      setPhase("form");
    }
  };

  return (
    <AuthLayout
      title={t(isReset ? "auth.resetPasswordTitle" : "auth.setupTitle")}
      subtitle={t(isReset ? "auth.resetPasswordSubtitle" : "auth.setupSubtitle")}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {failure && (
          <FormAlert>
            {failure}{" "}
            {needsFreshLink && (
              <Link to={p.forgotPassword} className="font-semibold underline underline-offset-4">
                {t("auth.requestNewLink")}
              </Link>
            )}
          </FormAlert>
        )}
        <PasswordField
          label={t("auth.newPassword")}
          name="new-password"
          autoComplete="new-password"
          {...bind("password")}
          aria-describedby={requirementsId}
          disabled={busy}
        />
        <PasswordRequirements password={password} id={requirementsId} />
        <PasswordField
          label={t("auth.confirmPassword")}
          name="confirm-password"
          autoComplete="new-password"
          {...bind("confirm")}
          disabled={busy}
        />
        {askBirthYear && (
          <div className="space-y-1.5">
            <label htmlFor="birth-year" className="block text-sm font-semibold text-stone-800 dark:text-stone-100">
              {t("auth.birthYear")}
            </label>
            <select
              id="birth-year"
              value={birthYear}
              onChange={(e) => set("birthYear", e.target.value)}
              disabled={busy}
              aria-invalid={errors.birthYear || ageProblem !== null ? true : undefined}
              aria-describedby="birth-year-note"
              className={inputClasses}
            >
              <option value="">{t("auth.birthYearPlaceholder")}</option>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
            <p
              id="birth-year-note"
              role={ageProblem !== null || errors.birthYear ? "alert" : undefined}
              className={ageProblem !== null || errors.birthYear ? "text-sm font-medium text-red-700 dark:text-red-300" : "text-xs text-stone-600 dark:text-stone-400"}
            >
              {ageProblem ? t(`errors.${ageProblem}`) : (errors.birthYear ?? t("auth.birthYearNote", { age: MIN_AGE }))}
            </p>
          </div>
        )}
        <Button type="submit" className="w-full" loading={busy} disabled={ageProblem !== null}>
          {t(isReset ? "auth.saveNewPassword" : "auth.setPassword")}
        </Button>
      </form>
    </AuthLayout>
  );
}
