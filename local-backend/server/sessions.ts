// Mutation idempotency: a client resends unconfirmed mutations after a reconnect, so each
// committed (session, request) is recorded in the same durable commit and answered again.
import { convexToJson, type JSONValue, type Value } from "convex/values";
import type { Store } from "../engine/store.ts";

export const KEEP_MS = 24 * 60 * 60 * 1000;

export class SessionRequests {
  constructor(private readonly store: Store) {
    store.sql.exec(`CREATE TABLE IF NOT EXISTS session_requests (
      session_id TEXT NOT NULL, request_id INTEGER NOT NULL, ts TEXT NOT NULL, result TEXT NOT NULL,
      created INTEGER NOT NULL, PRIMARY KEY (session_id, request_id))`);
    store.sql.exec("CREATE INDEX IF NOT EXISTS session_requests_by_created ON session_requests (created)");
    this.prune(Date.now());
  }

  /** Forgets requests older than a day: no client resends a mutation that late. */
  prune(now: number): number {
    return this.store.sql.prepare("DELETE FROM session_requests WHERE created < ?").run(now - KEEP_MS).changes;
  }

  lookup(sessionId: string, requestId: number): { ts: bigint; result: JSONValue } | null {
    const row = this.store.sql
      .prepare("SELECT ts, result FROM session_requests WHERE session_id = ? AND request_id = ?")
      .get(sessionId, requestId) as { ts: string; result: string } | undefined;
    return row ? { ts: BigInt(row.ts), result: JSON.parse(row.result) as JSONValue } : null;
  }

  /** Called inside the mutation's SQLite transaction. */
  record(sessionId: string, requestId: number, ts: bigint, value: Value): void {
    this.store.sql
      .prepare("INSERT OR REPLACE INTO session_requests (session_id, request_id, ts, result, created) VALUES (?, ?, ?, ?, ?)")
      .run(sessionId, requestId, ts.toString(), JSON.stringify(convexToJson(value)), Date.now());
  }
}
