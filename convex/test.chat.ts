/// <reference types="vite/client" />
// Shared by the chat tests: the fake provider per file, and small ways to set up plans and
// read counters. (Two dots in the name keep it out of the deployed functions.)
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { startFakeOpenAI, type FakeOpenAI } from "../tests/fakes/openai/server";
import type { TestConvex } from "./test.setup";
import type { Id } from "./_generated/dataModel";
import type { TopicId } from "./shared/topics";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Starts the fake OpenAI server for this file and points the backend at it before each test. */
export function fakeProviderForFile(): { readonly fake: FakeOpenAI } {
  let fake: FakeOpenAI | undefined;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(async () => {
    await fake?.close();
  });
  beforeEach(() => {
    fake!.reset();
    vi.stubEnv("OPENAI_API_KEY", "sk-test");
    vi.stubEnv("OPENAI_BASE_URL", fake!.baseURL);
    vi.stubEnv("OPENAI_MODEL", "kaia-standard");
    vi.stubEnv("OPENAI_MODEL_PREMIUM", "kaia-premium");
    vi.stubEnv("OPENAI_TIMEOUT_MS", "300");
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });
  return {
    get fake() {
      return fake!;
    },
  };
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
