// The engine's building blocks: key order matches Convex's value order, ids carry their
// table, validators explain mismatches, cron schedules, env files and email links.
import { compareValues, type Value } from "convex/values";
import { describe, expect, it } from "vitest";
import { parseEnvFile } from "../lib/env.ts";
import { extractLinks } from "../server/mail.ts";
import { checkRegisteredFunction, IncompatibleConvexError, TESTED_CONVEX_VERSION, versionWarning } from "./compat.ts";
import { nextCronTime, nextRun } from "./cron.ts";
import { encodeId, idTableNumber } from "./ids.ts";
import { encodeValue, KEY_MAX } from "./keys.ts";
import { validate, type ValidatorJson } from "./validator.ts";

describe("index keys", () => {
  it("sort exactly like Convex compares values", () => {
    const values: (Value | undefined)[] = [
      undefined, null, -5n, 0n, 7n, -Infinity, -1.5, -0, 0.25, 3, Infinity, false, true,
      "", "a", "a\u0000", "ab", "b", "\uffff", new Uint8Array([1]).buffer, new Uint8Array([1, 0]).buffer,
      [], [1], [1, 2], [2], {}, { a: 1 }, { a: 2 }, { b: 0 },
    ];
    const shuffled = [...values].sort(() => Math.random() - 0.5);
    const byKey = [...shuffled].sort((x, y) => (encodeValue(x) < encodeValue(y) ? -1 : 1));
    const byConvex = [...shuffled].sort((x, y) => compareValues(x, y));
    expect(byKey.map((v) => encodeValue(v))).toEqual(byConvex.map((v) => encodeValue(v)));
  });

  it("keep every tuple prefix below the range end", () => {
    for (const v of ["\uffff", "\ufffe", "", 1, [1]] as Value[]) expect(encodeValue(v) + encodeValue("x") < encodeValue(v) + KEY_MAX).toBe(true);
  });
});

describe("document ids", () => {
  it("name their table and reject anything else", () => {
    for (const n of [1, 2, 10001, 10234, 2 ** 20]) expect(idTableNumber(encodeId(n))).toBe(n);
    expect(encodeId(10001)).toHaveLength(32);
    const id = encodeId(10001);
    expect(idTableNumber(id.slice(0, -1) + (id.endsWith("0") ? "1" : "0"))).toBeNull();
    expect(idTableNumber("not an id")).toBeNull();
  });
});

describe("validators", () => {
  const object: ValidatorJson = {
    type: "object",
    value: {
      name: { fieldType: { type: "string" }, optional: false },
      tags: { fieldType: { type: "array", value: { type: "union", value: [{ type: "literal", value: "a" }, { type: "literal", value: "b" }] } }, optional: true },
      scores: { fieldType: { type: "record", keys: { type: "string" }, values: { fieldType: { type: "number" } } }, optional: true },
    },
  };
  const noTables = () => null;

  it("accept matching values", () => {
    expect(validate(object, { name: "x", tags: ["a", "b"], scores: { q: 1 } }, noTables)).toBeNull();
  });

  it("say where a value fails", () => {
    expect(validate(object, { name: "x", tags: ["c"] }, noTables)).toMatch(/Path: \.tags\[0\]/);
    expect(validate(object, {}, noTables)).toMatch(/missing the required field `name`/);
    expect(validate(object, { name: "x", extra: 1 }, noTables)).toMatch(/extra field `extra`/);
    expect(validate({ type: "id", tableName: "users" }, "abc", () => "messages")).toMatch(/v.id\("users"\)/);
  });
});

describe("cron schedules", () => {
  const at = Date.UTC(2025, 0, 1, 10, 30, 15);
  it("follow cron expressions, in UTC", () => {
    expect(nextCronTime("0 * * * *", at)).toBe(Date.UTC(2025, 0, 1, 11, 0));
    expect(nextCronTime("*/15 9-17 * * 1-5", at)).toBe(Date.UTC(2025, 0, 1, 10, 45));
    expect(nextCronTime("0 0 1 * *", at)).toBe(Date.UTC(2025, 1, 1, 0, 0));
  });

  it("follow the schedules cronJobs() builds", () => {
    expect(nextRun({ type: "interval", minutes: 5 }, at)).toBe(at + 300_000);
    expect(nextRun({ type: "daily", hourUTC: 3, minuteUTC: 0 }, at)).toBe(Date.UTC(2025, 0, 2, 3, 0));
    expect(nextRun({ type: "weekly", dayOfWeek: "monday", hourUTC: 8 }, at)).toBe(Date.UTC(2025, 0, 6, 8, 0));
  });
});

describe("env files and email links", () => {
  it("read plain, single- and double-quoted values", () => {
    expect(parseEnvFile("# c\nA=1\nB='{\"k\":1}'\nC=\"x\\ny\"\n")).toEqual({ A: "1", B: '{"k":1}', C: "x\ny" });
  });

  it("finds each link once, decoding HTML entities", () => {
    expect(extractLinks("Go to http://a.test/x?code=1.", '<a href="http://a.test/x?code=1&amp;y=2">')).toEqual([
      "http://a.test/x?code=1",
      "http://a.test/x?code=1&y=2",
    ]);
  });

  it("decodes every entity, so a link in the HTML part is printed once and whole (&#38; is &)", () => {
    const link = "http://a.test/auth/callback?code=abc&redirectTo=%2Fhome";
    const html = '<a href="http://a.test/auth/callback?code=abc&#38;redirectTo=%2Fhome">Sign in</a>';
    expect(extractLinks(`Sign in: ${link}`, html)).toEqual([link]);
  });

  it("leaves out the email's images, such as the bear at its top", () => {
    const html = '<img src="http://a.test/email/kaia-bear.png" alt="Kaia"><a href="http://a.test/auth/callback?code=1">Go</a>';
    expect(extractLinks("", html)).toEqual(["http://a.test/auth/callback?code=1"]);
  });
});

describe("the convex/server guard", () => {
  it("accepts functions built by the installed convex", async () => {
    const { queryGeneric, httpActionGeneric } = await import("convex/server");
    expect(() => checkRegisteredFunction("q", queryGeneric({ args: {}, handler: async () => null }) as never)).not.toThrow();
    expect(() => checkRegisteredFunction("h", httpActionGeneric(async () => new Response()) as never)).not.toThrow();
  });

  it("fails loudly on functions without the methods the runtime calls", () => {
    expect(() => checkRegisteredFunction("messages:list", { isQuery: true, exportArgs: () => "{}" })).toThrow(IncompatibleConvexError);
  });

  it("announces a convex version other than the tested one", () => {
    expect(versionWarning(TESTED_CONVEX_VERSION)).toBeNull();
    expect(versionWarning("1.99.0")).toMatch(/tested with convex 1\.48\.0/);
  });
});
