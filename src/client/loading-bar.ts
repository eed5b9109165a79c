/**
 * The page loading bar (spec §2 "Toasts and loading bar", §9: throttle 200 ms, duration 5000 ms,
 * hides 500 ms after finishing; a failed style on error). A load shorter than the throttle shows
 * nothing; a longer one shows the bar growing to 100 % over the duration, then full, then gone.
 */
import { createStore } from "zustand/vanilla";

export const LOADING_BAR = Object.freeze({ throttleMs: 200, durationMs: 5000, hideDelayMs: 500 });

/**
 * - idle: nothing on screen;
 * - waiting: a load started, not yet shown (throttle);
 * - loading: shown, growing towards 100 % over `durationMs`;
 * - finished / failed: full width (failed in the error style), hidden `hideDelayMs` later.
 */
export type LoadingBarPhase = "idle" | "waiting" | "loading" | "finished" | "failed";

export const loadingBarStore = createStore<{ phase: LoadingBarPhase }>(() => ({ phase: "idle" }));

let timer: ReturnType<typeof setTimeout> | undefined;
const set = (phase: LoadingBarPhase) => loadingBarStore.setState({ phase });
const after = (ms: number, then: () => void) => {
  clearTimeout(timer);
  timer = setTimeout(then, ms);
};

export function startLoading(): void {
  const { phase } = loadingBarStore.getState();
  if (phase === "waiting" || phase === "loading") return;
  set("waiting");
  after(LOADING_BAR.throttleMs, () => set("loading"));
}

export function finishLoading(): void {
  const { phase } = loadingBarStore.getState();
  if (phase === "waiting") {
    clearTimeout(timer);
    set("idle");
  } else if (phase === "loading") {
    set("finished");
    after(LOADING_BAR.hideDelayMs, () => set("idle"));
  }
}

/** An error ends the load: shown in the failed style even when it came before the throttle. */
export function failLoading(): void {
  const { phase } = loadingBarStore.getState();
  if (phase === "idle" || phase === "failed") return;
  set("failed");
  after(LOADING_BAR.hideDelayMs, () => set("idle"));
}
