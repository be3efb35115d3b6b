// One runtime per data folder: a lock file holding the owner's process id. A lock left by
// a process that no longer exists (killed) is taken over.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

export class AlreadyRunningError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the data folder's lock; returns its release. */
export function acquireLock(dataDir: string): () => void {
  const path = join(dataDir, "backend.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, "wx");
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => {
        try {
          if (Number(readFileSync(path, "utf8").trim()) === process.pid) rmSync(path, { force: true });
        } catch {
          // already gone
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    }
    let owner = NaN;
    try {
      owner = Number(readFileSync(path, "utf8").trim());
    } catch {
      continue;
    }
    if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
      throw new AlreadyRunningError(
        `Kaia's local backend is already running on this data folder (${dataDir}, process ${owner}).\n` +
          "Use that one, stop it first, or start another with a different folder (--data-dir or KAIA_DATA_DIR).",
      );
    }
    rmSync(path, { force: true });
  }
  throw new Error(`Could not take the lock on ${dataDir}.`);
}
