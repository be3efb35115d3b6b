// The operations `convex/server` asks the backend for: database reads and writes, the
// scheduler, file storage, identity, and calls into other functions.
import { convexToJson, jsonToConvex, type Value } from "convex/values";
import type { ExecContext, Syscalls } from "./context.ts";
import { encodeValue, KEY_NEXT } from "./keys.ts";
import { scheduledArgumentsTooLarge, TRANSACTION_LIMITS, tooManyScheduled } from "./limits.ts";
import type { PendingWrites } from "./pending.ts";
import { paginate, QueryStream, type SerializedQuery } from "./query.ts";
import type { SyscallHost } from "./calls.ts";
import type { Doc, DocRecord, Transaction } from "./store.ts";

type Args = Record<string, unknown>;
/** Where a write goes: a mutation's pending writes, or a system transaction. */
type Writer = { write(table: string, id: string, doc: Doc | null): void };

/** A result that is already serialized JSON. */
class Raw {
  constructor(readonly json: string) {}
}

/** Canonical function path from a scheduler or runUdf address. */
export function addressToPath(address: Args): string {
  if (typeof address.functionHandle === "string") return address.functionHandle.replace(/^function:\/\/[^;]*;/, "");
  if (typeof address.name === "string") {
    const name = address.name.includes(":") ? address.name : `${address.name}:default`;
    return name.replace(/\.js:/, ":");
  }
  throw new Error("Component function references are not supported by the local runtime.");
}

function requireTx(ctx: ExecContext): PendingWrites {
  if (ctx.kind !== "mutation" || !ctx.pending) throw new Error("Writes are only allowed in mutations.");
  return ctx.pending;
}

function isPlainObject(value: unknown): value is Doc {
  return value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof ArrayBuffer);
}

export function createSyscalls(rt: SyscallHost): Syscalls {
  const store = rt.store;

  const system = (tx: Transaction): Writer => ({ write: (table, id, doc) => store.write(tx, table, id, doc) });

  /** A point read: one index range, and the document if there is one. */
  function readById(ctx: ExecContext, table: string, id: string): DocRecord | null {
    const key = encodeValue(id);
    ctx.reads?.countRange();
    ctx.reads?.add(table, { index: "by_id", lo: key, hi: key + KEY_NEXT });
    const record = ctx.view.get(id);
    if (record) ctx.reads?.countDocument(record);
    return record;
  }

  /** The document an id names, checking the table the caller expects. */
  function lookup(ctx: ExecContext, id: unknown, table: unknown, op: string, system = true): { table: string; record: DocRecord | null } {
    const actual = typeof id === "string" ? store.tableOfId(id) : null;
    if (actual === null) throw new Error(`Invalid argument \`id\` for \`db.${op}\`: ${JSON.stringify(id)} is not a valid ID.`);
    if (typeof table === "string" && table !== actual) {
      throw new Error(`Invalid argument \`id\` for \`db.${op}\`: expected an ID for table "${table}", got one for "${actual}".`);
    }
    if (!system && actual.startsWith("_")) throw new Error(`System tables are read-only: \`db.${op}\` can't write to "${actual}".`);
    return { table: actual, record: readById(ctx, actual, id as string) };
  }

  function checkFields(value: Doc, op: string): void {
    for (const key of Object.keys(value)) {
      if (key.startsWith("_") && key !== "_id" && key !== "_creationTime") {
        throw new Error(`Invalid argument for \`db.${op}\`: field "${key}" starts with "_", which is reserved for system fields.`);
      }
    }
  }

  function write(tx: Writer, table: string, id: string, doc: Doc | null): void {
    if (doc !== null) rt.validateDocument(table, doc);
    tx.write(table, id, doc);
  }

  function withSystemFields(record: DocRecord, fields: Doc, op: string): Doc {
    for (const key of ["_id", "_creationTime"]) {
      if (fields[key] !== undefined && fields[key] !== record.value[key]) {
        throw new Error(`Invalid argument for \`db.${op}\`: \`${key}\` does not match the document.`);
      }
      delete fields[key];
    }
    return { _id: record.value._id, _creationTime: record.value._creationTime, ...fields };
  }

  function scheduleJob(tx: Writer, args: Args): string {
    const name = addressToPath(args);
    if ("scheduled" in tx) {
      const pending = tx as PendingWrites;
      if (pending.scheduled >= TRANSACTION_LIMITS.scheduledFunctions) throw tooManyScheduled();
      const size = JSON.stringify(args.args ?? null).length;
      if (pending.scheduledBytes + size > TRANSACTION_LIMITS.scheduledArgumentBytes) throw scheduledArgumentsTooLarge();
      pending.scheduled += 1;
      pending.scheduledBytes += size;
    }
    const id = store.newId("_scheduled_functions");
    write(tx, "_scheduled_functions", id, {
      _id: id,
      _creationTime: store.nextCreationTime(),
      name,
      args: [jsonToConvex(args.args as never)],
      scheduledTime: (args.ts as number) * 1000,
      state: { kind: "pending" },
    });
    return id;
  }

  function cancelJob(ctx: ExecContext, tx: Writer, id: unknown): void {
    const record = typeof id === "string" && store.tableOfId(id) === "_scheduled_functions" ? readById(ctx, "_scheduled_functions", id) : null;
    if (!record || record.table !== "_scheduled_functions") throw new Error(`Invalid scheduled function id: ${JSON.stringify(id)}`);
    const state = record.value.state as { kind: string };
    if (state.kind === "pending" || state.kind === "inProgress") {
      write(tx, "_scheduled_functions", record.id, { ...record.value, state: { kind: "canceled" }, completedTime: Date.now() });
    }
  }

  function storageDoc(ctx: ExecContext, storageId: unknown): DocRecord | null {
    if (typeof storageId !== "string" || store.tableOfId(storageId) !== "_storage") return null;
    return readById(ctx, "_storage", storageId);
  }

  function storeBytes(tx: Writer, bytes: Uint8Array, contentType: string | null): string {
    const id = store.newId("_storage");
    const { sha256, size } = rt.files.write(id, bytes);
    const doc: Doc = { _id: id, _creationTime: store.nextCreationTime(), sha256, size };
    if (contentType) doc.contentType = contentType;
    write(tx, "_storage", id, doc);
    return id;
  }

  async function callFromAction(ctx: ExecContext, kind: "query" | "mutation" | "action", args: Args): Promise<string> {
    const path = addressToPath(args);
    const fnArgs = jsonToConvex(args.args as never);
    const options = { identity: ctx.identity, authToken: ctx.authToken, fromClient: false };
    const outcome =
      kind === "query"
        ? await rt.runQuery(path, fnArgs, options)
        : kind === "mutation"
          ? await rt.runMutation(path, fnArgs, options)
          : await rt.runAction(path, fnArgs, options);
    if (outcome.ok === "skipped") throw new Error("The mutation did not run.");
    ctx.logLines.push(...outcome.logLines);
    if (!outcome.ok) throw Object.assign(new Error(outcome.message), outcome.errorData === undefined ? {} : { data: outcome.errorData });
    return JSON.stringify(convexToJson(outcome.value));
  }

  const sync: Record<string, (ctx: ExecContext, args: Args) => unknown> = {
    "1.0/queryStream": (ctx, args) => {
      const id = ctx.nextStream++;
      ctx.streams.set(id, QueryStream.start(store, ctx.view, args.query as SerializedQuery, ctx.reads));
      return { queryId: id };
    },
    "1.0/queryCleanup": (ctx, args) => {
      const stream = ctx.streams.get(args.queryId as number);
      if (stream && ctx.reads) stream.recordReads(ctx.reads);
      return ctx.streams.delete(args.queryId as number);
    },
    "1.0/db/normalizeId": (_ctx, args) => ({
      id: typeof args.idString === "string" && store.tableOfId(args.idString) === args.table ? args.idString : null,
    }),
    "1.0/getSnapshotTs": () => convexToJson(store.ts),
  };

  const asyncOps: Record<string, (ctx: ExecContext, args: Args) => Promise<unknown> | unknown> = {
    "1.0/get": (ctx, args) => {
      const { record } = lookup(ctx, args.id, args.table, "get");
      return record ? new Raw(record.json) : null;
    },
    "1.0/queryStreamNext": (ctx, args) => {
      const stream = ctx.streams.get(args.queryId as number);
      if (!stream) throw new Error("This query is closed.");
      const record = stream.next();
      return new Raw(record ? `{"value":${record.json},"done":false}` : `{"value":null,"done":true}`);
    },
    "1.0/queryPage": (ctx, args) => {
      if (ctx.paginated) {
        throw new Error("Only one paginated query (`.paginate()`) is allowed per function execution.");
      }
      ctx.paginated = true;
      const endCursor = (args.endCursor as string | null) ?? ctx.journalIn;
      const result = paginate(
        store,
        ctx.view,
        {
          query: args.query as SerializedQuery,
          cursor: (args.cursor as string | null) ?? null,
          endCursor,
          pageSize: args.pageSize as number,
          maximumRowsRead: (args.maximumRowsRead as number | null) ?? null,
        },
        ctx.reads,
      );
      ctx.journalOut = result.continueCursor;
      const page = result.page.map((r) => r.json).join(",");
      const rest = JSON.stringify({ isDone: result.isDone, continueCursor: result.continueCursor, splitCursor: null, pageStatus: null });
      return new Raw(`{"page":[${page}],${rest.slice(1)}`);
    },
    "1.0/count": (ctx, args) => {
      ctx.reads?.addTable(args.table as string);
      return ctx.view.count(args.table as string);
    },
    "1.0/insert": (ctx, args) => {
      const tx = requireTx(ctx);
      const table = args.table as string;
      if (typeof table !== "string" || table.startsWith("_")) throw new Error(`Invalid table name for \`db.insert\`: ${JSON.stringify(table)}`);
      const value = jsonToConvex(args.value as never);
      if (!isPlainObject(value)) throw new Error("`db.insert` expects an object.");
      checkFields(value, "insert");
      if ("_id" in value || "_creationTime" in value) throw new Error("`db.insert` can't set system fields (`_id`, `_creationTime`).");
      const id = store.newId(table);
      write(tx, table, id, { _id: id, _creationTime: store.nextCreationTime(), ...value });
      return { _id: id };
    },
    "1.0/shallowMerge": (ctx, args) => {
      const tx = requireTx(ctx);
      const { table, record } = lookup(ctx, args.id, args.table, "patch", false);
      if (!record) throw new Error(`Patch on non-existent document with ID "${String(args.id)}"`);
      if (!isPlainObject(args.value)) throw new Error("`db.patch` expects an object.");
      const fields: Doc = { ...record.value };
      for (const [key, json] of Object.entries(args.value)) {
        if (isPlainObject(json) && "$undefined" in json) delete fields[key];
        else fields[key] = jsonToConvex(json as never);
      }
      checkFields(fields, "patch");
      write(tx, table, record.id, withSystemFields(record, fields, "patch"));
      return {};
    },
    "1.0/replace": (ctx, args) => {
      const tx = requireTx(ctx);
      const { table, record } = lookup(ctx, args.id, args.table, "replace", false);
      if (!record) throw new Error(`Replace on non-existent document with ID "${String(args.id)}"`);
      const value = jsonToConvex(args.value as never);
      if (!isPlainObject(value)) throw new Error("`db.replace` expects an object.");
      checkFields(value, "replace");
      write(tx, table, record.id, withSystemFields(record, { ...value }, "replace"));
      return {};
    },
    "1.0/remove": (ctx, args) => {
      const tx = requireTx(ctx);
      const { table, record } = lookup(ctx, args.id, args.table, "delete", false);
      if (!record) throw new Error(`Delete on non-existent document with ID "${String(args.id)}"`);
      write(tx, table, record.id, null);
      return {};
    },
    "1.0/getUserIdentity": (ctx) => ctx.identity,
    "1.0/schedule": (ctx, args) => scheduleJob(requireTx(ctx), args),
    "1.0/cancel_job": (ctx, args) => {
      cancelJob(ctx, requireTx(ctx), args.id);
      return {};
    },
    "1.0/actions/schedule": (_ctx, args) => rt.transact((tx) => scheduleJob(system(tx), args)),
    "1.0/actions/cancel_job": async (ctx, args) => {
      await rt.transact((tx) => cancelJob(ctx, system(tx), args.id));
      return {};
    },
    "1.0/storageGenerateUploadUrl": () => `${rt.url}/api/storage/upload?token=${rt.files.uploadToken()}`,
    "1.0/storageGetUrl": (ctx, args) => (storageDoc(ctx, args.storageId) ? `${rt.url}/api/storage/${args.storageId as string}` : null),
    "1.0/storageGetMetadata": (ctx, args) => {
      const doc = storageDoc(ctx, args.storageId);
      if (!doc) return null;
      const { sha256, size, contentType } = doc.value;
      return { storageId: doc.id, sha256, size, contentType: contentType ?? null };
    },
    "1.0/storageGet": (ctx, args) => {
      const doc = storageDoc(ctx, args.storageId);
      const bytes = doc && rt.files.read(doc.id);
      return bytes ? { blob: bytes.toString("base64"), contentType: doc.value.contentType ?? null } : null;
    },
    "1.0/storageStore": (ctx, args) => storeBytes(requireTx(ctx), Buffer.from(args.blob as string, "base64"), (args.contentType as string) || null),
    "1.0/storageDelete": async (ctx, args) => {
      const remove = (tx: Writer) => {
        const doc = storageDoc(ctx, args.storageId);
        if (!doc) throw new Error(`Storage id ${JSON.stringify(args.storageId)} not found`);
        write(tx, "_storage", doc.id, null);
      };
      if (ctx.kind === "mutation") remove(requireTx(ctx));
      else await rt.transact((tx) => remove(system(tx)));
      return {};
    },
    "1.0/runUdf": async (ctx, args) => new Raw(await rt.runNested(ctx, args.udfType as string, addressToPath(args), jsonToConvex(args.args as never))),
    "1.0/createFunctionHandle": (_ctx, args) => `function://;${addressToPath(args)}`,
    "1.0/getFunctionMetadata": (ctx) => ({ name: ctx.udfPath, componentPath: "" }),
    "1.0/getRequestMetadata": (ctx) => ({
      ip: null,
      userAgent: null,
      requestId: ctx.requestId,
      scheduledFunctionId: ctx.scheduledJobId,
      authToken: ctx.authToken,
    }),
    "1.0/getDeploymentMetadata": () => ({ name: "local", region: null, class: "s16" }),
    "1.0/auditLog": () => null,
    "1.0/actions/query": async (ctx, args) => new Raw(await callFromAction(ctx, "query", args)),
    "1.0/actions/mutation": async (ctx, args) => new Raw(await callFromAction(ctx, "mutation", args)),
    "1.0/actions/action": async (ctx, args) => new Raw(await callFromAction(ctx, "action", args)),

  };

  const jsOps: Record<string, (ctx: ExecContext, args: Args) => unknown> = {
    "storage/storeBlob": async (_ctx, args) => {
      const blob = args.blob as Blob;
      const bytes = new Uint8Array(await blob.arrayBuffer());
      return rt.transact((tx) => storeBytes(system(tx), bytes, blob.type || null));
    },
    "storage/getBlob": (ctx, args) => {
      const doc = storageDoc(ctx, args.storageId);
      const bytes = doc && rt.files.read(doc.id);
      return bytes ? new Blob([new Uint8Array(bytes)], { type: (doc.value.contentType as string | undefined) ?? "" }) : null;
    },
  };

  const encode = (result: unknown): string => (result instanceof Raw ? result.json : JSON.stringify((result ?? null) as Value));
  const unsupported = (op: string) => new Error(`\`${op}\` is not supported by the local runtime.`);

  return {
    syscall(ctx, op, args) {
      const handler = sync[op];
      if (!handler) throw unsupported(op);
      return JSON.stringify(handler(ctx, args) ?? null);
    },
    asyncSyscall(ctx, op, args) {
      const handler = asyncOps[op];
      if (!handler) throw unsupported(op);
      // Database reads and writes answer at once; only calls into other functions and system
      // transactions are truly asynchronous.
      const result = handler(ctx, args);
      return result instanceof Promise ? result.then(encode) : encode(result);
    },
    jsSyscall(ctx, op, args) {
      const handler = jsOps[op];
      if (!handler) throw unsupported(op);
      return handler(ctx, args);
    },
  };
}
