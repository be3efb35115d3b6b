import { existsSync, statSync } from "node:fs";
import { join, normalize } from "node:path";
import { DEFAULT_LANGUAGE } from "../convex/shared/languages.ts";
import { isAppPath, splitLanguage } from "../src/config/paths.ts";

/** The page the app is started from on addresses that have no prerendered file (the signed-in screens). */
export const APP_SHELL = "app.html";

/**
 * The file of a built app that answers an address, as any static host would serve it: the file
 * itself, the prerendered page (`/es/anxiety-help` -> `es/anxiety-help/index.html`), the app shell
 * for the app's other screens, or the language's prerendered 404 page with status 404.
 */
export function staticFileFor(appDir: string, pathname: string): { file: string; status: 200 | 404 } {
  const path = normalize(decodeURIComponent(pathname)).replace(/\/+$/, "") || "/";
  const isFile = (file: string) => file.startsWith(appDir) && existsSync(file) && statSync(file).isFile();
  for (const candidate of [join(appDir, path), join(appDir, path, "index.html")]) {
    if (isFile(candidate)) return { file: candidate, status: 200 };
  }
  if (isAppPath(path)) return { file: join(appDir, APP_SHELL), status: 200 };
  const language = splitLanguage(path).language ?? DEFAULT_LANGUAGE;
  const notFound = join(appDir, language === DEFAULT_LANGUAGE ? "" : language, "404.html");
  return isFile(notFound) ? { file: notFound, status: 404 } : { file: join(appDir, APP_SHELL), status: 200 };
}
