import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { loadReplyMarkdown, PlainReply, ReplyText } from "./ReplyText";

describe("a reply while the Markdown renderer loads", () => {
  it("reads as the same paragraphs, each finding its own direction", () => {
    const { container } = render(<PlainReply text={"First thought.\n\n  \nSecond thought,\nsame paragraph."} />);
    const paragraphs = [...container.querySelectorAll("p")];
    expect(paragraphs.map((p) => p.textContent)).toEqual(["First thought.", "Second thought,\nsame paragraph."]);
    expect(paragraphs.every((p) => p.getAttribute("dir") === "auto")).toBe(true);
  });

  it("is formatted as soon as the renderer has arrived", async () => {
    render(<ReplyText text="Take **one** small step." />);
    expect((await screen.findByText("one")).tagName).toBe("STRONG");
  });

  it("spaces plain text exactly as the Markdown renderer does", async () => {
    const text = "One.\n\nTwo.";
    const plain = render(<PlainReply text={text} />).container.innerHTML;
    await loadReplyMarkdown();
    const formatted = render(<ReplyText text={text} />).container.innerHTML;
    expect(formatted).toBe(plain);
  });
});
