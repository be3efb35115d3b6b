import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { ReplyMarkdown } from "./ReplyMarkdown";

describe("a reply written in Markdown", () => {
  it("shows headings, emphasis, lists and inline code as formatting, not as raw marks", () => {
    const { container } = render(
      <ReplyMarkdown text={"## Small steps\n\nTry *one* thing **today**:\n\n- breathe\n- walk\n\n1. first\n2. second\n\nUse `pause`."} />,
    );
    expect(screen.getByText("Small steps")).toBeInTheDocument();
    expect(screen.getByText("one").tagName).toBe("EM");
    expect(screen.getByText("today").tagName).toBe("STRONG");
    expect(container.querySelectorAll("ul li")).toHaveLength(2);
    expect(container.querySelectorAll("ol li")).toHaveLength(2);
    expect(screen.getByText("pause").tagName).toBe("CODE");
    expect(container.textContent).not.toMatch(/[#*`]/);
  });

  it("makes links clickable in a new tab without giving the page a handle on Kaia", () => {
    render(<ReplyMarkdown text="Read [this guide](https://example.org/sleep) tonight." />);
    const link = screen.getByRole("link", { name: "this guide" });
    expect(link).toHaveAttribute("href", "https://example.org/sleep");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("never renders raw HTML or script links", () => {
    const { container } = render(
      <ReplyMarkdown text={'<img src=x onerror="alert(1)"> <b>bold</b> <script>alert(2)</script>\n\n[click](javascript:alert(3))'} />,
    );
    expect(container.querySelector("img, b, script")).toBeNull();
    expect(container.querySelector("a")).toBeNull();
    expect(container.textContent).toContain("<b>bold</b>");
    expect(screen.getByText(/click/)).toBeInTheDocument();
  });

  it("shows an image as a link instead of loading it", () => {
    const { container } = render(<ReplyMarkdown text="![a calm lake](https://example.org/lake.png)" />);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByRole("link", { name: "a calm lake" })).toHaveAttribute("target", "_blank");
  });

  it("lets each paragraph and list item find its own direction", () => {
    const { container } = render(<ReplyMarkdown text={"مرحبا، جرّب Headspace اليوم.\n\n- English item\n- بند عربي"} />);
    for (const block of container.querySelectorAll("p, li")) expect(block).toHaveAttribute("dir", "auto");
  });
});
