import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { HOME_TOPIC_IDS, PREMIUM_TOPIC_IDS } from "@shared/topics";
import { renderUi } from "@/testing/renderUi";
import { TopicGrid, topicLock } from "./TopicGrid";
import { shouldStartTrial } from "./useAutoTrial";

const premiumNames = ["Creativity & personal growth", "Climate & existential worries", "Finance"];

describe("the topic cards on /home", () => {
  it("are 13", () => {
    renderUi(<TopicGrid isPremium={false} chatPath="/chat" />);
    expect(screen.getAllByRole("listitem")).toHaveLength(13);
    expect(HOME_TOPIC_IDS).toHaveLength(13);
  });

  it("lock the premium-only topics for users neither premium nor in trial: dimmed, not clickable, Premium badge", () => {
    renderUi(<TopicGrid isPremium={false} chatPath="/chat" />);
    for (const name of premiumNames) {
      const card = screen.getByText(name).closest("[aria-disabled]") as HTMLElement;
      expect(card).toHaveAttribute("aria-disabled", "true");
      expect(card).toHaveClass("opacity-60");
      expect(card.closest("a")).toBeNull();
      expect(within(card).getByText("Premium")).toBeInTheDocument();
    }
    // Every other topic is a link to the chat.
    expect(screen.getAllByRole("link")).toHaveLength(13 - PREMIUM_TOPIC_IDS.length);
  });

  it("open every topic to premium and trial users, without badges", () => {
    renderUi(<TopicGrid isPremium chatPath="/es/chat" />);
    expect(screen.getAllByRole("link")).toHaveLength(13);
    expect(screen.queryByText("Premium")).toBeNull();
    expect(screen.getByRole("link", { name: /Finance/ })).toHaveAttribute("href", "/es/chat");
  });

  it("keep premium topics unclickable but undimmed while the plan is loading", () => {
    expect(topicLock("finance", undefined)).toBe("unknown");
    expect(topicLock("anxiety", undefined)).toBe("open");
    renderUi(<TopicGrid isPremium={undefined} chatPath="/chat" />);
    const card = screen.getByText("Finance").closest("[aria-disabled]") as HTMLElement;
    expect(card).not.toHaveClass("opacity-60");
    expect(within(card).queryByText("Premium")).toBeNull();
  });
});

describe("the automatic trial on /home", () => {
  const base = { isPremium: false, inTrial: false, trialUsed: false };
  it("starts for a loaded user who is neither premium nor in trial and never had one", () => {
    expect(shouldStartTrial({ ...base } as never)).toBe(true);
  });
  it("does not start while loading, when premium, in trial, or after a trial", () => {
    expect(shouldStartTrial(undefined)).toBe(false);
    expect(shouldStartTrial({ ...base, isPremium: true } as never)).toBe(false);
    expect(shouldStartTrial({ ...base, inTrial: true, isPremium: true } as never)).toBe(false);
    expect(shouldStartTrial({ ...base, trialUsed: true } as never)).toBe(false);
  });
});
