import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { useStore } from "zustand";
import { finishLoading, LOADING_BAR, loadingBarStore, startLoading } from "../../../client/loading-bar";

/**
 * The loading bar of spec §2, following React Router's navigation: it appears when a navigation
 * lasts over 200 ms, grows to 100 % over 5000 ms, fills and hides 500 ms after the page arrived;
 * an error (the route's error boundary) turns it to the failed style.
 */
export function LoadingBar({ label }: { label: string }) {
  const navigation = useNavigation();
  const phase = useStore(loadingBarStore, (s) => s.phase);
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (navigation.state === "idle") finishLoading();
    else startLoading();
  }, [navigation.state]);

  useEffect(() => {
    if (phase !== "loading" || !bar.current?.animate) return;
    const growth = bar.current.animate([{ width: "0%" }, { width: "100%" }], {
      duration: LOADING_BAR.durationMs,
      easing: "cubic-bezier(0.1, 0.7, 0.3, 1)",
      fill: "forwards",
    });
    return () => growth.cancel();
  }, [phase]);

  if (phase === "idle" || phase === "waiting") return null;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={phase === "loading" ? undefined : 100}
      data-phase={phase}
      className="pointer-events-none fixed inset-x-0 top-0 z-[80] h-1"
    >
      <div
        ref={bar}
        className={`h-full ${phase === "failed" ? "bg-red-600" : "bg-accent"} ${phase === "loading" ? "w-0" : "w-full"}`}
      />
    </div>
  );
}
