import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { newTest, signedInUser } from "./test.setup";
import { SAFETY_PLAN_FIELD_MAX_CHARS } from "./shared/safety";
import { isAppError } from "./lib/errors";

const plan = {
  warningSigns: "I stop answering messages",
  copingStrategies: "Walk the dog, cold shower",
  distractions: "The café on Main Street",
  peopleToAsk: "Sam 555-0100",
  professionals: "Dr. Lee; 988",
  safeEnvironment: "Ask Sam to keep my pills",
};

describe("safety.resources", () => {
  test("the country decides the numbers", async () => {
    const t = newTest();
    const us = await t.query(api.safety.resources, { countryCode: "US" });
    expect(us.emergencyNumber).toBe("911");
    expect(us.lines[0]).toMatchObject({ phone: "988", sms: "988" });
    const gb = await t.query(api.safety.resources, { countryCode: "gb" });
    expect(gb.emergencyNumber).toBe("999");
    expect(gb.lines.map((l) => l.phone)).toContain("116 123");
  });

  test("an unknown country gets the worldwide directory and no guessed emergency number", async () => {
    const t = newTest();
    const result = await t.query(api.safety.resources, { countryCode: "ZZ" });
    expect(result).toMatchObject({ lines: [], fallback: true });
    expect(result.emergencyNumber).toBeUndefined();
    expect(result.directoryUrl).toMatch(/^https:\/\//);
  });

  test("without a country, a signed-out visitor gets the fallback", async () => {
    const t = newTest();
    const result = await t.query(api.safety.resources, {});
    expect(result).toMatchObject({ fallback: true, lines: [] });
    expect(result.emergencyNumber).toBeUndefined();
  });

  test("without a saved country, a signed-in user gets their time zone's country", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await t.run((ctx) => ctx.db.insert("preferences", { userId, timeZone: "Asia/Kolkata", updatedAt: Date.now() }));
    const result = await as.query(api.safety.resources, {});
    expect(result).toMatchObject({ countryCode: "IN", emergencyNumber: "112" });
    expect(result.lines[0].phone).toBe("14416");
  });

  test("without a country, a signed-in user gets the country they saved", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await t.run((ctx) => ctx.db.insert("preferences", { userId, countryCode: "FR", updatedAt: Date.now() }));
    const result = await as.query(api.safety.resources, {});
    expect(result).toMatchObject({ countryCode: "FR", emergencyNumber: "112" });
    expect(result.lines[0].phone).toBe("3114");
  });
});

describe("the safety plan", () => {
  test("is empty until written, then saved and read back with its time", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    expect(await as.query(api.safety.getPlan, {})).toBeNull();
    await as.mutation(api.safety.savePlan, plan);
    const saved = await as.query(api.safety.getPlan, {});
    expect(saved).toMatchObject(plan);
    expect(saved?.updatedAt).toBeGreaterThan(0);
  });

  test("saving again edits the one plan", async () => {
    const t = newTest();
    const { userId, as } = await signedInUser(t);
    await as.mutation(api.safety.savePlan, plan);
    await as.mutation(api.safety.savePlan, { ...plan, peopleToAsk: "Sam and Alex" });
    expect((await as.query(api.safety.getPlan, {}))?.peopleToAsk).toBe("Sam and Alex");
    const rows = await t.run((ctx) => ctx.db.query("safetyPlans").withIndex("by_userId", (q) => q.eq("userId", userId)).collect());
    expect(rows).toHaveLength(1);
  });

  test("is private: a second user cannot read it, and sees only their own", async () => {
    const t = newTest();
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    await first.as.mutation(api.safety.savePlan, plan);
    expect(await second.as.query(api.safety.getPlan, {})).toBeNull();
    await second.as.mutation(api.safety.savePlan, { ...plan, warningSigns: "mine" });
    expect((await first.as.query(api.safety.getPlan, {}))?.warningSigns).toBe(plan.warningSigns);
    expect((await second.as.query(api.safety.getPlan, {}))?.warningSigns).toBe("mine");
  });

  test("a signed-out visitor reads nothing and cannot save", async () => {
    const t = newTest();
    expect(await t.query(api.safety.getPlan, {})).toBeNull();
    const error = await t.mutation(api.safety.savePlan, plan).catch((e: unknown) => e);
    expect(isAppError(error, "NOT_AUTHENTICATED")).toBe(true);
  });

  test(`each section is limited to ${SAFETY_PLAN_FIELD_MAX_CHARS} characters`, async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    await as.mutation(api.safety.savePlan, { ...plan, distractions: "x".repeat(SAFETY_PLAN_FIELD_MAX_CHARS) });
    const error = await as.mutation(api.safety.savePlan, { ...plan, distractions: "x".repeat(SAFETY_PLAN_FIELD_MAX_CHARS + 1) }).catch((e: unknown) => e);
    expect(isAppError(error, "INVALID_INPUT")).toBe(true);
    expect((await as.query(api.safety.getPlan, {}))?.distractions).toHaveLength(SAFETY_PLAN_FIELD_MAX_CHARS);
  });
});
