/** The full-screen slider's state (spec §2): the images on show and where it started, or nothing. */
import { createStore } from "zustand/vanilla";
import { type SliderImage, sliderRequestOf } from "./overlay-events";

export interface SliderRequest {
  images: SliderImage[];
  index: number;
  /** A new request remounts the slider at its own start index. */
  key: number;
}

export const sliderStore = createStore<{ request: SliderRequest | null }>(() => ({ request: null }));

let nextKey = 1;

/** Opens the slider from an event's detail; returns false when the detail is not usable. */
export function requestSlider(detail: unknown): boolean {
  const request = sliderRequestOf(detail);
  if (!request) return false;
  sliderStore.setState({ request: { ...request, key: nextKey++ } });
  return true;
}

export function closeSlider(): void {
  sliderStore.setState({ request: null });
}
