import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HOME_TOPIC_IDS, PREMIUM_TOPIC_IDS } from "@shared/topics";
import { renderUi } from "@/testing/renderUi";
import { APP_DIALOGS } from "@/app/appDialogs";
import { AppDialogsContext } from "@/components/appDialogs";
import { TopicGrid, topicLock } from "./TopicGrid";
import { shouldStartTrial } from "./useAutoTrial";

const premiumNames = ["Creativity & personal growth", "Climate & existential worries", "Finance"];

describe("the topic cards on /home", () => {
  it("are 13", () => {
    renderUi(<TopicGrid isPremium={false} chatPath="/chat" />);
    expect(screen.getAllByRole("listitem")).toHaveLength(13);
    expect(HOME_TOPIC_IDS).toHaveLength(13);
  });

  it("lock the premium-only topics for users neither premium nor in trial: a Premium badge, and a tap opens the upgrade", async () => {
    const upgrade = ({ open }: { open: boolean }) => (open ? <div role="dialog" aria-label="Upgrade to Premium" /> : null);
    renderUi(
      <AppDialogsContext.Provider value={{ ...APP_DIALOGS, upgrade }}>
        <TopicGrid isPremium={false} chatPath="/chat" />
      </AppDialogsContext.Provider>,
    );
    for (const name of premiumNames) {
      const card = screen.getByRole("button", { name: new RegExp(name) });
      expect(card).toHaveAttribute("aria-haspopup", "dialog");
      expect(card.closest("a")).toBeNull();
      expect(within(card).getByText("Premium")).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole("button", { name: /Finance/ }));
    expect(await screen.findByRole("dialog", { name: "Upgrade to Premium" })).toBeInTheDocument();
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
    expect(card).toHaveAttribute("aria-disabled", "true");
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
