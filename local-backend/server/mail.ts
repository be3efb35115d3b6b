// A Resend-compatible `POST /emails`: instead of sending, each email is printed (recipient,
// subject, links) and appended to outbox.jsonl, so sign-in links can be followed offline.
import { randomUUID } from "node:crypto";
import { appendFileSync } from "node:fs";
import { decodeHTML } from "entities";
import { HttpError } from "./http.ts";

export type CaughtEmail = { to: unknown; subject: string; text: string; html: string; links: string[] };

/** The links a reader can follow: those in the text and the HTML's hrefs, not its images. */
export function extractLinks(text: string, html: string): string[] {
  const hrefs = [...html.matchAll(/\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((m) => decodeHTML(m[1] ?? m[2]));
  const found = [...`${text}\n${hrefs.join("\n")}`.matchAll(/https?:\/\/[^\s"'<>)\]]+/g)].map((m) => m[0].replace(/[.,;:]+$/, ""));
  return [...new Set(found)];
}

export class MailCatcher {
  constructor(
    private readonly outboxPath: string,
    private readonly print: ((line: string) => void) | null,
  ) {}

  /** Accepts one Resend email payload; a malformed one is refused as Resend refuses it. */
  accept(payload: unknown): { id: string } {
    const email = payload as Record<string, unknown> | null;
    if (!email || typeof email !== "object" || email.to === undefined || typeof email.subject !== "string") {
      throw new HttpError(422, "validation_error", "An email needs `to` and `subject`.");
    }
    const text = typeof email.text === "string" ? email.text : "";
    const html = typeof email.html === "string" ? email.html : "";
    const caught: CaughtEmail = { to: email.to, subject: email.subject, text, html, links: extractLinks(text, html) };
    appendFileSync(this.outboxPath, JSON.stringify(caught) + "\n");
    if (this.print) {
      const to = Array.isArray(email.to) ? email.to.join(", ") : String(email.to);
      this.print([`✉  Email to ${to}: ${email.subject}`, ...caught.links.map((l) => `   ${l}`)].join("\n"));
    }
    return { id: randomUUID() };
  }
}
