/// <reference types="vite/client" />
// Shared by the chat tests: the fake provider per file, and small ways to set up plans and
// read counters. (Two dots in the name keep it out of the deployed functions.)
import { vi } from "vitest";
import { startFakeOpenAI, type FakeOpenAI } from "../tests/fakes/openai/server";
import { fakeServiceForFile, type TestConvex } from "./test.setup";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import type { TopicId } from "./shared/topics";
import { DAY_MS } from "./shared/time";

/** Starts the fake OpenAI server for this file and points the backend at it before each test. */
export function fakeProviderForFile(): { readonly fake: FakeOpenAI } {
  const fake = fakeServiceForFile(startFakeOpenAI, (openai) => ({
    OPENAI_API_KEY: "sk-test",
    OPENAI_BASE_URL: openai.baseURL,
    OPENAI_MODEL: "kaia-standard",
    OPENAI_MODEL_PREMIUM: "kaia-premium",
    OPENAI_TIMEOUT_MS: "300",
  }));
  return {
    get fake() {
      return fake();
    },
  };
}

/** The last reply the model was asked for (moderation and classification requests come after it). */
export function lastReplyRequest(fake: FakeOpenAI) {
  const request = fake.requests.findLast((r) => r.path === "/v1/chat/completions" && r.body.stream === true);
  if (!request) throw new Error("No reply was requested");
  return request.body;
}

/** No key and no base URL: the product's demo mode. */
export function withoutProvider() {
  vi.stubEnv("OPENAI_API_KEY", "");
  vi.stubEnv("OPENAI_BASE_URL", "");
}

/** Runs every scheduled reply to its end (real timers). */
export function settle(t: TestConvex) {
  return t.finishAllScheduledFunctions(() => {});
}

export async function grantTrial(t: TestConvex, userId: Id<"users">, endsAt = Date.now() + DAY_MS, ended = false) {
  await t.run((ctx) => ctx.db.insert("trials", { userId, startedAt: Date.now(), endsAt, ended }));
}

export async function grantSubscription(
  t: TestConvex,
  userId: Id<"users">,
  fields: { manualUntil?: number; stripeStatus?: string; currentPeriodEnd?: number },
) {
  await t.run((ctx) =>
    ctx.db.insert("subscriptions", {
      userId,
      manualOverride: fields.manualUntil !== undefined,
      manualUntil: fields.manualUntil,
      stripeStatus: fields.stripeStatus,
      currentPeriodEnd: fields.currentPeriodEnd,
      updatedAt: Date.now(),
    }),
  );
}

export async function setPreferences(
  t: TestConvex,
  userId: Id<"users">,
  fields: { timeZone?: string; countryCode?: string; languageCode?: "en" | "de" | "ja" },
) {
  await t.run((ctx) => ctx.db.insert("preferences", { userId, ...fields, updatedAt: Date.now() }));
}

export async function countOn(t: TestConvex, userId: Id<"users">, day: string, topicId: TopicId) {
  const row = await t.run((ctx) =>
    ctx.db
      .query("messageCounts")
      .withIndex("by_userId_and_day_and_topicId", (q) => q.eq("userId", userId).eq("day", day).eq("topicId", topicId))
      .unique(),
  );
  return row?.count ?? 0;
}

export function message(t: TestConvex, id: Id<"messages">) {
  return t.run((ctx) => ctx.db.get(id));
}

/** A conversation's newest messages as the chat loads them, oldest first. */
export async function shownMessages(
  as: { query: TestConvex["query"] },
  conversationId: Id<"conversations">,
) {
  const { page } = await as.query(api.conversations.messages, { conversationId, paginationOpts: { numItems: 100, cursor: null } });
  return page.reverse();
}
