import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import { isAppError } from "./lib/errors";
import { newTest, signedInUser } from "./test.setup";

describe("preferences", () => {
  test("signed out, nothing is read or stored (the language stays in the browser)", async () => {
    const t = newTest();
    expect(await t.query(api.preferences.get, {})).toBeNull();
    await expect(t.mutation(api.preferences.update, { languageCode: "de" })).rejects.toSatisfy((e) =>
      isAppError(e, "NOT_AUTHENTICATED"),
    );
    expect(await t.run((ctx) => ctx.db.query("preferences").take(1))).toEqual([]);
  });

  test("a new user has none; the first save creates them and later saves change only what they name", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    expect(await as.query(api.preferences.get, {})).toBeNull();
    await as.mutation(api.preferences.update, { languageCode: "ro" });
    expect(await as.query(api.preferences.get, {})).toEqual({ languageCode: "ro" });
    await as.mutation(api.preferences.update, { timeZone: "Europe/Bucharest", theme: "dark", countryCode: "ro" });
    await as.mutation(api.preferences.update, { languageCode: "sw" });
    expect(await as.query(api.preferences.get, {})).toEqual({
      languageCode: "sw",
      timeZone: "Europe/Bucharest",
      theme: "dark",
      countryCode: "RO",
    });
    expect(await t.run((ctx) => ctx.db.query("preferences").take(5))).toHaveLength(1);
  });

  test("the time zone must be a real IANA zone, and is kept in its canonical spelling", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    for (const timeZone of ["Mars/Olympus_Mons", "", "Europe/Berlin; DROP"]) {
      await expect(as.mutation(api.preferences.update, { timeZone })).rejects.toSatisfy((e) => isAppError(e, "INVALID_INPUT"));
    }
    await as.mutation(api.preferences.update, { timeZone: "america/new_york" });
    expect(await as.query(api.preferences.get, {})).toEqual({ timeZone: "America/New_York" });
  });

  test("the country is a two-letter code", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    for (const countryCode of ["DEU", "1A", ""]) {
      await expect(as.mutation(api.preferences.update, { countryCode })).rejects.toSatisfy((e) =>
        isAppError(e, "INVALID_INPUT"),
      );
    }
  });

  test("theme is light, dark or system, and the language one of the 13", async () => {
    const t = newTest();
    const { as } = await signedInUser(t);
    for (const theme of ["light", "dark", "system"] as const) {
      await as.mutation(api.preferences.update, { theme });
      expect((await as.query(api.preferences.get, {}))?.theme).toBe(theme);
    }
    await expect(as.mutation(api.preferences.update, { theme: "blue" } as never)).rejects.toThrow();
    await expect(as.mutation(api.preferences.update, { languageCode: "xx" } as never)).rejects.toThrow();
  });

  test("a second user neither sees nor changes the first user's preferences", async () => {
    const t = newTest();
    const lena = await signedInUser(t);
    const sam = await signedInUser(t);
    await lena.as.mutation(api.preferences.update, { languageCode: "de", timeZone: "Europe/Berlin", countryCode: "DE" });
    expect(await sam.as.query(api.preferences.get, {})).toBeNull();
    await sam.as.mutation(api.preferences.update, { languageCode: "fr", theme: "dark" });
    expect(await lena.as.query(api.preferences.get, {})).toEqual({ languageCode: "de", timeZone: "Europe/Berlin", countryCode: "DE" });
    expect(await sam.as.query(api.preferences.get, {})).toEqual({ languageCode: "fr", theme: "dark" });
  });
});
