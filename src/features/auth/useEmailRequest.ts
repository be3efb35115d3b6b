import { useState, type FormEvent } from "react";
import { useT } from "@/hooks/useT";
import { errorCodeOf, errorMessage, retryAfterMinutes } from "@/lib/errors";
import { useFields } from "./useFields";
import { emailProblem } from "@/lib/emailField";

/**
 * An "email me a link" form: checks the address, sends it trimmed, and shows as sent (with the
 * answer) until Try Again. A failure reads `errors.<CODE>`, or `fallbackId` when the cause is unknown.
 */
export function useEmailRequest<R>(send: (email: string) => Promise<R>, fallbackId: string, initialEmail = "") {
  const t = useT();
  const { values, setErrors, bind } = useFields({ email: initialEmail });
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ answer: R } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(values.email);
    setErrors({ email: problem ? t(problem) : undefined });
    setFailure(null);
    if (problem) return;
    setPending(true);
    try {
      setOutcome({ answer: await send(values.email.trim()) });
    } catch (err) {
      const { id, values } = errorMessage(err);
      // Anyone can use up an address's emails for the hour; its owner still has the newest link.
      const minutes = retryAfterMinutes(err);
      if (minutes !== null) setFailure(t("auth.linksAlreadySent", { minutes }));
      else setFailure(errorCodeOf(err) === "UNKNOWN_ERROR" ? t(fallbackId) : t(id, values));
    } finally {
      setPending(false);
    }
  };

  return {
    address: values.email.trim(),
    field: bind("email"),
    failure,
    pending,
    submit,
    sent: outcome !== null,
    answer: outcome?.answer,
    tryAgain: () => setOutcome(null),
  };
}

export type EmailRequest = ReturnType<typeof useEmailRequest>;
