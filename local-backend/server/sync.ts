// One WebSocket client speaking Convex's sync protocol (convex/src/browser/sync/protocol.ts).
// Client messages are handled in order; all query results go out in Transitions whose
// startVersion is exactly the version last sent, and a mutation's response is always
// followed by a Transition at or past its commit timestamp (that is what resolves it).
import { convexToJson, jsonToConvex, type JSONValue } from "convex/values";
import type { WebSocket } from "ws";
import type { Identity } from "../engine/context.ts";
import type { Services } from "./services.ts";
import type { QueryEntry, Subscriber } from "./subscriptions.ts";

export const MAX_MESSAGE_BYTES = 8 * 1024 * 1024;
/** How often the server pings (a protocol Ping and a WebSocket ping frame). */
export const PING_MS = 15_000;
/** Like Convex: a peer that answers nothing (no pong, no message) for this long is dropped. */
export const CLIENT_TIMEOUT_MS = 120_000;
/** Queries one connection may subscribe to at once. */
export const MAX_QUERIES_PER_CONNECTION = 1000;
/** Like Convex: mutations waiting behind a connection's running one, and actions in flight. */
export const MAX_PENDING_MUTATIONS = 1000;
export const MAX_INFLIGHT_ACTIONS = 1000;
/**
 * One turn of a connection's query re-runs holds the transaction lock for at most this many
 * queries or this long, then lets every other connection's waiting work in.
 */
const QUERIES_PER_TURN = 20;
const TURN_MS = 10;
/** WebSocket close code for "try again later" (Convex's for rate limits). */
const CLOSE_TRY_AGAIN = 1013;

type Message = Record<string, unknown> & { type: string };
type ClientQuery = { id: number; udfPath: string; args: JSONValue; journal: string | null; entry: QueryEntry | null; sentHash: string | null };
type Version = { querySet: number; identity: number; ts: bigint };
type Update = { hash: string; modification: object };

/** Timestamps travel as u64 little-endian bytes in base64. */
export function encodeTs(ts: bigint): string {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(ts);
  return bytes.toString("base64");
}

const isInt = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

export class SyncConnection implements Subscriber {
  private sessionId = "";
  private readonly queries = new Map<number, ClientQuery>();
  private querySetVersion = 0;
  private identityVersion = 0;
  private identity: Identity | null = null;
  private token: string | null = null;
  private sent: Version = { querySet: 0, identity: 0, ts: 0n };
  private dirty = new Set<number>();
  private removed = new Set<number>();
  private readonly responses: { message: object; ts: bigint }[] = [];
  private readonly inflight = new Map<number, Promise<void>>();
  /** The connection's mutations run one after another, as on Convex. */
  private mutations: Promise<unknown> = Promise.resolve();
  private actionsInFlight = 0;
  private inbox: Promise<void> = Promise.resolve();
  private pumping = false;
  private needsPump = false;
  private closed = false;
  private readonly ping: NodeJS.Timeout;
  private lastHeard = Date.now();
  private expiry: NodeJS.Timeout | undefined;

  constructor(
    private readonly ws: WebSocket,
    private readonly services: Services,
  ) {
    const { pingMs, timeoutMs } = services.heartbeat;
    this.ping = setInterval(() => {
      if (Date.now() - this.lastHeard > timeoutMs) return void (ws.terminate(), this.dispose());
      this.send({ type: "Ping" });
      if (ws.readyState === ws.OPEN) ws.ping();
    }, pingMs);
    ws.on("pong", () => (this.lastHeard = Date.now()));
    ws.on("message", (data: Buffer, isBinary: boolean) => {
      this.lastHeard = Date.now();
      this.receive(data, isBinary);
    });
    ws.on("close", () => this.dispose());
    ws.on("error", () => this.dispose());
  }

  private send(message: object): void {
    if (!this.closed && this.ws.readyState === this.ws.OPEN) this.ws.send(JSON.stringify(message));
  }

  private fatal(error: string, code = 1008): void {
    this.send({ type: "FatalError", error });
    this.ws.close(code, error.slice(0, 100));
    this.dispose();
  }

  dispose(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.ping);
    clearTimeout(this.expiry);
    for (const q of this.queries.values()) if (q.entry) this.services.subs.release(q.entry, this);
    this.queries.clear();
  }

  private receive(data: Buffer, isBinary: boolean): void {
    if (this.closed) return;
    let message: Message;
    try {
      message = JSON.parse(data.toString("utf8")) as Message;
      if (isBinary || message === null || typeof message !== "object" || typeof message.type !== "string") throw new Error();
    } catch {
      return this.fatal("Invalid message: expected a JSON object with a `type`.");
    }
    if (data.length > MAX_MESSAGE_BYTES) {
      const tooLarge = `Message too large: ${data.length} bytes (the limit is ${MAX_MESSAGE_BYTES}).`;
      if ((message.type === "Mutation" || message.type === "Action") && isInt(message.requestId)) {
        return this.send({ type: `${message.type}Response`, requestId: message.requestId, success: false, result: tooLarge, logLines: [] });
      }
      return this.fatal(tooLarge);
    }
    this.inbox = this.inbox.then(() => this.handle(message)).catch((e: Error) => this.fatal(`Internal error: ${e.message}`));
  }

  private async handle(message: Message): Promise<void> {
    if (this.closed) return;
    switch (message.type) {
      case "Connect":
        this.sessionId = typeof message.sessionId === "string" ? message.sessionId : "";
        return;
      case "ModifyQuerySet":
        return this.modifyQuerySet(message);
      case "Authenticate":
        return this.authenticate(message);
      case "Mutation":
      case "Action":
        return this.request(message);
      case "Event":
        return;
      default:
        return this.fatal(`Unknown message type: ${JSON.stringify(message.type).slice(0, 50)}`);
    }
  }

  private modifyQuerySet(message: Message): void {
    if (message.baseVersion !== this.querySetVersion || !isInt(message.newVersion) || !Array.isArray(message.modifications)) {
      return this.fatal(`Invalid ModifyQuerySet: base version ${String(message.baseVersion)} does not match ${this.querySetVersion}.`);
    }
    for (const mod of message.modifications as Record<string, unknown>[]) {
      if (mod?.type === "Add" && isInt(mod.queryId) && typeof mod.udfPath === "string" && Array.isArray(mod.args)) {
        if (this.queries.has(mod.queryId)) return this.fatal(`Query ${mod.queryId} is already in the query set.`);
        const journal = typeof mod.journal === "string" ? mod.journal : null;
        this.queries.set(mod.queryId, { id: mod.queryId, udfPath: mod.udfPath, args: (mod.args[0] ?? {}) as JSONValue, journal, entry: null, sentHash: null });
        this.dirty.add(mod.queryId);
        this.removed.delete(mod.queryId);
      } else if (mod?.type === "Remove" && isInt(mod.queryId)) {
        const query = this.queries.get(mod.queryId);
        if (!query) return this.fatal(`Query ${mod.queryId} is not in the query set.`);
        if (query.entry) this.services.subs.release(query.entry, this);
        this.queries.delete(mod.queryId);
        this.dirty.delete(mod.queryId);
        this.removed.add(mod.queryId);
      } else {
        return this.fatal("Invalid query set modification.");
      }
    }
    if (this.queries.size > MAX_QUERIES_PER_CONNECTION) {
      return this.fatal(`Too many queries: this connection subscribes to ${this.queries.size}; the limit is ${MAX_QUERIES_PER_CONNECTION}.`);
    }
    this.querySetVersion = message.newVersion as number;
    this.schedulePump();
  }

  private async authenticate(message: Message): Promise<void> {
    if (message.baseVersion !== this.identityVersion) {
      return this.fatal(`Invalid Authenticate: base version ${String(message.baseVersion)} does not match ${this.identityVersion}.`);
    }
    const refuse = (error: string) => {
      this.send({ type: "AuthError", error, baseVersion: message.baseVersion, authUpdateAttempted: true });
      setTimeout(() => this.ws.close(1000, "AuthError"), 50).unref();
      this.dispose();
    };
    let identity: Identity | null = null;
    let token: string | null = null;
    let expiresAt: number | null = null;
    if (message.tokenType === "User" && typeof message.value === "string") {
      try {
        ({ identity, expiresAt } = await this.services.verifier().verify(message.value));
        token = message.value;
      } catch (e) {
        return refuse((e as Error).message);
      }
    } else if (message.tokenType !== "None") {
      return refuse("Only user tokens are accepted by the local backend.");
    }
    this.identity = identity;
    this.token = token;
    this.identityVersion += 1;
    clearTimeout(this.expiry);
    if (expiresAt !== null) {
      // Like Convex: when the token expires the identity ends and the client must re-authenticate.
      this.expiry = setTimeout(() => this.expire(), Math.min(Math.max(0, expiresAt - Date.now()), 2 ** 31 - 1));
    }
    for (const query of this.queries.values()) {
      if (query.entry) this.services.subs.release(query.entry, this);
      query.entry = null;
      this.dirty.add(query.id);
    }
    this.schedulePump();
  }

  private expire(): void {
    this.send({ type: "AuthError", error: "Token expired", baseVersion: this.identityVersion - 1, authUpdateAttempted: false });
    setTimeout(() => this.ws.close(1000, "Token expired"), 50).unref();
    this.dispose();
  }

  private request(message: Message): void {
    const kind = message.type as "Mutation" | "Action";
    const requestId = message.requestId;
    if (!isInt(requestId) || typeof message.udfPath !== "string" || !Array.isArray(message.args)) {
      return this.fatal(`Invalid ${kind} message.`);
    }
    const identity = this.identity;
    const authToken = this.token;
    const fail = (result: string) => this.send({ type: `${kind}Response`, requestId, success: false, result, logLines: [] });
    let args;
    try {
      args = jsonToConvex((message.args[0] ?? {}) as JSONValue);
    } catch (e) {
      return fail(`Invalid arguments: ${(e as Error).message}`);
    }
    const { rt, sessions } = this.services;
    const udfPath = message.udfPath;
    if (kind === "Action") {
      if (this.actionsInFlight >= MAX_INFLIGHT_ACTIONS) {
        return this.fatal(`Too many actions in flight on one connection; the limit is ${MAX_INFLIGHT_ACTIONS}.`, CLOSE_TRY_AGAIN);
      }
      this.actionsInFlight += 1;
      void rt
        .runAction(udfPath, args, { identity, authToken, fromClient: true })
        .then((outcome) =>
          this.send(
            outcome.ok
              ? { type: "ActionResponse", requestId, success: true, result: convexToJson(outcome.value), logLines: outcome.logLines }
              : { type: "ActionResponse", requestId, success: false, result: outcome.errorMessage, errorData: outcome.errorData, logLines: outcome.logLines },
          ),
        )
        .finally(() => (this.actionsInFlight -= 1));
      return;
    }
    if (this.inflight.has(requestId)) return;
    if (this.inflight.size > MAX_PENDING_MUTATIONS) {
      return this.fatal(`Too many concurrent mutations: only ${MAX_PENDING_MUTATIONS} may wait on one connection.`, CLOSE_TRY_AGAIN);
    }
    // Without a session (no Connect yet) requests can't be told apart, so none is deduplicated.
    const sessionId = this.sessionId;
    const done = sessionId ? sessions.lookup(sessionId, requestId) : null;
    if (done) {
      this.responses.push({ message: { type: "MutationResponse", requestId, success: true, result: done.result, ts: encodeTs(done.ts), logLines: [] }, ts: done.ts });
      return this.schedulePump();
    }
    const run = this.mutations
      .then(() =>
        rt.runMutation(udfPath, args, {
          identity,
          authToken,
          fromClient: true,
          onCommit: (ts, value) => sessionId && sessions.record(sessionId, requestId, ts, value),
        }),
      )
      .then((outcome) => {
        this.inflight.delete(requestId);
        if (outcome.ok === true) {
          const result = convexToJson(outcome.value);
          this.responses.push({ message: { type: "MutationResponse", requestId, success: true, result, ts: encodeTs(outcome.ts), logLines: outcome.logLines }, ts: outcome.ts });
          this.schedulePump();
        } else if (outcome.ok === false) {
          this.send({ type: "MutationResponse", requestId, success: false, result: outcome.errorMessage, errorData: outcome.errorData, logLines: outcome.logLines });
        }
      });
    this.inflight.set(requestId, run);
    this.mutations = run.catch(() => undefined);
  }

  invalidated(entry: QueryEntry): void {
    for (const query of this.queries.values()) if (query.entry === entry) this.dirty.add(query.id);
    this.schedulePump();
  }

  private schedulePump(): void {
    this.needsPump = true;
    if (this.pumping || this.closed) return;
    this.pumping = true;
    setImmediate(() => void this.pump());
  }

  /** One turn under the lock: re-runs some dirty queries; once none are left, the version reached. */
  private async turn(updates: Map<number, Update>): Promise<{ version: Version; removed: number[] } | null> {
    const { rt, subs } = this.services;
    const started = performance.now();
    const identityVersion = this.identityVersion;
    const identity = this.identity;
    let count = 0;
    for (const id of this.dirty) {
      if (count >= QUERIES_PER_TURN || performance.now() - started > TURN_MS) return null;
      this.dirty.delete(id);
      const query = this.queries.get(id);
      if (!query) continue;
      count += 1;
      // An Authenticate handled meanwhile makes this identity's entries temporary.
      let entry = query.entry;
      const temporary = !entry && this.identityVersion !== identityVersion;
      if (!entry) entry = subs.acquire(query.udfPath, query.args, identity, query.journal, this);
      if (!temporary) query.entry ??= entry;
      const result = await subs.refresh(entry);
      if (temporary) subs.release(entry, this);
      updates.set(id, {
        hash: result.hash,
        modification: result.ok
          ? { type: "QueryUpdated", queryId: id, value: result.value, logLines: result.logLines, journal: result.journal }
          : { type: "QueryFailed", queryId: id, errorMessage: result.errorMessage, errorData: result.errorData, logLines: result.logLines, journal: result.journal },
      });
    }
    if (this.dirty.size > 0) return null;
    const removed = [...this.removed];
    this.removed.clear();
    const ts = rt.store.ts > this.sent.ts ? rt.store.ts : this.sent.ts;
    return { version: { querySet: this.querySetVersion, identity: this.identityVersion, ts }, removed };
  }

  /**
   * Brings the client up to date: fresh results of dirty queries, then one Transition. The
   * queries re-run in short turns of the transaction lock, so a connection with many of them
   * never stalls the others. A result stays valid until a commit invalidates its entry, which
   * marks the query dirty again; the Transition goes out once a turn ends with nothing it
   * computed invalidated, at the timestamp of that turn's end.
   */
  private async pump(): Promise<void> {
    const { rt } = this.services;
    try {
      while (this.needsPump && !this.closed) {
        this.needsPump = false;
        const updates = new Map<number, Update>();
        let reached: { version: Version; removed: number[] } | null = null;
        for (;;) {
          reached = await rt.lock.run(() => this.turn(updates));
          if (reached !== null || this.closed) break;
          // Queries run as one chain of promises: without this, requests waiting on sockets never get in.
          await new Promise((next) => setImmediate(next));
        }
        if (!reached || this.closed) return;
        const end = reached.version;
        const modifications: object[] = reached.removed.map((queryId) => ({ type: "QueryRemoved", queryId }));
        for (const [id, update] of updates) {
          const query = this.queries.get(id);
          if (!query || update.hash === query.sentHash) continue;
          query.sentHash = update.hash;
          modifications.push(update.modification);
        }
        const ready = this.responses.filter((r) => r.ts <= end.ts);
        if (ready.length < this.responses.length) this.needsPump = true;
        this.responses.splice(0, this.responses.length, ...this.responses.filter((r) => r.ts > end.ts));
        for (const response of ready) this.send(response.message);
        const changed = end.querySet !== this.sent.querySet || end.identity !== this.sent.identity;
        if (modifications.length > 0 || ready.length > 0 || changed) {
          this.send({
            type: "Transition",
            startVersion: { querySet: this.sent.querySet, identity: this.sent.identity, ts: encodeTs(this.sent.ts) },
            endVersion: { querySet: end.querySet, identity: end.identity, ts: encodeTs(end.ts) },
            modifications,
          });
          this.sent = end;
        }
      }
    } catch (e) {
      this.fatal(`Internal error: ${(e as Error).message}`);
    } finally {
      this.pumping = false;
      if (this.needsPump && !this.closed) this.schedulePump();
    }
  }
}
