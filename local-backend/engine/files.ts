// File storage bytes, one file per storage id under the data folder. Metadata lives in the
// `_storage` table; bytes are written (and synced) before that document commits.
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

const UPLOAD_URL_LIFETIME_MS = 60 * 60 * 1000;

export class FileStore {
  private readonly dir: string;

  constructor(
    dataDir: string,
    private readonly secret: string,
  ) {
    this.dir = join(dataDir, "storage");
    mkdirSync(this.dir, { recursive: true });
  }

  private path(storageId: string): string {
    if (!/^[0-9a-z]+$/.test(storageId)) throw new Error("Invalid storage id");
    return join(this.dir, storageId);
  }

  write(storageId: string, bytes: Uint8Array): { sha256: string; size: number } {
    const target = this.path(storageId);
    const temp = `${target}.tmp`;
    const fd = openSync(temp, "w");
    try {
      writeSync(fd, bytes);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, target);
    return { sha256: createHash("sha256").update(bytes).digest("base64"), size: bytes.byteLength };
  }

  read(storageId: string): Buffer | null {
    try {
      return readFileSync(this.path(storageId));
    } catch {
      return null;
    }
  }

  remove(storageId: string): void {
    rmSync(this.path(storageId), { force: true });
  }

  /** A signed, expiring token for one upload, valid across restarts. */
  uploadToken(): string {
    const payload = `${Date.now() + UPLOAD_URL_LIFETIME_MS}.${randomBytes(8).toString("hex")}`;
    return `${payload}.${createHmac("sha256", this.secret).update(payload).digest("base64url")}`;
  }

  checkUploadToken(token: string): boolean {
    const last = token.lastIndexOf(".");
    if (last <= 0) return false;
    const payload = token.slice(0, last);
    const expected = Buffer.from(createHmac("sha256", this.secret).update(payload).digest("base64url"));
    const given = Buffer.from(token.slice(last + 1));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    return Number(payload.split(".")[0]) > Date.now();
  }
}
