import { useEffect } from "react";
import { useStore } from "zustand";
import { SLIDER_OPEN_EVENT } from "../../../client/overlay-events";
import { closeSlider, requestSlider, sliderStore } from "../../../client/slider-store";
import { showToast } from "../../../client/toast-store";
import type { T } from "../../../runtime/messages/texts";
import { useLazyModule } from "./use-lazy-module";

/** Opens the full-screen slider on `vs:slider-open` (spec §2); its code loads on first use. */
export function SliderHost({ t }: { t: T }) {
  const request = useStore(sliderStore, (s) => s.request);
  useEffect(() => {
    const onOpen = (event: Event) => {
      if (!requestSlider((event as CustomEvent<unknown>).detail))
        console.warn("vs:slider-open: unusable detail");
    };
    window.addEventListener(SLIDER_OPEN_EVENT, onOpen);
    return () => window.removeEventListener(SLIDER_OPEN_EVENT, onOpen);
  }, []);
  const slider = useLazyModule(
    request !== null,
    () => import("./image-slider"),
    () => {
      closeSlider();
      showToast(t("ui.overlay.failed"), "error");
    },
  );
  if (!request || !slider) return null;
  const Slider = slider.default;
  return (
    <Slider
      key={request.key}
      images={request.images}
      startIndex={request.index}
      onClose={closeSlider}
      t={t}
    />
  );
}
