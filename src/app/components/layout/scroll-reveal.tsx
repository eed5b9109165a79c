/**
 * Entrance animations (spec §3 REPEAT_ANIMATION; docs/decisions/116): the sections of a page
 * below the first one, and whatever the owner marks `data-vs-animate` in a layout, rise into view
 * as the visitor scrolls to them; with REPEAT_ANIMATION they do so each time they come back on
 * screen, else once. What is on screen when the page opens is never hidden (no flash, no delay of
 * the first paint), nothing is hidden without JavaScript, and nothing moves for a visitor who asks
 * for reduced motion. The state is a data attribute (React owns the class names); the transition
 * is in themes/header.css.
 */
import { useEffect } from "react";
import { useLocation } from "react-router";

export type RevealState = "hidden" | "shown";

const revealSelector = "#contenu .vs-layout:not(:first-child), #contenu [data-vs-animate]";

/** What a watched element becomes when the observer reports it, and whether to keep watching it. */
export function nextReveal(
  intersecting: boolean,
  state: RevealState,
  repeat: boolean,
): { state: RevealState; watch: boolean } {
  if (intersecting) return { state: "shown", watch: repeat };
  // out of sight: it rises in again next time when the animation repeats
  return { state: repeat && state === "shown" ? "hidden" : state, watch: true };
}

export function ScrollReveal({ repeat }: { repeat: boolean }) {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page brings new sections to watch
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        const current = element.dataset.vsReveal === "hidden" ? "hidden" : "shown";
        const next = nextReveal(entry.isIntersecting, current, repeat);
        if (next.state !== current) element.dataset.vsReveal = next.state;
        if (!next.watch) observer.unobserve(element);
      }
    });
    for (const element of document.querySelectorAll<HTMLElement>(revealSelector)) {
      if (element.dataset.vsReveal) continue;
      const box = element.getBoundingClientRect();
      const onScreen = box.top < window.innerHeight && box.bottom > 0;
      if (onScreen && !repeat) continue;
      element.dataset.vsReveal = onScreen ? "shown" : "hidden";
      observer.observe(element);
    }
    return () => observer.disconnect();
  }, [pathname, repeat]);
  return null;
}
