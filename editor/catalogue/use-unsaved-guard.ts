import { useEffect, useRef } from "react";
import { type Blocker, useBlocker } from "react-router";

/**
 * Unsaved changes are not lost silently (issue 12 §1): while `dirty`, leaving the screen by a
 * link asks first (the caller shows the blocker's question), and closing or reloading the tab
 * gets the browser's own warning. `release` lets a save that navigates at once (a new product
 * gets its address) pass before the next render has seen the form clean.
 */
export function useUnsavedGuard(dirty: boolean): { blocker: Blocker; release: () => void } {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  return {
    blocker,
    release: () => {
      dirtyRef.current = false;
    },
  };
}
