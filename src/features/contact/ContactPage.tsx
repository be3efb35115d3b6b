import { useRef, useState, type FormEvent } from "react";
import { useMutation } from "convex/react";
import { CONTACT_MESSAGE_MAX_CHARS, FULL_NAME_MAX_CHARS } from "@shared/limits";
import { MailIcon } from "@/components/icons";
import { PageShell } from "@/components/layout/PageShell";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { FormControls } from "@/components/ui/FormControls";
import { TextArea, TextField } from "@/components/ui/TextField";
import { env } from "@/config/env";
import { paths } from "@/config/paths";
import { useLocalizedNavigate } from "@/hooks/useLocalizedNavigate";
import { useT } from "@/hooks/useT";
import { useToast } from "@/hooks/useToast";
import { backend } from "@/lib/backend";
import { errorCodeOf } from "@/lib/errors";
import { contactProblems, EMPTY_CONTACT, type ContactFields } from "./contactForm";

const CONTACT_REDIRECT_MS = 1400;
const SEND_DELAY_MS = 100;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default function ContactPage() {
  const t = useT();
  const toast = useToast();
  const navigate = useLocalizedNavigate();
  const submit = useMutation(backend.contact.submit);
  const emailRef = useRef<HTMLInputElement>(null);
  const [fields, setFields] = useState<ContactFields>(EMPTY_CONTACT);
  const [problems, setProblems] = useState<ReturnType<typeof contactProblems>>({});
  const [sending, setSending] = useState(false);
  const set = (key: keyof ContactFields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = contactProblems(fields);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      toast.error(t("contact.invalidTitle"), t("contact.invalidBody"));
      emailRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      await wait(SEND_DELAY_MS);
      await submit({ name: fields.name.trim(), email: fields.email.trim(), message: fields.message.trim(), honey: fields.honey });
      toast.success(t("contact.sentTitle"), t("contact.sentBody"));
      setFields(EMPTY_CONTACT);
      setTimeout(() => navigate(paths.landing), CONTACT_REDIRECT_MS);
    } catch (error) {
      const text = error instanceof Error ? error.message : "";
      if (/message channel closed/i.test(text)) toast.error(t("contact.channelTitle"), t("contact.channelBody"));
      else {
        const code = errorCodeOf(error);
        toast.error(t("contact.failedTitle"), t(code === "UNKNOWN_ERROR" ? "contact.thrownBody" : `errors.${code}`));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <PageShell className="px-4 py-10 sm:py-16">
      <div className="mx-auto max-w-xl">
        <div className="mb-8 text-center">
          <span className="mx-auto inline-flex rounded-3xl bg-amber-100 p-4 text-amber-800 dark:bg-amber-900/60 dark:text-amber-100">
            <MailIcon size={28} />
          </span>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{t("contact.title")}</h1>
          <p className="mt-3 text-stone-700 dark:text-stone-300">{t("contact.subtitle")}</p>
        </div>
        <Card className="p-6 sm:p-8">
          <form noValidate onSubmit={onSubmit}>
            <FormControls className="space-y-4">
              <TextField
                label={t("contact.name")}
                name="name"
                autoComplete="name"
                value={fields.name}
                onChange={set("name")}
                error={problems.name && t(problems.name)}
                disabled={sending}
                maxLength={FULL_NAME_MAX_CHARS}
              />
              <TextField
                ref={emailRef}
                label={t("contact.email")}
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                value={fields.email}
                onChange={set("email")}
                error={problems.email && t(problems.email)}
                disabled={sending}
              />
              <TextArea
                label={t("contact.message")}
                name="message"
                rows={6}
                placeholder={t("contact.messagePlaceholder")}
                value={fields.message}
                onChange={set("message")}
                error={problems.message && t(problems.message)}
                disabled={sending}
                maxLength={CONTACT_MESSAGE_MAX_CHARS}
              />
              {/* Honeypot: invisible to people and skipped by keyboard; bots fill it in. */}
              <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
                <label htmlFor="contact-website">{t("contact.honeypot")}</label>
                <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={fields.honey} onChange={set("honey")} />
              </div>
              <Button type="submit" className="w-full" loading={sending}>
                {t(sending ? "contact.sending" : "contact.send")}
              </Button>
            </FormControls>
          </form>
        </Card>
        <p className="mt-6 text-center text-sm text-stone-700 dark:text-stone-300">
          {t("contact.directEmail", { email: env.SUPPORT_EMAIL })}
        </p>
      </div>
    </PageShell>
  );
}
