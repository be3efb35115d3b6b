import { expect, test } from "vitest";
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
