import { routeFor, splitLanguage } from "@/config/paths";

/** Whether a page needs the backend client; the landing, topic, legal and 404 pages render without it. */
export function needsBackend(pathname: string): boolean {
  return routeFor(splitLanguage(pathname).path)?.backend === true;
}

/** A session saved by a previous visit (or a sign-in in progress) means the backend is needed at once. */
export function hasStoredSession(storage: Pick<Storage, "length" | "key"> | undefined = safeLocalStorage()): boolean {
  if (!storage) return false;
  for (let i = 0; i < storage.length; i++) {
    if (storage.key(i)?.startsWith("__convexAuth")) return true;
  }
  return false;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
