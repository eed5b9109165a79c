import { useEffect } from "react";

/** The event that opens the full-screen image slider (spec §2: "opens on an event carrying a list of images and a start index"). */
export const SLIDER_OPEN_EVENT = "vs:slider-open";

export interface SliderOpenDetail {
  images: { src: string; alt: string }[];
  index: number;
}

/**
 * Gallery blocks of the layouts (`[data-vs-slider]`, one link per image) open the slider: a click on
 * an image link dispatches a cancelable `vs:slider-open` CustomEvent. The slider claims it with
 * preventDefault(); when nothing claims it, the link opens the image itself, as it does without
 * JavaScript.
 */
export function useGalleryLinks(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = (event.target as Element | null)?.closest?.("[data-vs-slider] a[href]");
      const gallery = link?.closest("[data-vs-slider]");
      if (!link || !gallery) return;
      const links = [...gallery.querySelectorAll<HTMLAnchorElement>("a[href]")];
      const detail: SliderOpenDetail = {
        images: links.map((a) => ({ src: a.href, alt: a.querySelector("img")?.alt ?? "" })),
        index: links.indexOf(link as HTMLAnchorElement),
      };
      const claimed = !window.dispatchEvent(new CustomEvent(SLIDER_OPEN_EVENT, { detail, cancelable: true }));
      if (claimed) event.preventDefault();
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}
