// Search indexes behave as Convex documents them ("Full Text Search" and its crates/search):
// Tantivy's simple tokenizer, any term matches, the last term also as a prefix, BM25 order,
// `eq` on filter fields, at most 1024 results, live, transactional and paginated.
import { ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { describe, expect, it } from "vitest";
import { tokenize } from "./engine/search-index.ts";
import { connect, nextValue, withFixtureBackend } from "./testing/support.ts";

const api = anyApi;
const fixture = withFixtureBackend();
const http = () => new ConvexHttpClient(fixture.backend.url);

async function seed(conversation: string, bodies: string[], author = "seed"): Promise<void> {
  const client = http();
  for (const body of bodies) await client.mutation(api.messages.send, { conversation, author, body });
}
const find = (text: string, conversation: string, extra: Record<string, unknown> = {}) =>
  http().query(api.search.find, { text, conversation, ...extra }) as Promise<string[]>;

describe("tokenizing", () => {
  it("splits on anything that is not a letter or digit, lowercases, and drops terms of 32 bytes or more", () => {
    expect(tokenize("Hello, WORLD! it's 2026-11-29")).toEqual(["hello", "world", "it", "s", "2026", "11", "29"]);
    expect(tokenize("Ça va? Straße ПРИВЕТ мир")).toEqual(["ça", "va", "straße", "привет", "мир"]);
    // A run of Chinese with no spaces is one term; 11 characters are 33 bytes, so it is dropped.
    expect(tokenize("我明天考试")).toEqual(["我明天考试"]);
    expect(tokenize("我明天有一个很重要的考试")).toEqual([]);
    expect(tokenize("a".repeat(31) + " " + "b".repeat(32))).toEqual(["a".repeat(31)]);
  });
});

describe("search queries", () => {
  it("find documents by any word, case and punctuation aside", async () => {
    await seed("words", ["I feel ANXIOUS about work.", "Sleep has been hard", "nothing here"]);
    expect(await find("anxious", "words")).toEqual(["I feel ANXIOUS about work."]);
    expect((await find("sleep work", "words")).sort()).toEqual(["I feel ANXIOUS about work.", "Sleep has been hard"]);
    // The query is split like the text: "WORK," is the whole word "work".
    expect((await find("WORK, sleep", "words")).sort()).toEqual(["I feel ANXIOUS about work.", "Sleep has been hard"]);
    expect(await find("!!!", "words")).toEqual([]);
  });

  it("match the last term as a prefix and every other term only whole", async () => {
    await seed("prefix", ["presentation tomorrow", "present company"]);
    expect((await find("pres", "prefix")).sort()).toEqual(["present company", "presentation tomorrow"]);
    expect(await find("pres tomorrow", "prefix")).toEqual(["presentation tomorrow"]);
    expect(await find("presentatoin", "prefix")).toEqual([]); // no typo tolerance
  });

  it("rank by BM25: more matching terms, rarer terms and shorter texts first", async () => {
    // "stress" is in fewer documents than "exam", and older than "exam" (equal scores put the newest first).
    await seed("rank", ["stress", "exam stress and more stress", "exam", "exam stress", "a long message that mentions the exam somewhere in passing today"]);
    const ranked = await find("exam stress", "rank");
    expect(ranked.slice(0, 2).sort()).toEqual(["exam stress", "exam stress and more stress"]);
    expect(ranked.slice(2)).toEqual(["stress", "exam", "a long message that mentions the exam somewhere in passing today"]);
  });

  it("keep only documents equal to every filter", async () => {
    await seed("filter-a", ["walk in the park"], "ana");
    await seed("filter-a", ["park the car"], "ben");
    await seed("filter-b", ["park run"], "ana");
    expect((await find("park", "filter-a")).sort()).toEqual(["park the car", "walk in the park"]);
    expect(await find("park", "filter-a", { author: "ana" })).toEqual(["walk in the park"]);
    await expect(http().query(api.search.badFilter, {})).rejects.toThrow(/not a filter field/);
  });

  it("return at most 1024 documents, and `take` fewer", async () => {
    await http().mutation(api.search.sendNumbered, { conversation: "many", prefix: "note", count: 1030 });
    expect(await find("note", "many")).toHaveLength(1024);
    expect(await find("note", "many", { limit: 5 })).toHaveLength(5);
  });

  it("see the transaction's own writes", async () => {
    await seed("tx", ["older breakfast note"]);
    const found = (await http().mutation(api.search.sendAndFind, { conversation: "tx", body: "breakfast with Ana", text: "breakfast" })) as string[];
    expect(found.sort()).toEqual(["breakfast with Ana", "older breakfast note"]);
  });

  it("follow edits and deletions, and update live subscribers", async () => {
    const client = connect(fixture.backend.url);
    const first = nextValue<string[]>((cb) => client.onUpdate(api.search.find, { text: "garden", conversation: "live" }, cb), () => true);
    expect(await first).toEqual([]);
    const added = nextValue<string[]>((cb) => client.onUpdate(api.search.find, { text: "garden", conversation: "live" }, cb), (v) => v.length === 1);
    const id = await http().mutation(api.messages.send, { conversation: "live", author: "x", body: "my garden" });
    expect(await added).toEqual(["my garden"]);
    await http().mutation(api.messages.edit, { id, body: "my kitchen" });
    expect(await find("garden", "live")).toEqual([]);
    expect(await find("kitchen", "live")).toEqual(["my kitchen"]);
    await http().mutation(api.messages.remove, { id });
    expect(await find("kitchen", "live")).toEqual([]);
    await client.close();
  });

  it("paginate results in relevance order", async () => {
    await seed("pages", ["tea", "tea tea", "tea time", "green tea leaves"]);
    const all = await find("tea", "pages");
    const first = (await http().query(api.search.page, { text: "tea", conversation: "pages", paginationOpts: { numItems: 3, cursor: null } })) as {
      page: { body: string }[];
      isDone: boolean;
      continueCursor: string;
    };
    expect(first.isDone).toBe(false);
    const second = (await http().query(api.search.page, { text: "tea", conversation: "pages", paginationOpts: { numItems: 3, cursor: first.continueCursor } })) as typeof first;
    expect(second.isDone).toBe(true);
    expect([...first.page, ...second.page].map((m) => m.body)).toEqual(all);
  });
});
