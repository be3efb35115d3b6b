// The admin tool's key: compared in constant time, and wrong guesses are throttled for
// everyone together (a wrong key is counted before the comparison and the use given back
// when the key is right), so the key cannot be found by trying.
import { internal } from "../_generated/api";
import type { ActionCtx } from "../_generated/server";
import { appError } from "./errors";
import { env } from "./env";

const ALL_CALLERS = "all";

/** Compares in constant time: both sides are hashed to equal length, then XOR-folded. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = async (s: string) => new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(s)));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}

/** Throws ADMIN_DISABLED without a configured key, TOO_MANY_REQUESTS after many wrong ones, UNAUTHORIZED for a wrong one. */
export async function requireAdminKey(ctx: ActionCtx, adminKey: string) {
  const expected = env.adminKey;
  if (!expected) throw appError("ADMIN_DISABLED", "The admin tool is disabled");
  await ctx.runMutation(internal.lib.rateLimit.take, { name: "adminKey", subject: ALL_CALLERS });
  if (adminKey.length === 0 || !(await sameSecret(adminKey, expected))) throw appError("UNAUTHORIZED", "Unauthorized");
  await ctx.runMutation(internal.lib.rateLimit.giveBack, { name: "adminKey", subject: ALL_CALLERS });
}
