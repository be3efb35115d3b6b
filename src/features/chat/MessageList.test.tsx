import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderUi } from "@/testing/renderUi";
import { MessageBubble, UserBubble } from "./MessageBubble";
import { needsCrisisCard } from "./MessageList";
import { exampleCount, topicFrom } from "./topics";
import { englishMessages } from "@/testing/renderUi";
import { TOPIC_IDS } from "@shared/topics";
import type { ChatMessage } from "./types";

let id = 0;
const message = (fields: Partial<ChatMessage>): ChatMessage =>
  ({ _id: `m${id++}`, _creationTime: 0, role: "assistant", content: "", status: "done", ...fields }) as ChatMessage;

describe("an assistant reply", () => {
  it("shows the typing indicator until its first token", () => {
    renderUi(<MessageBubble message={message({ status: "pending" })} />);
    expect(screen.getByText("Kaia is typing…")).toBeInTheDocument();
  });

  it("renders as it grows, then in full", async () => {
    const { rerender } = renderUi(<MessageBubble message={message({ _id: "r" as never, status: "streaming", content: "Hello" })} />);
    expect(screen.getByText("Hello")).toBeInTheDocument();
    expect(screen.queryByText("Kaia is typing…")).toBeNull();
    rerender(<MessageBubble message={message({ _id: "r" as never, status: "done", content: "Hello there, **friend**" })} />);
    expect((await screen.findByText("friend")).tagName).toBe("STRONG");
  });

  it("is labelled when it comes from demo mode", () => {
    renderUi(<MessageBubble message={message({ content: "Sample", demo: true })} />);
    expect(screen.getByText("Demo reply")).toBeInTheDocument();
  });

  it("shows the hint for its error code when it failed", () => {
    renderUi(<MessageBubble message={message({ status: "error", errorCode: "RATE_LIMIT" })} />);
    expect(screen.getByText(/Rate limit reached/)).toBeInTheDocument();
  });

  it("renders Markdown: a link opens in a new tab", async () => {
    renderUi(<MessageBubble message={message({ content: "See [the guide](https://example.org)." })} />);
    expect(await screen.findByRole("link", { name: "the guide" })).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("offers Copy once finished, which puts the reply's text on the clipboard", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    const { rerender } = renderUi(<MessageBubble message={message({ _id: "c" as never, status: "streaming", content: "Breathe" })} />);
    expect(screen.queryByRole("button", { name: "Copy" })).toBeNull();
    rerender(<MessageBubble message={message({ _id: "c" as never, content: "Breathe **slowly**" })} />);
    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith("Breathe **slowly**");
    expect(screen.getByRole("button", { name: "Copied" })).toBeInTheDocument();
  });
});

describe("mixed-direction text", () => {
  it("lets every bubble find its own direction, so English inside Arabic keeps its punctuation", () => {
    const text = "جرّبت تطبيق Headspace (10 minutes) أمس!";
    const { container } = renderUi(
      <>
        <UserBubble text={text} />
        <MessageBubble message={message({ content: text })} />
      </>,
    );
    const bubbles = [...container.querySelectorAll("[dir=auto]")].filter((el) => el.textContent?.includes("Headspace"));
    expect(bubbles.length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText(text, { selector: "div" })).toHaveAttribute("dir", "auto");
  });
});

describe("crisis lines in the conversation", () => {
  it("go above a reply that has a crisis country, or that answers a message that signalled risk", () => {
    const flagged = [
      message({ role: "user", content: "…", risk: { categories: ["self_harm"], source: "screen" } }),
      message({}),
      message({ role: "user", content: "ok" }),
      message({}),
      message({ crisisCountry: "DE" }),
    ];
    expect(flagged.map((_, i) => needsCrisisCard(flagged, i))).toEqual([false, true, false, false, true]);
  });

  it("do not repeat above a reply whose message only carried the risk of an earlier one", () => {
    const carried = [
      message({ role: "user", content: "…", risk: { categories: ["self_harm"], source: "screen" } }),
      message({}),
      message({ role: "user", content: "I'm fine", risk: { categories: ["self_harm"], source: "screen", carried: true } }),
      message({}),
    ];
    expect(carried.map((_, i) => needsCrisisCard(carried, i))).toEqual([false, true, false, false]);
  });
});

describe("the chat's topic", () => {
  it("comes from /chat/<topic>, then navigation state categoryId, else general", () => {
    expect(topicFrom("/chat/relationships", { categoryId: "anxiety" })).toBe("relationships");
    expect(topicFrom("/es/chat/global-concerns", null)).toBe("global-concerns");
    expect(topicFrom("/chat", { categoryId: "anxiety" })).toBe("anxiety");
    expect(topicFrom("/chat", { categoryId: "nonsense" })).toBe("general");
    expect(topicFrom("/chat", undefined)).toBe("general");
  });

  it("has a welcome message and its example questions (ADHD eight, others four) in the catalog", () => {
    for (const topic of TOPIC_IDS) {
      expect(englishMessages[`chat.welcome.${topic}`]).toBeTruthy();
      expect(englishMessages[`home.topics.${topic}.name`]).toBeTruthy();
      for (let i = 1; i <= exampleCount(topic); i++) expect(englishMessages[`chat.examples.${topic}.${i}`]).toBeTruthy();
    }
    expect(exampleCount("adhd-focus")).toBe(8);
  });
});
