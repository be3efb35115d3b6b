// What every browser test shares: the product's own texts, the outbox, the controls of the fake
// AI provider, quick ways to make users in a given plan, and signing in through the screens.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, test as base, type Locator, type Page } from "@playwright/test";
import { ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { createIntl } from "react-intl";
import type { Behavior } from "../../fakes/openai/server";
import { ADMIN_KEY, BACKEND_URL, CONTROL_URL } from "./ports";
import { watchCspViolations, type CspViolation } from "./csp";

const ROOT = resolve(import.meta.dirname, "../../..");
export const PASSWORD = "Bear-hug-2024";

// ---- texts ----

const catalogs = new Map<string, Record<string, string>>();
function catalog(lang: string): Record<string, string> {
  let messages = catalogs.get(lang);
  if (!messages) {
    messages = {};
    const dir = join(ROOT, "locales", lang);
    for (const group of ["admin", "auth", "billing", "chat", "common", "contact", "errors", "home", "landing", "legal", "memory", "meta", "notFound", "profile", "safety", "safetyPlan", "settings", "topics"]) {
      const file = join(dir, `${group}.json`);
      if (!existsSync(file)) continue;
      for (const [key, value] of Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>)) {
        if (typeof value === "string") messages[`${group}.${key}`] = value;
      }
    }
    catalogs.set(lang, messages);
  }
  return messages;
}

/** A text of the product as a person sees it, e.g. t("chat.limitReached"); English by default, falling back to English. */
export function t(id: string, values?: Record<string, string | number>, lang = "en"): string {
  const source = catalog(lang)[id] ?? catalog("en")[id];
  if (source === undefined) throw new Error(`no message ${id}`);
  return createIntl({ locale: lang, messages: { [id]: source } }).formatMessage({ id }, values);
}

/** Every message id of the English catalogs (to spot one shown raw). */
export function allMessageIds(): string[] {
  return Object.keys(catalog("en"));
}

// ---- the stack's controls ----

export async function control<T = unknown>(route: string, body: unknown = {}): Promise<T> {
  const response = await fetch(CONTROL_URL + route, { method: "POST", body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${route}: ${await response.text()}`);
  return (await response.json()) as T;
}

export const ai = {
  /** Behaviours for the next chat completions (the SDK retries failed ones once). */
  next: (...behaviors: Behavior[]) => control("/openai/next", { behaviors }),
  always: (behavior: Behavior) => control("/openai/always", { behavior }),
  /** What every memory update (a request for a JSON object) gets, whatever the queue holds. */
  json: (behavior: Behavior | null) => control("/openai/json", { behavior }),
  moderation: (flagged: boolean, categories?: Record<string, boolean>) => control("/openai/moderation", { flagged, categories }),
  reset: () => control("/openai/reset"),
  /** No key and no base URL, as on a machine with no provider set up; `key: false` keeps the base URL only. */
  provider: (configured: boolean, options: { key?: boolean; baseUrl?: string } = {}) => control("/provider", { configured, ...options }),
};

/** A reply that streams slowly enough to be seen growing. */
export const streamed = (text: string): Behavior => ({ kind: "reply", text, chunkChars: 5, chunkDelayMs: 70 });

// ---- outbox ----

export type Email = { to: string | string[]; subject: string; text: string; html: string; links: string[] };

export function emailsTo(address: string): Email[] {
  const path = join(process.env.KAIA_E2E_DATA_DIR ?? "", "outbox.jsonl");
  if (!existsSync(path)) return [];
  return readFileSync(path, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Email)
    .filter((e) => [e.to].flat().some((to) => to.toLowerCase() === address.toLowerCase()));
}

/** Waits for the `nth` email to the address (1 = first) and returns its link to the app's callback. */
export async function emailedLink(address: string, nth = 1): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const email = emailsTo(address)[nth - 1];
      link = email?.links.find((l) => l.includes("/auth/callback"));
      return link;
    }, { message: `email #${nth} to ${address}` })
    .toBeTruthy();
  return link!;
}

// ---- users ----

let counter = 0;
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${(counter++).toString(36)}@e2e.test`;
}

const http = new ConvexHttpClient(BACKEND_URL, { logger: false });
export const admin = {
  createUser: (email: string, premiumUntil: string, password = PASSWORD, tier = "premium") =>
    http.action(anyApi.admin.createUser, { adminKey: ADMIN_KEY, email, password, premiumUntil, tier }),
  setSubscription: (email: string, premiumUntil: string) =>
    http.action(anyApi.admin.setSubscription, { adminKey: ADMIN_KEY, email, premiumUntil, tier: "premium" }),
  removeSubscription: (email: string) => http.action(anyApi.admin.removeSubscription, { adminKey: ADMIN_KEY, email }),
};

export const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

export type User = { email: string; password: string };
/**
 * A user with a password, made through the admin tool. "trial": their trial starts on /home as
 * for anyone new; "free": the trial is over; "premium": a manual grant for a month.
 */
export async function newUser(plan: "trial" | "free" | "premium", tag: string = plan): Promise<User> {
  const email = uniqueEmail(tag);
  await admin.createUser(email, plan === "premium" ? isoDay(30) : isoDay(-2));
  if (plan === "free") await control("/trial/end", { email });
  return { email, password: PASSWORD };
}

// ---- screens ----

/** Signs in on /auth (or its language version, in that language) and waits for home. */
export async function signIn(page: Page, user: User, prefix = "", lang = "en"): Promise<void> {
  const home = new RegExp(`${prefix}/home$`);
  await page.goto(`${prefix}/auth`);
  // The page arrives prerendered; on a slow machine the app can take it over after the fields were
  // filled and empty them, so the form is filled again until it signs in.
  await expect(async () => {
    if (home.test(page.url())) return;
    await page.getByLabel(t("auth.email", {}, lang), { exact: true }).fill(user.email);
    await page.getByLabel(t("auth.password", {}, lang), { exact: true }).fill(user.password);
    await page.getByRole("button", { name: t("common.signIn", {}, lang), exact: true }).click();
    await expect(page).toHaveURL(home, { timeout: 15_000 });
  }).toPass();
}

/** Moves inside the app as a link would, without reloading the page (the router follows history). */
export async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
  }, path);
}

/** The toast with this title (the stack at the screen's edge). */
export function toast(page: Page, title: string): Locator {
  return page.locator("ol[aria-live] > li").filter({ hasText: title });
}

/** The chat's message box and the conversation shown above it. */
export function chatScreen(page: Page, lang = "en") {
  return {
    input: page.getByRole("textbox", { name: t("chat.inputLabel", {}, lang) }),
    sendButton: page.getByRole("button", { name: t("chat.send", {}, lang) }),
    conversation: page.getByRole("region", { name: t("chat.conversationLabel", {}, lang) }),
    async send(text: string) {
      await this.input.fill(text);
      await this.input.press("Enter");
    },
  };
}

/** How far the backend's log has been written, in bytes (0 without one). */
const backendLogSize = () => {
  const path = process.env.KAIA_E2E_LOG;
  return path && existsSync(path) ? statSync(path).size : 0;
};

/** The backend's log lines written since `from` (a byte offset), leaving out routine sign-in lines. */
function backendLogSince(from: number): string[] {
  if (backendLogSize() <= from) return [];
  const written = readFileSync(process.env.KAIA_E2E_LOG!).subarray(from).toString("utf8");
  return written.split("\n").filter((line) => line.trim() !== "" && !line.includes("[M(auth:store)] [INFO]"));
}

// Each test starts with a well-behaved provider, and fails on any Content-Security-Policy violation.
// A failed test prints what the page showed and what the backend logged meanwhile (function
// failures, provider warnings), so a failure on another machine can be read from its output.
export const test = base.extend<{ resetProvider: void; cspViolations: CspViolation[]; failureReport: void }>({
  failureReport: [
    async ({ page }, use, testInfo) => {
      const from = backendLogSize();
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const shown = await page.locator("body").ariaSnapshot({ timeout: 2000 }).catch((e: Error) => `(no snapshot: ${e.message})`);
      const lines = backendLogSince(from);
      console.error(
        [`What the page showed at the end (${page.url()}):`, ...shown.split("\n").slice(0, 80), `The backend's log during this test (${lines.length} lines):`, ...lines.slice(-80)].join("\n"),
      );
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const seen = await watchCspViolations(page);
      await use(seen);
      expect(seen, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
  resetProvider: [
    // Playwright reads fixture dependencies from this pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await ai.reset();
      await ai.provider(true);
      await use();
      await ai.reset();
      await ai.provider(true);
    },
    { auto: true },
  ],
});
export { expect };

/** Today's message count of the user in a topic, read on the server (or set, as if sent). */
export const messageCount = (email: string, topicId: string, set?: number) => control<number>("/count", { email, topicId, set });

/** The backend's public API as the signed-in page would call it, with that page's session. */
export async function apiAs(page: Page): Promise<ConvexHttpClient> {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith("__convexAuthJWT"));
    return key ? localStorage.getItem(key) : null;
  });
  if (!token) throw new Error("the page is not signed in");
  const client = new ConvexHttpClient(BACKEND_URL, { logger: false });
  client.setAuth(token);
  return client;
}

export type StoredMessage = { role: string; status: string; content: string; risk?: unknown; crisisCountry?: string };

/** A conversation's newest messages (up to 100), oldest first, as the server stores them. */
export async function storedMessages(api: ConvexHttpClient, conversationId: string | null): Promise<StoredMessage[]> {
  const { page } = await api.query(anyApi.conversations.messages, { conversationId, paginationOpts: { numItems: 100, cursor: null } });
  return (page as StoredMessage[]).reverse();
}
