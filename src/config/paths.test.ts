import { describe, expect, it } from "vitest";
import { isAppPath, localizedPaths, localizePath, routeFor, splitLanguage, switchLanguagePath } from "./paths";
import { hasStoredSession, needsBackend } from "@/app/backend/needsBackend";

describe("language prefixes", () => {
  it("English has none, every other language has its code", () => {
    expect(localizePath("/auth", "en")).toBe("/auth");
    expect(localizePath("/auth", "ar")).toBe("/ar/auth");
    expect(localizePath("/", "sw")).toBe("/sw");
    expect(localizedPaths("ja").profileEdit).toBe("/ja/profile/edit");
  });
  it("are read back from a path", () => {
    expect(splitLanguage("/de/legal/terms")).toEqual({ language: "de", path: "/legal/terms" });
    expect(splitLanguage("/zh")).toEqual({ language: "zh", path: "/" });
    expect(splitLanguage("/design")).toEqual({ language: null, path: "/design" });
    expect(splitLanguage("/en/auth")).toEqual({ language: null, path: "/en/auth" });
  });
  it("switch the same page to another language", () => {
    expect(switchLanguagePath("/fr/contact", "en")).toBe("/contact");
    expect(switchLanguagePath("/contact", "hi")).toBe("/hi/contact");
  });
});

describe("the route table", () => {
  it("finds the route of a path, parameters and a trailing slash included", () => {
    expect(routeFor("/")?.page).toBe("marketing/LandingPage");
    expect(routeFor("/chat/relationships")?.page).toBe("chat/ChatPage");
    expect(routeFor("/legal/privacy/")?.meta).toBe("privacy");
    expect(routeFor("/chat/a/b")).toBeUndefined();
    expect(routeFor("/nope")).toBeUndefined();
  });
  it("tells the app's own addresses, in any language and old ones included, from unknown ones", () => {
    for (const path of ["/", "/es", "/home", "/ar/chat/anxiety", "/landing", "/fr/privacy-policy", "/zh/anxiety-help"]) expect(isAppPath(path), path).toBe(true);
    for (const path of ["/nope", "/es/nope", "/en/home", "/robots.txt"]) expect(isAppPath(path), path).toBe(false);
  });
});

describe("which pages need the backend", () => {
  it("lets landing, topic, legal and unknown pages render without it", () => {
    for (const path of ["/", "/es", "/anxiety-help", "/legal/privacy", "/ro/legal/terms", "/nope"]) expect(needsBackend(path), path).toBe(false);
  });
  it("loads it for sign-in, contact, admin and every protected page", () => {
    for (const path of ["/auth", "/auth/callback", "/es/email-intro", "/forgot-password", "/contact", "/helppage", "/home", "/chat/relationships", "/profile/edit"]) {
      expect(needsBackend(path), path).toBe(true);
    }
  });
  it("loads it at once when a session was saved", () => {
    const storage = (keys: string[]) => ({ length: keys.length, key: (i: number) => keys[i] ?? null });
    expect(hasStoredSession(storage(["theme", "__convexAuthJWT_http12700013210"]))).toBe(true);
    expect(hasStoredSession(storage(["theme", "appLanguage"]))).toBe(false);
  });
});
