// Emails that carry a one-time sign-in link. The link's path prefix gives the language and its
// query the kind (the callback screen reads the same query), so the email always matches the
// page the person asked from, whoever started the sign-in.
import { internal } from "../_generated/api";
import type { ActionCtx } from "../lib/functions";
import { sendEmail, type OutgoingEmail } from "../lib/email";
import { env } from "../lib/env";
import { fillTemplate } from "../lib/template";
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from "../shared/languages";
import { emailTexts, type EmailTextKey } from "./catalog";
import { renderEmail } from "./layout";

export type AuthLinkKind = "welcome" | "signIn" | "existingAccount" | "reset";

const CALLBACK_PATH = "/auth/callback";

const KINDS: Record<AuthLinkKind, { query: string; subject: EmailTextKey; intro: EmailTextKey; button: EmailTextKey }> = {
  welcome: { query: "?type=signup", subject: "welcomeSubject", intro: "welcomeIntro", button: "welcomeButton" },
  signIn: { query: "?type=magiclink", subject: "signInSubject", intro: "signInIntro", button: "signInButton" },
  existingAccount: {
    query: "?type=existing",
    subject: "existingAccountSubject",
    intro: "existingAccountIntro",
    button: "existingAccountButton",
  },
  reset: { query: "?reset=true", subject: "resetSubject", intro: "resetIntro", button: "resetButton" },
};

/** Where a link of this kind lands, e.g. "/de/auth/callback?reset=true" (English has no prefix). */
export function authLinkPath(kind: AuthLinkKind, language: LanguageCode): string {
  const prefix = language === DEFAULT_LANGUAGE ? "" : `/${language}`;
  return `${prefix}${CALLBACK_PATH}${KINDS[kind].query}`;
}

/** The kind and language of an emailed link, read back from its URL. */
export function readAuthLink(url: string): { kind: AuthLinkKind; language: LanguageCode } {
  const parsed = new URL(url);
  const base = new URL(env.siteUrl).pathname.replace(/\/$/, "");
  const path = base && parsed.pathname.startsWith(base) ? parsed.pathname.slice(base.length) : parsed.pathname;
  const first = /^\/([a-z]{2})\//.exec(path)?.[1];
  const language = isLanguageCode(first) ? first : DEFAULT_LANGUAGE;
  const type = parsed.searchParams.get("type");
  const kind: AuthLinkKind =
    parsed.searchParams.get("reset") === "true"
      ? "reset"
      : type === "signup"
        ? "welcome"
        : type === "existing"
          ? "existingAccount"
          : "signIn";
  return { kind, language };
}

export async function composeAuthLinkEmail(input: {
  kind: AuthLinkKind;
  language: LanguageCode;
  url: string;
  minutes: number;
}): Promise<Omit<OutgoingEmail, "to">> {
  const t = await emailTexts(input.language);
  const keys = KINDS[input.kind];
  return {
    subject: t[keys.subject],
    ...renderEmail({
      language: input.language,
      bearAlt: t.bearAlt,
      before: [t.greeting, t[keys.intro]],
      button: { label: t[keys.button], url: input.url, linkFallback: t.linkFallback },
      after: [fillTemplate(t.expiry, { minutes: String(input.minutes) }), t.ignore],
      signature: t.signature,
    }),
  };
}

/** Counts the email against the address's limit, then sends it in the link's language. */
export async function sendAuthLinkEmail(ctx: ActionCtx, link: { to: string; url: string; expires: Date }) {
  await ctx.runMutation(internal.lib.rateLimit.take, { name: "email", subject: link.to });
  const minutes = Math.max(1, Math.round((link.expires.getTime() - Date.now()) / 60_000));
  const email = await composeAuthLinkEmail({ ...readAuthLink(link.url), url: link.url, minutes });
  await sendEmail({ to: link.to, ...email });
}
