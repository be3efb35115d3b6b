// Stored files, removed safely: a file may already be gone (removed by another path, or never uploaded).
import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "./functions";

/** Deletes a stored file if it is still there. */
export async function removeStoredFile(ctx: MutationCtx, storageId: Id<"_storage"> | undefined): Promise<void> {
  if (storageId && (await ctx.db.system.get(storageId)) !== null) await ctx.storage.delete(storageId);
}
