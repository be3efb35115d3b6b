import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, screen } from "@testing-library/react";
import { renderUi } from "@/testing/renderUi";
import { trialTimeLeft, TRIAL_TICK_MS } from "@/hooks/useTrialCountdown";
import { TrialBanner } from "./TrialBanner";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe("the trial countdown", () => {
  it("counts whole days while more than a day is left", () => {
    expect(trialTimeLeft(3 * DAY, 0)).toEqual({ unit: "days", value: 3, expiringSoon: false });
    expect(trialTimeLeft(DAY + 1, 0)).toMatchObject({ unit: "days", value: 2 });
  });

  it("never shows more days than a trial lasts, even read a moment before it started", () => {
    expect(trialTimeLeft(3 * DAY + 5_000, 0)).toMatchObject({ unit: "days", value: 3 });
  });

  it("counts hours in the last day, rounded up", () => {
    expect(trialTimeLeft(DAY, 0)).toMatchObject({ unit: "hours", value: 24 });
    expect(trialTimeLeft(90 * 60_000, 0)).toMatchObject({ unit: "hours", value: 2 });
    expect(trialTimeLeft(60_000, 0)).toMatchObject({ unit: "hours", value: 1 });
  });

  it("says it ends soon only in its last 24 hours, never from the first minute", () => {
    expect(trialTimeLeft(3 * DAY - 60_000, 0).expiringSoon).toBe(false);
    expect(trialTimeLeft(DAY + HOUR, 0).expiringSoon).toBe(false);
    expect(trialTimeLeft(DAY, 0).expiringSoon).toBe(true);
    expect(trialTimeLeft(2 * HOUR, 0).expiringSoon).toBe(true);
  });

  it("is over at the end", () => {
    expect(trialTimeLeft(0, 0).unit).toBe("expired");
  });
});

describe("the trial banner", () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  const trial = (endsAt: number) => ({
    plan: "trial" as const,
    inTrial: true,
    trialEndsAt: endsAt,
    trialUsed: true,
    hasStripeSubscription: false,
  });

  it("shows the days left and updates every 60 seconds", () => {
    renderUi(<TrialBanner status={trial(DAY + 30_000)} />);
    expect(screen.getByText("2 days left in your free trial")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TRIAL_TICK_MS));
    expect(screen.getByText("24 hours left in your free trial")).toBeInTheDocument();
    expect(screen.getByText(/Your free trial ends soon/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upgrade to continue" })).toBeInTheDocument();
  });

  it("says the free trial has ended once it is over on the free plan", () => {
    renderUi(<TrialBanner status={{ plan: "free", inTrial: false, trialUsed: true, hasStripeSubscription: false }} />);
    expect(screen.getByText("Your free trial has ended")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upgrade to Premium" })).toBeInTheDocument();
  });

  it("says Premium ended, not the trial, when paid or granted access ended after the trial", () => {
    const status = { plan: "free" as const, inTrial: false, trialUsed: true, trialEndsAt: 5 * DAY, subscriptionEnd: 40 * DAY, hasStripeSubscription: false };
    renderUi(<TrialBanner status={status} />);
    expect(screen.getByText("Your Premium has ended")).toBeInTheDocument();
    expect(screen.queryByText("Your free trial has ended")).toBeNull();
  });

  it("lets the ended notice be hidden, and brings it back at most once a day", async () => {
    const status = { plan: "free" as const, inTrial: false, trialUsed: true, hasStripeSubscription: false };
    const first = renderUi(<TrialBanner status={status} />);
    act(() => screen.getByRole("button", { name: "Hide this notice for today" }).click());
    expect(first.container).toBeEmptyDOMElement();
    first.unmount();
    vi.setSystemTime(23 * HOUR);
    expect(renderUi(<TrialBanner status={status} />).container).toBeEmptyDOMElement();
    cleanup();
    vi.setSystemTime(25 * HOUR);
    renderUi(<TrialBanner status={status} />);
    expect(screen.getByText("Your free trial has ended")).toBeInTheDocument();
  });

  it("shows nothing for someone who never had a trial or who pays", () => {
    const { container, unmount } = renderUi(
      <TrialBanner status={{ plan: "free", inTrial: false, trialUsed: false, hasStripeSubscription: false }} />,
    );
    expect(container).toBeEmptyDOMElement();
    unmount();
    const paid = renderUi(<TrialBanner status={{ plan: "premium", inTrial: false, trialUsed: true, hasStripeSubscription: true }} />);
    expect(paid.container).toBeEmptyDOMElement();
  });
});
