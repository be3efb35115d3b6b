// Convex's per-function limits (docs.convex.dev/production/state/limits) and the texts its
// backend fails with when a function goes past one.

const MiB = 1 << 20;

export const TRANSACTION_LIMITS = {
  /** Query and mutation user code, not counting database operations. */
  executionMs: 1000,
  /** Actions in the default runtime and in Node. */
  actionMs: 10 * 60 * 1000,
  nodeActionMs: 10 * 60 * 1000,
  documentsScanned: 32_000,
  bytesRead: 16 * MiB,
  /** Index ranges read: calls to `db.get` and `db.query`. */
  indexRanges: 4096,
  documentsWritten: 16_000,
  bytesWritten: 16 * MiB,
  scheduledFunctions: 1000,
  scheduledArgumentBytes: 16 * MiB,
  argumentBytes: 16 * MiB,
  returnValueBytes: 16 * MiB,
  /** Retries of a mutation whose reads changed before it could commit. */
  occRetries: 4,
};

const OVER_LIMIT_HELP =
  "Consider using smaller limits in your queries, paginating your queries, or using indexed queries with a selective index range expressions.";

/** Byte counts as Convex prints them: "16 MiB", "1.5 KiB", "1534 bytes". */
export function formatBytes(n: number): string {
  if (n === 0) return "0 bytes";
  const units: [number, string][] = [
    [1 << 30, "GiB"],
    [1e9, "GB"],
    [MiB, "MiB"],
    [1e6, "MB"],
    [1024, "KiB"],
    [1000, "KB"],
  ];
  for (const [size, name] of units) {
    if (n < size) continue;
    if (n % size === 0) return `${n / size} ${name}`;
    if ((n * 10) % size === 0) return `${Math.floor(n / size)}.${Math.floor((n * 10) / size) % 10} ${name}`;
  }
  return `${n} bytes`;
}

export const tooManyDocumentsRead = () =>
  new Error(`Too many documents read in a single function execution (limit: ${TRANSACTION_LIMITS.documentsScanned}). ${OVER_LIMIT_HELP}`);
export const tooManyBytesRead = () =>
  new Error(`Too many bytes read in a single function execution (limit: ${TRANSACTION_LIMITS.bytesRead} bytes). ${OVER_LIMIT_HELP}`);
export const tooManyReads = () => new Error(`Too many reads in a single function execution (limit: ${TRANSACTION_LIMITS.indexRanges}). ${OVER_LIMIT_HELP}`);
export const tooManyWrites = () => new Error(`Too many writes in a single function execution (limit: ${TRANSACTION_LIMITS.documentsWritten})`);
export const tooManyBytesWritten = () =>
  new Error(`Too many bytes written in a single function execution (limit: ${formatBytes(TRANSACTION_LIMITS.bytesWritten)})`);
export const tooManyScheduled = () => new Error(`Too many functions scheduled by this mutation (limit: ${TRANSACTION_LIMITS.scheduledFunctions})`);
export const scheduledArgumentsTooLarge = () =>
  new Error(
    `Too large total size of the arguments of scheduled functions from this mutation (limit: ${TRANSACTION_LIMITS.scheduledArgumentBytes} bytes)`,
  );
export const argumentsTooLarge = (path: string, size: number) =>
  `Arguments for ${path} are too large (actual: ${formatBytes(size)}, limit: ${formatBytes(TRANSACTION_LIMITS.argumentBytes)})`;
export const returnValueTooLarge = (path: string, size: number) =>
  `Function ${path} return value is too large (actual: ${formatBytes(size)}, limit: ${formatBytes(TRANSACTION_LIMITS.returnValueBytes)})`;

/** After the last retry of a mutation whose reads kept changing. */
export function occFailure(table: string, documentId: string, writer: string | null, self: string): string {
  const source = writer === self ? "Another call to this mutation" : `A call to "${writer ?? "a system operation"}"`;
  return (
    `Documents read from or written to the "${table}" table changed while this mutation was being run and on every subsequent retry. ` +
    `${source} changed the document with ID "${documentId}". See https://docs.convex.dev/error#1`
  );
}
