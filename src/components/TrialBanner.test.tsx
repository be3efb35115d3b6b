import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen } from "@testing-library/react";
import { renderUi } from "@/testing/renderUi";
import { trialTimeLeft, TRIAL_TICK_MS } from "@/hooks/useTrialCountdown";
import { TrialBanner } from "./TrialBanner";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe("the trial countdown", () => {
  it("counts whole days while more than a day is left", () => {
    expect(trialTimeLeft(3 * DAY, 0)).toEqual({ unit: "days", value: 3, expiringSoon: true });
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

  it("warns when 3 days or less remain, and not before", () => {
    expect(trialTimeLeft(4 * DAY, 0).expiringSoon).toBe(false);
    expect(trialTimeLeft(3 * DAY, 0).expiringSoon).toBe(true);
    expect(trialTimeLeft(2 * HOUR, 0).expiringSoon).toBe(true);
  });

  it("is over at the end", () => {
    expect(trialTimeLeft(0, 0).unit).toBe("expired");
  });
});

describe("the trial banner", () => {
  beforeEach(() => {
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
    expect(screen.getByText(/Your trial ends soon/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upgrade to continue" })).toBeInTheDocument();
  });

  it("says Trial Expired once the trial is over on the free plan", () => {
    renderUi(<TrialBanner status={{ plan: "free", inTrial: false, trialUsed: true, hasStripeSubscription: false }} />);
    expect(screen.getByText("Trial Expired")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upgrade to Premium" })).toBeInTheDocument();
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
