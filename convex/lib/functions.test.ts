import { expect, test } from "vitest";
import { api } from "../_generated/api";
import { newTest, signedInUser } from "../test.setup";
import { getViewer } from "./functions";

test("a signed-out caller has no viewer", async () => {
  const t = newTest();
  expect(await t.run((ctx) => getViewer(ctx))).toBeNull();
});

test("a signed-in caller is identified from the session", async () => {
  const t = newTest();
  const { userId, as } = await signedInUser(t);
  const viewer = await as.run((ctx) => getViewer(ctx));
  expect(viewer?._id).toBe(userId);
});

test("a token whose session has ended has no viewer, and isAuthenticated says so", async () => {
  const t = newTest();
  const { as, sessionId } = await signedInUser(t);
  expect(await as.query(api.auth.isAuthenticated, {})).toBe(true);
  await t.run((ctx) => ctx.db.delete(sessionId));
  expect(await as.run((ctx) => getViewer(ctx))).toBeNull();
  expect(await as.query(api.auth.isAuthenticated, {})).toBe(false);
  expect(await as.query(api.users.viewer, {})).toBeNull();
});

test("a session of another user does not sign the token's user in", async () => {
  const t = newTest();
  const alice = await signedInUser(t);
  const bob = await signedInUser(t);
  const forged = t.withIdentity({ subject: `${alice.userId}|${bob.sessionId}` });
  expect(await forged.query(api.auth.isAuthenticated, {})).toBe(false);
});
