// A local stand-in for the Resend HTTP API: POST /emails records the email and answers like
// Resend does, on 127.0.0.1 at a free port. Tests point the real `resend` SDK at `baseUrl`
// (RESEND_BASE_URL).
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export type SentEmail = {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo?: string[];
  /** Every http(s) link in the text and HTML bodies, in order, without repeats. */
  links: string[];
  authorization: string | undefined;
};

export type FakeResend = {
  baseUrl: string;
  emails: SentEmail[];
  /** Emails to one address, oldest first. */
  to(address: string): SentEmail[];
  /** Answers the next `count` requests with this HTTP status and a Resend-style error. */
  failNext(status: number, count?: number): void;
  reset(): void;
  close(): Promise<void>;
};

const LINK = /https?:\/\/[^\s"'<>]+/g;

function unescapeHtml(text: string) {
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, "&");
}

export function linksIn(...bodies: string[]): string[] {
  const found = bodies.flatMap((body) => [...unescapeHtml(body).matchAll(LINK)].map((m) => m[0]));
  return [...new Set(found)];
}

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : [];

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString("utf8");
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
}

export async function startFakeResend(): Promise<FakeResend> {
  const emails: SentEmail[] = [];
  let failures: { status: number; count: number } | null = null;
  let counter = 0;

  const server = createServer(async (req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    try {
      const path = (req.url ?? "").split("?")[0];
      if (req.method !== "POST" || path !== "/emails") return reply(404, { statusCode: 404, name: "not_found", message: "Not found" });
      const body = await readJson(req);
      if (failures && failures.count > 0) {
        failures.count--;
        return reply(failures.status, { statusCode: failures.status, name: "application_error", message: "Fake failure" });
      }
      const to = asList(body.to);
      if (typeof body.from !== "string" || to.length === 0 || typeof body.subject !== "string") {
        return reply(422, { statusCode: 422, name: "validation_error", message: "from, to and subject are required" });
      }
      const text = typeof body.text === "string" ? body.text : "";
      const html = typeof body.html === "string" ? body.html : "";
      const id = `fake-${++counter}`;
      emails.push({
        id,
        from: body.from,
        to,
        subject: body.subject,
        text,
        html,
        ...(body.reply_to !== undefined ? { replyTo: asList(body.reply_to) } : {}),
        links: linksIn(text, html),
        authorization: req.headers.authorization,
      });
      reply(200, { id });
    } catch {
      reply(400, { statusCode: 400, name: "invalid_request", message: "Bad JSON" });
    }
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    emails,
    to: (address) => emails.filter((email) => email.to.includes(address)),
    failNext(status, count = 1) {
      failures = { status, count };
    },
    reset() {
      emails.length = 0;
      failures = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
