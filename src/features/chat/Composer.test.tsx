import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderUi } from "@/testing/renderUi";
import { Composer } from "./Composer";
import { composerBlock } from "./composerBlock";
import { BlockedNotice, FreeCounter } from "./PlanNotices";

const free = (left: number) => ({ isPremium: false, messagesLeft: { anxiety: left, finance: 5 } });

describe("the chat's limit state", () => {
  it("starts when the free plan has no messages left in the topic", () => {
    expect(composerBlock(free(0), "anxiety")).toBe("limit");
    expect(composerBlock(free(1), "anxiety")).toBe("none");
  });

  it("never applies to trial or premium users", () => {
    expect(composerBlock({ isPremium: true, messagesLeft: null }, "anxiety")).toBe("none");
    expect(composerBlock({ isPremium: true, messagesLeft: null }, "finance")).toBe("none");
  });

  it("locks premium-only topics for free users", () => {
    expect(composerBlock(free(5), "finance")).toBe("locked");
    expect(composerBlock(free(5), "creativity")).toBe("locked");
    expect(composerBlock(free(5), "global-concerns")).toBe("locked");
  });

  it("shows the spec's placeholder and offers the upgrade, yet keeps the box open so a cry for help still reaches Kaia", async () => {
    const onSend = vi.fn();
    renderUi(
      <>
        <BlockedNotice block="limit" />
        <Composer onSend={onSend} busy={false} blocked="limit" />
      </>,
    );
    const box = screen.getByRole("textbox", { name: "Your message" });
    expect(box).toHaveAttribute("placeholder", "Daily limit reached. Upgrade to continue.");
    expect(screen.getByText("Message limit reached")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upgrade to Premium" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Send message" })).toBeDisabled();
    await userEvent.type(box, "I don't want to wake up tomorrow");
    expect(screen.getByRole("button", { name: "Send message" })).toBeEnabled();
  });

  it("counts the free messages left in the topic", () => {
    renderUi(<FreeCounter left={3} limit={5} />);
    expect(screen.getByText("3 of 5 free messages left today in this topic")).toBeInTheDocument();
  });

  it("says the last message right: '1 of 5 free messages left', not '1 of 5 free message left'", () => {
    renderUi(<FreeCounter left={1} limit={5} />);
    expect(screen.getByText("1 of 5 free messages left today in this topic")).toBeInTheDocument();
  });
});

describe("the message box", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps send disabled for an empty or whitespace-only message", async () => {
    renderUi(<Composer onSend={vi.fn()} busy={false} blocked="none" />);
    const send = screen.getByRole("button", { name: "Send message" });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByRole("textbox"), "   ");
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByRole("textbox"), "hi");
    expect(send).toBeEnabled();
  });

  it("sends on Enter and adds a line on Shift+Enter", async () => {
    const onSend = vi.fn().mockResolvedValue(true);
    renderUi(<Composer onSend={onSend} busy={false} blocked="none" />);
    const box = screen.getByRole("textbox");
    await userEvent.type(box, "first{Shift>}{Enter}{/Shift}second");
    expect(box).toHaveValue("first\nsecond");
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(box, "{Enter}");
    expect(onSend).toHaveBeenCalledWith("first\nsecond");
    expect(box).toHaveValue("");
  });

  it("finds its direction from what is typed, so Arabic and English mix cleanly", () => {
    renderUi(<Composer onSend={vi.fn()} busy={false} blocked="none" />);
    expect(screen.getByRole("textbox")).toHaveAttribute("dir", "auto");
  });

  it("gives the text back when the message did not go out", async () => {
    const onSend = vi.fn().mockResolvedValue(false);
    renderUi(<Composer onSend={onSend} busy={false} blocked="none" />);
    await userEvent.type(screen.getByRole("textbox"), "hello{Enter}");
    expect(screen.getByRole("textbox")).toHaveValue("hello");
  });

  it("has 2 rows on mobile and 3 from 768 px", () => {
    const { unmount } = renderUi(<Composer onSend={vi.fn()} busy={false} blocked="none" />);
    expect(screen.getByRole("textbox")).toHaveAttribute("rows", "2");
    unmount();
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("min-width: 768px"),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderUi(<Composer onSend={vi.fn()} busy={false} blocked="none" />);
    expect(screen.getByRole("textbox")).toHaveAttribute("rows", "3");
  });
});
