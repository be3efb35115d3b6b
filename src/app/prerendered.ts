import { DEFAULT_LANGUAGE } from "@shared/languages";
import { NOT_FOUND_ROUTE, routeFor, splitLanguage } from "@/config/paths";
import { openedWithAuthCode } from "@/lib/initialUrl";
import { hasStoredSession } from "./backend/needsBackend";

/**
 * Which prerendered page an address shows, e.g. "es:anxiety-help": its language and its route's
 * meta key. Every unknown address of a language shares that language's 404 page.
 */
export function prerenderedPageKey(pathname: string): string {
  const { language, path } = splitLanguage(pathname);
  return `${language ?? DEFAULT_LANGUAGE}:${(routeFor(path) ?? NOT_FOUND_ROUTE).meta}`;
}

/** The attribute of the root element that names the prerendered page in it. */
export const PRERENDERED_ATTRIBUTE = "data-prerendered";

/**
 * Whether the app's first render is exactly what was prerendered for a visitor, so it can take over
 * the HTML in place. Someone with a saved session or a sign-in code gets a fresh render instead.
 */
export function canHydrate(root: HTMLElement, pathname: string): boolean {
  return root.getAttribute(PRERENDERED_ATTRIBUTE) === prerenderedPageKey(pathname) && !hasStoredSession() && !openedWithAuthCode();
}
