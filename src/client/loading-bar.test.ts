import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { failLoading, finishLoading, LOADING_BAR, loadingBarStore, startLoading } from "./loading-bar";

const phase = () => loadingBarStore.getState().phase;

describe("loading bar (spec §9: throttle 200 ms, duration 5000 ms, hidden 500 ms after finishing)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    loadingBarStore.setState({ phase: "idle" });
  });
  afterEach(() => vi.useRealTimers());

  it("has the spec's figures", () => {
    expect(LOADING_BAR).toEqual({ throttleMs: 200, durationMs: 5000, hideDelayMs: 500 });
  });

  it("shows nothing for a load shorter than the throttle", () => {
    startLoading();
    vi.advanceTimersByTime(199);
    expect(phase()).toBe("waiting");
    finishLoading();
    expect(phase()).toBe("idle");
    vi.advanceTimersByTime(1000);
    expect(phase()).toBe("idle");
  });

  it("shows a longer load after 200 ms, then full, then hides it 500 ms after it finished", () => {
    startLoading();
    vi.advanceTimersByTime(200);
    expect(phase()).toBe("loading");
    vi.advanceTimersByTime(3000);
    finishLoading();
    expect(phase()).toBe("finished");
    vi.advanceTimersByTime(499);
    expect(phase()).toBe("finished");
    vi.advanceTimersByTime(1);
    expect(phase()).toBe("idle");
  });

  it("does not restart the throttle when a new load starts during one", () => {
    startLoading();
    vi.advanceTimersByTime(150);
    startLoading();
    vi.advanceTimersByTime(50);
    expect(phase()).toBe("loading");
  });

  it("turns to the failed style on error, then hides", () => {
    startLoading();
    vi.advanceTimersByTime(300);
    failLoading();
    expect(phase()).toBe("failed");
    finishLoading();
    expect(phase()).toBe("failed");
    vi.advanceTimersByTime(500);
    expect(phase()).toBe("idle");
  });

  it("shows an error even before the throttle has passed", () => {
    startLoading();
    failLoading();
    expect(phase()).toBe("failed");
    vi.advanceTimersByTime(200);
    expect(phase()).toBe("failed");
    vi.advanceTimersByTime(300);
    expect(phase()).toBe("idle");
  });

  it("ignores an error when nothing is loading", () => {
    failLoading();
    expect(phase()).toBe("idle");
  });

  it("starts again after a finished load is hidden, or while it is", () => {
    startLoading();
    vi.advanceTimersByTime(200);
    finishLoading();
    startLoading();
    expect(phase()).toBe("waiting");
    vi.advanceTimersByTime(200);
    expect(phase()).toBe("loading");
  });
});
