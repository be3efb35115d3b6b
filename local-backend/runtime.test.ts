// Convex's runtime contract, one rule per test, each named after the Convex behaviour it follows
// (docs.convex.dev/functions/runtimes, /production/state/limits, /database/advanced/occ).
import type { Value } from "convex/values";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Failure, MutationOutcome, Success } from "./engine/calls.ts";
import { LoadedModules } from "./engine/modules.ts";
import { FIXTURE_DIR, startFixture, withFixtureBackend } from "./testing/support.ts";

const fixture = withFixtureBackend();
const caller = { identity: null, fromClient: false };

/** Time for the backend, with nothing running, to make contexts ahead. */
function idle() {
  return new Promise((resolve) => setTimeout(resolve, 20));
}
async function query(path: string, args: Record<string, Value> = {}) {
  return fixture.backend.runtime.runQuery(path, args, caller);
}
async function mutation(path: string, args: Record<string, Value> = {}) {
  return fixture.backend.runtime.runMutation(path, args, caller);
}
function value(outcome: Success | Failure | MutationOutcome): Value {
  if (outcome.ok !== true) throw new Error(outcome.ok === false ? outcome.errorMessage : "skipped");
  return outcome.value;
}
function error(outcome: Success | Failure | MutationOutcome): string {
  if (outcome.ok !== false) throw new Error("expected the call to fail");
  return outcome.errorMessage;
}

describe("module context", () => {
  it("gives every query, mutation and action call a fresh module context, so module state is not shared", async () => {
    expect([value(await query("runtime:moduleState")), value(await query("runtime:moduleState"))]).toEqual([1, 1]);
    expect([value(await mutation("runtime:moduleStateInMutation")), value(await mutation("runtime:moduleStateInMutation"))]).toEqual([1, 1]);
    const action = () => fixture.backend.runtime.runAction("runtime:moduleStateInAction", {}, caller);
    expect([value(await action()), value(await action())]).toEqual([1, 1]);
  });

  it("serves calls contexts made ahead while idle, each one fresh: module state starts anew in every call", async () => {
    const pooledBefore = fixture.backend.runtime.stats.pooledContexts;
    const states: Value[] = [];
    for (let i = 0; i < 3; i++) {
      await idle();
      states.push(value(await query("runtime:moduleState")));
      await idle();
      states.push(value(await mutation("runtime:moduleStateInMutation")));
    }
    expect(states).toEqual([1, 1, 1, 1, 1, 1]);
    expect(fixture.backend.runtime.stats.pooledContexts - pooledBefore).toBe(6);
  });

  it("serves no context made for the code deployed before", async () => {
    await query("runtime:importTime");
    await idle();
    const redeployed = await LoadedModules.load(FIXTURE_DIR);
    fixture.backend.runtime.setModules(redeployed);
    expect(value(await query("runtime:importTime"))).toMatchObject({ importedAt: redeployed.deployTime });
  });

  it("keeps the context of a module that exports experimental_reuseContext", async () => {
    expect([value(await query("reusedContext:moduleState")), value(await query("reusedContext:moduleState"))]).toEqual([1, 2]);
  });

  it("freezes import-time Date.now and Math.random at the deployment's values", async () => {
    const first = value(await query("runtime:importTime")) as { importedAt: number; importedRandom: number };
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(value(await query("runtime:importTime"))).toEqual(first);
  });
});

describe("determinism of queries and mutations", () => {
  it("freezes Date.now and new Date() for the whole call", async () => {
    for (const outcome of [await mutation("runtime:clock"), await query("runtime:clockInQuery")]) {
      const { before, after, newDate } = value(outcome) as { before: number; after: number; newDate: number };
      expect(after).toBe(before);
      expect(newDate).toBe(before);
    }
  });

  it("seeds Math.random per call: values differ within a call and between calls", async () => {
    const a = (value(await mutation("runtime:clock")) as { randoms: number[] }).randoms;
    const b = (value(await mutation("runtime:clock")) as { randoms: number[] }).randoms;
    expect(a[0]).not.toBe(a[1]);
    expect(a).not.toEqual(b);
  });

  it("refuses setTimeout, setInterval and fetch in queries and mutations with Convex's error", async () => {
    for (const what of ["setTimeout", "setInterval", "fetch()"]) {
      const args = { what: what.replace("()", "") };
      for (const outcome of [await query("runtime:refused", args), await mutation("runtime:refusedInMutation", args)]) {
        expect(error(outcome)).toContain(`Can't use ${what} in queries and mutations. Please consider using an action.`);
      }
    }
  });

  it("refuses to import a module dynamically while a query runs", async () => {
    expect(error(await query("runtime:lateImport"))).toContain(`Can't dynamically import "lib/late.js" in a query or mutation`);
  });

  it("resumes a mutation awaiting Web Crypto or a Blob, as the default runtime's Web APIs do", async () => {
    // Web Crypto hands back the runtime's own promises, as in a V8 isolate.
    expect(value(await mutation("runtime:webApis"))).toEqual({ digestBytes: 32, digestIsPromise: true, text: "bear", read: true });
  });

  it("has the default runtime's globals and none of Node's", async () => {
    expect(value(await query("runtime:globals"))).toEqual({
      Buffer: "undefined",
      require: "undefined",
      global: "undefined",
      setImmediate: "undefined",
      processVersions: "undefined",
      TextEncoder: "function",
      crypto: "object",
    });
  });
});

describe("execution time", () => {
  it("stops a mutation after 1 s of execution with Convex's error, committing nothing", async () => {
    const outcome = await mutation("runtime:spin", { conversation: "spun" });
    expect(error(outcome)).toContain("Function execution timed out (maximum duration: 1s)");
    expect(value(await query("messages:list", { conversation: "spun" }))).toEqual([]);
  });

  it("logs the timeout with the function's name, as a deployment's logs show it, not only to the caller", async () => {
    const backend = await startFixture({ verbose: true });
    const printed: string[] = [];
    const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => (printed.push(String(chunk)), true));
    try {
      await backend.runtime.runMutation("runtime:spin", { conversation: "spun" }, caller);
    } finally {
      write.mockRestore();
      await backend.stop();
    }
    expect(printed.join("")).toContain("[M(runtime:spin)] Function execution timed out (maximum duration: 1s)");
  });
});

describe("actions", () => {
  it("gives default-runtime actions timers and fetch, still without Node globals", async () => {
    const outcome = await fixture.backend.runtime.runAction("runtime:actionGlobals", {}, caller);
    expect(value(outcome)).toEqual({ Buffer: "undefined", fetch: "function" });
  });

  it('runs "use node" actions in Node', async () => {
    const outcome = await fixture.backend.runtime.runAction("nodeActions:digest", {}, caller);
    expect(value(outcome)).toEqual({ sha: expect.stringMatching(/^[0-9a-f]{8}$/), node: "string", buffer: "function" });
  });
});

describe("bundling", () => {
  it("resolves packages as the Convex bundler does, for the browser platform", async () => {
    expect(value(await query("runtime:packageBuild"))).toBe("browser");
  });
});

describe("transaction limits", () => {
  // These functions do a lot of work on purpose; the execution limit has its own test above.
  beforeAll(() => void (fixture.backend.runtime.executionLimitMs = 60_000));
  afterAll(() => void (fixture.backend.runtime.executionLimitMs = 1000));

  it("refuses more than 4096 index ranges read in one function", async () => {
    await mutation("messages:send", { conversation: "ranges", author: "a", body: "b" });
    expect(value(await query("runtime:readMany", { gets: 4000 }))).toBe(4000);
    expect(error(await query("runtime:readMany", { gets: 4096 }))).toContain("Too many reads in a single function execution (limit: 4096)");
  });

  it("refuses more than 16 MiB written in one mutation", async () => {
    const outcome = await mutation("runtime:writeBig", { conversation: "big-write", count: 17, bytes: 1_000_000 });
    expect(error(outcome)).toContain("Too many bytes written in a single function execution (limit: 16 MiB)");
  });

  it("refuses more than 16 MiB read in one function", async () => {
    for (let i = 0; i < 2; i++) value(await mutation("runtime:writeBig", { conversation: "big-read", count: 9, bytes: 1_000_000 }));
    expect(error(await query("runtime:readAll", { conversation: "big-read" }))).toContain(
      "Too many bytes read in a single function execution (limit: 16777216 bytes)",
    );
  });

  it("refuses more than 1000 scheduled functions from one mutation", async () => {
    expect(error(await mutation("runtime:scheduleMany", { count: 1001 }))).toContain("Too many functions scheduled by this mutation (limit: 1000)");
  });

  it("refuses a return value over 16 MiB", async () => {
    expect(error(await query("runtime:bigResult", { bytes: 17 << 20 }))).toContain("return value is too large");
  });
});

describe("optimistic concurrency", () => {
  it("runs concurrent read-modify-write mutations optimistically, retrying conflicts, losing no update", async () => {
    const runtime = fixture.backend.runtime;
    const retriesBefore = runtime.stats.retries;
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => mutation("runtime:increment", { name: "hot" })));
    const succeeded = outcomes.filter((o) => o.ok === true).length;
    expect(succeeded).toBeGreaterThan(0);
    expect(value(await query("messages:counted", { conversation: "hot" }))).toMatchObject({ counter: succeeded });
    expect(runtime.stats.retries).toBeGreaterThan(retriesBefore);
  });

  it("never shows a mutation another's half-applied writes", async () => {
    value(await mutation("runtime:increment", { name: "left" }));
    value(await mutation("runtime:increment", { name: "right" }));
    const calls = Array.from({ length: 8 }, (_, i) =>
      i % 2 === 0 ? mutation("runtime:transfer", { from: "left", to: "right" }) : mutation("runtime:audit", { a: "left", b: "right", total: 2 }),
    );
    const outcomes = await Promise.all(calls);
    for (const outcome of outcomes) {
      if (outcome.ok === false) expect(outcome.errorMessage).not.toContain("HALF_APPLIED");
    }
    const audits = outcomes.filter((_, i) => i % 2 === 1);
    expect(audits.some((o) => o.ok === true)).toBe(true);
    expect(value(await mutation("runtime:audit", { a: "left", b: "right", total: 2 }))).toBe(2);
  });

  it("fails with Convex's error when the reads keep changing on every retry", async () => {
    value(await mutation("runtime:increment", { name: "busy" }));
    let writing = true;
    const writer = (async () => {
      while (writing) await mutation("runtime:increment", { name: "busy" });
    })();
    const outcome = await mutation("runtime:slowRead", { name: "busy", reads: 30 });
    writing = false;
    await writer;
    expect(error(outcome)).toMatch(
      /Documents read from or written to the "counters" table changed while this mutation was being run and on every subsequent retry\. A call to "runtime:increment" changed the document with ID "[^"]+"\. See https:\/\/docs\.convex\.dev\/error#1/,
    );
  });
});
