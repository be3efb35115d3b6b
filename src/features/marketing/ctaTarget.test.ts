import { describe, expect, it } from "vitest";
import { localizedPaths } from "@/config/paths";
import { SIGNED_OUT_VIEWER } from "@/hooks/useViewer";
import { dashboardTarget, topicCtaTarget } from "./ctaTarget";
import { TOPIC_PAGES } from "./topicPages";
import { signedInViewer as user } from "@/testing/viewers";

const es = localizedPaths("es");

describe("topic page calls to action", () => {
  it("open the topic's chat, with the language prefix, for a user with a password", () => {
    expect(topicCtaTarget(user(true), TOPIC_PAGES["anxiety-help"], "main", es)).toEqual({ to: "/es/chat", state: { categoryId: "anxiety" } });
    expect(topicCtaTarget(user(true), TOPIC_PAGES["relationship-advice"], "bottom", es).to).toBe("/es/chat/relationships");
    expect(topicCtaTarget(user(true), TOPIC_PAGES["world-crisis-anxiety"], "main", es).to).toBe("/es/chat/global-concerns");
    expect(topicCtaTarget(user(true), TOPIC_PAGES["feeling-disconnected-help"], "main", es).to).toBe("/es/chat/global-concerns");
  });
  it("send a signed-in user without a password to setup from the main button only", () => {
    expect(topicCtaTarget(user(false), TOPIC_PAGES["stress-relief"], "main", es).to).toBe("/es/auth/setup-password");
    expect(topicCtaTarget(user(false), TOPIC_PAGES["stress-relief"], "bottom", es).to).toBe("/es/email-intro");
  });
  it("send a visitor to Get Started", () => {
    expect(topicCtaTarget(SIGNED_OUT_VIEWER, TOPIC_PAGES["adhd-support"], "main", es).to).toBe("/es/email-intro");
  });
});

describe("the landing page's dashboard button", () => {
  it("follows password_set", () => {
    expect(dashboardTarget(user(true), es)).toBe("/es/home");
    expect(dashboardTarget(user(false), es)).toBe("/es/auth/setup-password");
    expect(dashboardTarget(SIGNED_OUT_VIEWER, es)).toBe("/es/email-intro");
  });
});

describe("topic pages config", () => {
  it("relates to at most three other pages, and only anxiety and depression show the emergency banner", () => {
    for (const page of Object.values(TOPIC_PAGES)) expect(page.related.length).toBeLessThanOrEqual(3);
    expect(Object.values(TOPIC_PAGES).filter((p) => p.emergency).map((p) => p.slug)).toEqual(["anxiety-help", "depression-support"]);
  });
});
