import { splitLanguage } from "@/config/paths";

// Screens that call the backend (or depend on who is signed in beyond "nobody").
const BACKEND_PATHS = ["/auth", "/email-intro", "/forgot-password", "/contact", "/helppage", "/home", "/chat", "/settings", "/profile"];

/** Whether a page needs the backend client; the landing, topic, legal and 404 pages render without it. */
export function needsBackend(pathname: string): boolean {
  const path = splitLanguage(pathname).path.replace(/\/+$/, "") || "/";
  return BACKEND_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
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
