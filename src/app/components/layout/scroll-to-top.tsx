import { useEffect, useState } from "react";
import { IconButton } from "../../../ui/icon-button";

/** Shown once the visitor has scrolled this far (px). */
const SHOW_AFTER_PX = 400;

/**
 * The scroll-to-top button (spec §2 display options; SCROLL_TO_TOP_BEHAVIOR: smooth or instant).
 * A visitor who asked the system for less motion gets the instant jump.
 */
export function ScrollToTop({ behavior, label }: { behavior: "smooth" | "instant"; label: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SHOW_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  if (!shown) return null;
  return (
    <IconButton
      label={label}
      icon="fa-arrow-up"
      tone="primary"
      size="lg"
      className="fixed right-4 bottom-20 z-30 desktop:bottom-6"
      onClick={(event) => {
        const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduced ? "instant" : behavior });
        // a keyboard user goes on from the top of the page, not from a button that disappears
        if (event.currentTarget.matches(":focus-visible"))
          document.querySelector<HTMLElement>("#vs-skip-link")?.focus();
      }}
    />
  );
}
