// The crisis screen as a deployment ships it: one of its modules bundled with everything it
// imports by the Convex CLI's own esbuild options (ES module, syntax and names minified but not
// whitespace, names kept, every character outside ASCII escaped). `bench/safety-cold` prints its
// size and runs it, `screenBundle.test.ts` bounds it.
import { fileURLToPath } from "node:url";
import { bundleForConvex } from "../local-backend/engine/modules";

/** The screen's share of the deployed bundle may not pass 1 MB (10^6 bytes). */
export const SCREEN_BUNDLE_LIMIT = 1_000_000;

/** `convex/safety/<module>` as deployed: its code (an ES module), its size in UTF-8 bytes, and each input's share. */
export async function bundleOfScreen(module: string): Promise<{ code: string; bytes: number; inputs: Record<string, { bytesInOutput: number }> }> {
  const convexDir = fileURLToPath(new URL("../convex", import.meta.url));
  const { modules, metafile } = await bundleForConvex(convexDir, [`safety/${module}`], "browser", false);
  const code = modules[0].source; // one module: no splitting
  return { code, bytes: Buffer.byteLength(code), inputs: Object.values(metafile.outputs)[0].inputs };
}
