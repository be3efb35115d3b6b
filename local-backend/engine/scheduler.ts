// Scheduled functions (documents of `_scheduled_functions`, armed on real timers when their
// commit lands, re-armed after a restart) and the jobs of convex/crons.ts.
import type { Value } from "convex/values";
import { nextRun } from "./cron.ts";
import { encodeValue } from "./keys.ts";
import type { CronSpec } from "./modules.ts";
import type { Runtime } from "./runtime.ts";
import type { CommitInfo, DocRecord, Transaction } from "./store.ts";

const MAX_TIMER_MS = 2 ** 31 - 1;
export const KEEP_FINISHED_MS = 7 * 24 * 60 * 60 * 1000;
const PRUNE_BATCH = 1000;

type JobState = { kind: string };

export class Scheduler {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly cronTimers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<unknown>>();
  private stopped = false;

  constructor(private readonly rt: Runtime) {
    rt.store.sql.exec("CREATE TABLE IF NOT EXISTS crons (name TEXT PRIMARY KEY, next_run INTEGER NOT NULL, spec TEXT NOT NULL)");
    rt.commitListeners.push((info) => this.onCommit(info));
  }

  /** Arms every pending job; jobs that were mid-action when the process died are failed. */
  async start(): Promise<void> {
    const table = this.rt.store.tables.get("_scheduled_functions");
    const interrupted: string[] = [];
    for (const record of table?.docs.values() ?? []) {
      const state = record.value.state as JobState;
      if (state.kind === "pending") this.arm(record);
      else if (state.kind === "inProgress") interrupted.push(record.id);
    }
    if (interrupted.length > 0) {
      await this.rt.transact((tx) => {
        for (const id of interrupted) this.setState(tx, id, { kind: "failed", error: "Transient error while executing action" });
      });
    }
    await this.prune(Date.now());
  }

  /**
   * Deletes jobs that finished more than a week ago, in commits of at most PRUNE_BATCH. Only
   * jobs created before that can qualify, so the scan stops at that creation time.
   */
  async prune(now: number): Promise<number> {
    const cutoff = now - KEEP_FINISHED_MS;
    const index = this.rt.store.tables.get("_scheduled_functions")?.indexes.get("by_creation_time");
    if (!index) return 0;
    let deleted = 0;
    for (;;) {
      const batch: string[] = [];
      for (const id of index.ids("", encodeValue(cutoff))) {
        const record = this.rt.store.get(id);
        const kind = (record?.value.state as JobState | undefined)?.kind;
        if (!record || kind === "pending" || kind === "inProgress") continue;
        if (((record.value.completedTime as number | undefined) ?? (record.value.scheduledTime as number)) < cutoff) batch.push(id);
        if (batch.length === PRUNE_BATCH) break;
      }
      if (batch.length === 0) return deleted;
      await this.rt.transact((tx) => {
        for (const id of batch) this.rt.store.write(tx, "_scheduled_functions", id, null);
      });
      deleted += batch.length;
      if (batch.length < PRUNE_BATCH) return deleted;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of [...this.timers.values(), ...this.cronTimers.values()]) clearTimeout(timer);
    this.timers.clear();
    this.cronTimers.clear();
    await Promise.allSettled([...this.running]);
  }

  private onCommit(info: CommitInfo): void {
    for (const write of info.writes) {
      if (write.table !== "_scheduled_functions") continue;
      const state = write.after?.value.state as JobState | undefined;
      if (write.after && state?.kind === "pending") this.arm(write.after);
      else this.disarm(write.id);
    }
  }

  private arm(record: DocRecord): void {
    if (this.stopped) return;
    this.disarm(record.id);
    const delay = (record.value.scheduledTime as number) - Date.now();
    const timer = setTimeout(
      () => {
        this.timers.delete(record.id);
        if (delay > MAX_TIMER_MS) this.arm(record);
        else this.track(this.runJob(record.id));
      },
      Math.max(0, Math.min(delay, MAX_TIMER_MS)),
    );
    this.timers.set(record.id, timer);
  }

  private disarm(id: string): void {
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
  }

  private track(promise: Promise<unknown>): void {
    this.running.add(promise);
    void promise.finally(() => this.running.delete(promise));
  }

  private pending(id: string): DocRecord | null {
    const record = this.rt.store.get(id);
    return record && (record.value.state as JobState).kind === "pending" ? record : null;
  }

  private setState(tx: Transaction, id: string, state: JobState & { error?: string }): void {
    const record = this.rt.store.get(id);
    if (!record) return;
    const done = state.kind !== "inProgress";
    this.rt.store.write(tx, "_scheduled_functions", id, { ...record.value, state, ...(done ? { completedTime: Date.now() } : {}) });
  }

  private async runJob(id: string): Promise<void> {
    const record = this.pending(id);
    if (!record || this.stopped) return;
    if (!this.rt.modules) {
      // The functions failed to load (an edit in progress): wait for them rather than fail the job.
      this.timers.set(id, setTimeout(() => this.track(this.runJob(id)), 1000));
      return;
    }
    const name = record.value.name as string;
    const args = (record.value.args as Value[])[0] ?? {};
    const fn = this.rt.modules?.resolve(name);
    const options = { identity: null, fromClient: false, jobId: id };
    if (fn?.kind === "mutation") {
      const outcome = await this.rt.runMutation(name, args, {
        ...options,
        precondition: () => this.pending(id) !== null,
        beforeCommit: (tx) => this.setState(tx, id, { kind: "success" }),
      });
      if (outcome.ok === false) await this.rt.transact((tx) => this.setState(tx, id, { kind: "failed", error: outcome.message }));
      return;
    }
    if (fn?.kind !== "action") {
      await this.rt.transact((tx) => this.setState(tx, id, { kind: "failed", error: `Could not find function for '${name}'` }));
      return;
    }
    const started = await this.rt.transact((tx) => {
      if (!this.pending(id)) return false;
      this.setState(tx, id, { kind: "inProgress" });
      return true;
    });
    if (!started) return;
    const outcome = await this.rt.runAction(name, args, options);
    await this.rt.transact((tx) => {
      if ((this.rt.store.get(id)?.value.state as JobState | undefined)?.kind !== "inProgress") return;
      this.setState(tx, id, outcome.ok ? { kind: "success" } : { kind: "failed", error: outcome.message });
    });
  }

  /** (Re)arms convex/crons.ts; a job whose time passed while stopped runs once, now. */
  setCrons(crons: Record<string, CronSpec>): void {
    for (const timer of this.cronTimers.values()) clearTimeout(timer);
    this.cronTimers.clear();
    const sql = this.rt.store.sql;
    const rows = sql.prepare("SELECT name, next_run, spec FROM crons").all() as { name: string; next_run: number; spec: string }[];
    const saved = new Map(rows.map((r) => [r.name, r]));
    for (const name of saved.keys()) if (!(name in crons)) sql.prepare("DELETE FROM crons WHERE name = ?").run(name);
    for (const [name, cron] of Object.entries(crons)) {
      const spec = JSON.stringify(cron);
      const row = saved.get(name);
      const next = row && row.spec === spec ? row.next_run : nextRun(cron.schedule, Date.now());
      this.armCron(name, cron, spec, next);
    }
  }

  private armCron(name: string, cron: CronSpec, spec: string, at: number): void {
    if (this.stopped) return;
    this.rt.store.sql.prepare("INSERT OR REPLACE INTO crons (name, next_run, spec) VALUES (?, ?, ?)").run(name, at, spec);
    const timer = setTimeout(() => {
      if (at - Date.now() > 0) return this.armCron(name, cron, spec, at);
      this.track(this.runCron(cron).finally(() => this.armCron(name, cron, spec, nextRun(cron.schedule, Date.now()))));
    }, Math.min(Math.max(0, at - Date.now()), MAX_TIMER_MS));
    this.cronTimers.set(name, timer);
  }

  private async runCron(cron: CronSpec): Promise<void> {
    if (this.stopped) return;
    const args = (cron.args[0] ?? {}) as Value;
    const fn = this.rt.modules?.resolve(cron.name);
    const options = { identity: null, fromClient: false };
    if (fn?.kind === "mutation") await this.rt.runMutation(cron.name, args, options);
    else if (fn?.kind === "action") await this.rt.runAction(cron.name, args, options);
  }
}
