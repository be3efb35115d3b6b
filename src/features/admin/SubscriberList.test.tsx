import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { premiumEndOf } from "@shared/plans";
import { renderUi } from "@/testing/renderUi";
import type { Subscriber } from "./adminView";
import { SubscriberList } from "./SubscriberList";

const list = (subscribers: Subscriber[]) => (
  <SubscriberList subscribers={subscribers} loading={false} onGrant={vi.fn()} onRemove={vi.fn()} />
);

describe("the admin subscriber list", () => {
  it("says there are no subscribers yet when the list is empty", () => {
    renderUi(list([]));
    expect(screen.getByText("No subscribers yet.")).toBeInTheDocument();
  });

  it("shows a grant until 2027-06-30 as until June 30, 2027", () => {
    const granted = {
      id: "u1",
      email: "bear@example.com",
      manualOverride: true,
      manualUntil: premiumEndOf("2027-06-30"),
      manualTier: "premium",
      subscribed: false,
      updatedAt: 0,
      status: "premium_manual",
      tier: "premium",
    } as Subscriber;
    renderUi(list([granted]));
    expect(screen.getByText("until June 30, 2027", { exact: false })).toBeInTheDocument();
  });
});
