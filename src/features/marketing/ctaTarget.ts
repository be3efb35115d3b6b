import type { LocalizedPaths } from "@/config/paths";
import type { ViewerState } from "@/hooks/useViewer";
import type { TopicPageConfig } from "./topicPages";

export type CtaTarget = { to: string; state?: { categoryId: string } };

/**
 * Topic-page calls to action: a user with a password goes straight to the topic's chat. Otherwise
 * the main button sends a signed-in user without a password to password setup and a visitor to
 * Get Started; the bottom button sends every other case to Get Started.
 */
export function topicCtaTarget(
  viewer: ViewerState,
  page: Pick<TopicPageConfig, "topic" | "chatPath">,
  position: "main" | "bottom",
  p: LocalizedPaths,
): CtaTarget {
  if (viewer.status === "signedIn" && viewer.passwordSet) {
    return { to: page.chatPath ? p.chatTopic(page.chatPath) : p.chat, state: { categoryId: page.topic } };
  }
  if (position === "main" && viewer.status === "signedIn") return { to: p.setupPassword };
  return { to: p.emailIntro };
}

/** Landing hero: /home with a password, password setup for a user without one, Get Started for a visitor. */
export function dashboardTarget(viewer: ViewerState, p: LocalizedPaths): string {
  if (viewer.status !== "signedIn") return p.emailIntro;
  return viewer.passwordSet ? p.home : p.setupPassword;
}
