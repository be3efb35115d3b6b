import { expect, test } from "vitest";
import { newTest } from "../test.setup";
import { consumeRateLimit, RATE_LIMITS } from "./rateLimit";
import { isAppError } from "./errors";

test("an address may use a limit up to its maximum in one window, then is refused", async () => {
  const t = newTest();
  const now = 1_000_000;
  for (let i = 0; i < RATE_LIMITS.contact.max; i++) {
    await t.run((ctx) => consumeRateLimit(ctx, "contact", "A@example.com", now));
  }
  await expect(t.run((ctx) => consumeRateLimit(ctx, "contact", "a@example.com", now))).rejects.toSatisfy((e) =>
    isAppError(e, "TOO_MANY_REQUESTS"),
  );
});

test("a new window starts a new count", async () => {
  const t = newTest();
  const now = 1_000_000;
  for (let i = 0; i < RATE_LIMITS.contact.max; i++) {
    await t.run((ctx) => consumeRateLimit(ctx, "contact", "b@example.com", now));
  }
  await t.run((ctx) => consumeRateLimit(ctx, "contact", "b@example.com", now + RATE_LIMITS.contact.windowMs));
});
