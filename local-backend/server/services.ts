// What the HTTP, site and sync servers share.
import type { AuthVerifier } from "../engine/auth.ts";
import type { Runtime } from "../engine/runtime.ts";
import type { MailCatcher } from "./mail.ts";
import type { SessionRequests } from "./sessions.ts";
import type { Subscriptions } from "./subscriptions.ts";

export type Services = {
  rt: Runtime;
  subs: Subscriptions;
  sessions: SessionRequests;
  mail: MailCatcher;
  verifier: () => AuthVerifier;
  siteUrl: string;
  /** The mail catcher and `/_local/stats` answer (this machine's own requests) only under `npm run dev`. */
  devEndpoints: boolean;
};
