/// <reference types="vite/client" />
// One shared setup for every convex-test file.
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { convexTest } from "convex-test";
import schema from "./schema";
import type { Id } from "./_generated/dataModel";

export const modules = import.meta.glob(["./**/*.*s", "!./**/*.*.*s"]);

export function newTest() {
  return convexTest(schema, modules);
}

export type TestConvex = ReturnType<typeof newTest>;

/** Sets `Date.now()` to `at` (a time or an ISO date); only Date is faked, so timers, scheduled
 *  functions and fake servers still run. */
export function clockAt(at: number | string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(at));
}

/** Every test of the file starts with `Date.now()` at `now`. */
export function freezeDateAt(now: number) {
  beforeEach(() => clockAt(now));
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Creates a user with a password set and returns a client signed in as them. */
export async function signedInUser(
  t: TestConvex,
  fields: { email?: string; passwordSet?: boolean; fullName?: string } = {},
) {
  const email = fields.email ?? `user${Math.random().toString(36).slice(2, 8)}@example.com`;
  const userId: Id<"users"> = await t.run((ctx) =>
    ctx.db.insert("users", {
      email,
      emailVerificationTime: Date.now(),
      passwordSet: fields.passwordSet ?? true,
      fullName: fields.fullName,
    }),
  );
  const sessionId = await t.run((ctx) =>
    ctx.db.insert("authSessions", { userId, expirationTime: Date.now() + 86_400_000 }),
  );
  return { userId, email, sessionId, as: t.withIdentity({ subject: `${userId}|${sessionId}` }) };
}

/** A local fake of an outside service for one test file: started before its tests and closed
 *  after; before each test it is reset and the backend's environment points at it. */
export function fakeServiceForFile<T extends { close(): Promise<void>; reset?(): void }>(
  start: () => Promise<T>,
  environment: (fake: T) => Record<string, string> | Promise<Record<string, string>>,
): () => T {
  let fake: T | undefined;
  beforeAll(async () => {
    fake = await start();
  });
  afterAll(async () => {
    await fake?.close();
  });
  beforeEach(async () => {
    fake!.reset?.();
    for (const [name, value] of Object.entries(await environment(fake!))) vi.stubEnv(name, value);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });
  return () => fake!;
}
