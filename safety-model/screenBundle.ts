// The crisis screen as a deployment ships it: one of its modules bundled with everything it
// imports, minified. `bench/safety-cold` prints its size and `screenBundle.test.ts` bounds it.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";

/** The screen's share of the deployed bundle may not pass 1 MB (10^6 bytes). */
export const SCREEN_BUNDLE_LIMIT = 1_000_000;

/** `convex/safety/<module>` bundled and minified: its code, its size in UTF-8 bytes, and each input's share. */
export async function bundleOfScreen(module: string): Promise<{ code: string; bytes: number; inputs: Record<string, { bytesInOutput: number }> }> {
  const entry = fileURLToPath(new URL(`../convex/safety/${module}`, import.meta.url));
  const out = await build({ entryPoints: [entry], bundle: true, minify: true, write: false, metafile: true, format: "iife", globalName: "screen", platform: "neutral", target: "es2022" });
  return { code: out.outputFiles[0].text, bytes: out.outputFiles[0].contents.byteLength, inputs: Object.values(out.metafile.outputs)[0].inputs };
}
