// Every client gets its turn: one connection's flood of queries, mutations or actions is
// bounded by per-connection limits with clear errors, and delays nobody else by much.
import { ConvexHttpClient } from "convex/browser";
import { anyApi } from "convex/server";
import { describe, expect, it } from "vitest";
import { MAX_QUERIES_PER_CONNECTION } from "./server/sync.ts";
import { openSocket, withFixtureBackend } from "./testing/support.ts";

const api = anyApi;
const fixture = withFixtureBackend();

/** A query set change adding `count` subscriptions to distinct conversations. */
function addMany(base: number, firstId: number, count: number, tag: string) {
  const modifications = Array.from({ length: count }, (_, i) => ({
    type: "Add",
    queryId: firstId + i,
    udfPath: "messages:list",
    args: [{ conversation: `${tag}-${firstId + i}` }],
  }));
  return { type: "ModifyQuerySet", baseVersion: base, newVersion: base + 1, modifications };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe("per-connection limits", () => {
  it(`refuses a query set over ${MAX_QUERIES_PER_CONNECTION} queries with a clear error, and serves everyone else`, async () => {
    const greedy = await openSocket(fixture.backend.url);
    greedy.send(addMany(0, 0, MAX_QUERIES_PER_CONNECTION + 1, "over"));
    const fatal = await greedy.next((m) => m.type === "FatalError");
    expect(fatal.error).toBe(`Too many queries: this connection subscribes to ${MAX_QUERIES_PER_CONNECTION + 1}; the limit is ${MAX_QUERIES_PER_CONNECTION}.`);
    expect(await greedy.closed).toBe(1008);
    const http = new ConvexHttpClient(fixture.backend.url, { logger: false });
    expect(await http.query(api.messages.list, { conversation: "after" })).toEqual([]);
  });

  it("lets a connection hold exactly the limit", async () => {
    const full = await openSocket(fixture.backend.url);
    full.send(addMany(0, 0, MAX_QUERIES_PER_CONNECTION, "full"));
    const transition = await full.next((m) => m.type === "Transition", 30_000);
    expect(transition.modifications).toHaveLength(MAX_QUERIES_PER_CONNECTION);
    full.ws.close();
  }, 60_000);
});

describe("a flooding client next to a normal one", () => {
  it("delays the normal client's queries by at most 100 ms", async () => {
    const http = new ConvexHttpClient(fixture.backend.url, { logger: false });
    for (let i = 0; i < 20; i++) await http.mutation(api.messages.send, { conversation: "normal", author: "a", body: `m${i}` });
    const timeQuery = async () => {
      const start = performance.now();
      await http.query(api.messages.list, { conversation: "normal" });
      return performance.now() - start;
    };
    const baseline: number[] = [];
    for (let i = 0; i < 15; i++) baseline.push(await timeQuery());

    // The flood: the most queries a connection may hold, replaced by fresh ones as soon as they are answered.
    const flooder = await openSocket(fixture.backend.url);
    let version = 0;
    let rounds = 0;
    let flooding = true;
    const flood = (async () => {
      while (flooding) {
        const seen = flooder.messages.length;
        flooder.send(addMany(version, version * MAX_QUERIES_PER_CONNECTION, MAX_QUERIES_PER_CONNECTION, "flood"));
        const remove = Array.from({ length: MAX_QUERIES_PER_CONNECTION }, (_, i) => ({ type: "Remove", queryId: version * MAX_QUERIES_PER_CONNECTION + i }));
        version += 1;
        await flooder.next((m) => m.type === "Transition" && flooder.messages.indexOf(m) >= seen, 60_000);
        rounds += 1;
        flooder.send({ type: "ModifyQuerySet", baseVersion: version, newVersion: version + 1, modifications: remove });
        version += 1;
      }
    })();
    await new Promise((r) => setTimeout(r, 50));
    const during: number[] = [];
    for (let i = 0; i < 15; i++) during.push(await timeQuery());
    flooding = false;
    await flood;
    flooder.ws.close();

    const added = median(during) - median(baseline);
    console.log(`normal client's query: ${median(baseline).toFixed(1)} ms alone, ${median(during).toFixed(1)} ms during the flood (${rounds} rounds of ${MAX_QUERIES_PER_CONNECTION} queries)`);
    expect(rounds).toBeGreaterThan(0);
    expect(added).toBeLessThanOrEqual(100);
  }, 120_000);
});
