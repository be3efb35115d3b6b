// The one way the product sends email: the Resend SDK, pointed at RESEND_BASE_URL when set
// (the local runtime's mail catcher, or a fake in tests).
import { Resend } from "resend";
import { appError } from "./errors";
import { env } from "./env";

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
};

export function isEmailConfigured(): boolean {
  return Boolean(env.resendApiKey || env.resendBaseUrl);
}

/** Sends one email; throws EMAIL_NOT_CONFIGURED or EMAIL_SEND_FAILED. Never logs bodies. */
export async function sendEmail(email: OutgoingEmail): Promise<void> {
  if (!isEmailConfigured()) throw appError("EMAIL_NOT_CONFIGURED", "Email is not configured");
  const resend = new Resend(env.resendApiKey ?? "re_local", env.resendBaseUrl ? { baseUrl: env.resendBaseUrl } : undefined);
  const { error } = await resend.emails.send({
    from: env.emailFrom,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    ...(email.replyTo ? { replyTo: email.replyTo } : {}),
  });
  if (error) {
    console.error(`Email to a recipient failed: ${error.name}`);
    throw appError("EMAIL_SEND_FAILED", "Email could not be sent");
  }
}
