import { render, screen, waitFor } from "@testing-library/react";
import { BrowserRouter, useLocation } from "react-router-dom";
import { afterEach, describe, expect, test } from "vitest";
import { FollowMissedMove, windowPinnedAt } from "./takeover";

function Address({ seen }: { seen: string[] }) {
  const { pathname } = useLocation();
  seen.push(pathname);
  return <p>{pathname}</p>;
}

describe("taking over a prerendered page", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  test("a move that lands before the first render still renders the prerendered page first, then follows the move", async () => {
    window.history.replaceState(null, "", "/about");
    const pinned = windowPinnedAt({ pathname: "/about", search: "", hash: "" });
    // The visitor goes back while the app is about to take the page over.
    window.history.pushState(null, "", "/contact");
    const seen: string[] = [];
    render(
      <BrowserRouter window={pinned.window}>
        <FollowMissedMove onMounted={pinned.release} />
        <Address seen={seen} />
      </BrowserRouter>,
    );
    expect(seen[0]).toBe("/about");
    await waitFor(() => expect(screen.getByText("/contact")).toBeInTheDocument());
    expect(window.location.pathname).toBe("/contact");
  });

  test("after the takeover the router reads the real address again", async () => {
    window.history.replaceState(null, "", "/about");
    const pinned = windowPinnedAt({ pathname: "/about", search: "", hash: "" });
    render(
      <BrowserRouter window={pinned.window}>
        <FollowMissedMove onMounted={pinned.release} />
        <Address seen={[]} />
      </BrowserRouter>,
    );
    window.history.pushState(null, "", "/pricing");
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
    await waitFor(() => expect(screen.getByText("/pricing")).toBeInTheDocument());
  });
});
