import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "@/testing/renderUi";
import { Image, IMAGE_TIMEOUT_MS } from "./Image";

const fallback = <span>placeholder</span>;

describe("images fall back to a placeholder", () => {
  afterEach(() => vi.useRealTimers());

  it("when there is no source", () => {
    render(<Image alt="" fallback={fallback} />);
    expect(screen.getByText("placeholder")).toBeInTheDocument();
  });

  it("when loading fails", () => {
    const { container } = render(<Image src="/a.png" alt="" fallback={fallback} />);
    fireEvent.error(container.querySelector("img")!);
    expect(screen.getByText("placeholder")).toBeInTheDocument();
  });

  it("when it has not loaded after 10 seconds", () => {
    vi.useFakeTimers();
    const { container } = render(<Image src="/slow.png" alt="" fallback={fallback} />);
    expect(container.querySelector("img")).not.toBeNull();
    act(() => vi.advanceTimersByTime(IMAGE_TIMEOUT_MS));
    expect(screen.getByText("placeholder")).toBeInTheDocument();
  });

  it("but not once it has loaded", () => {
    vi.useFakeTimers();
    const { container } = render(<Image src="/fast.png" alt="" fallback={fallback} />);
    fireEvent.load(container.querySelector("img")!);
    act(() => vi.advanceTimersByTime(IMAGE_TIMEOUT_MS));
    expect(screen.queryByText("placeholder")).toBeNull();
  });
});
