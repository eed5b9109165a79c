/**
 * The window events that open and close the layout's overlays (spec §2: the full-screen slider
 * "opens on an event carrying a list of images and a start index"; the modal container is "opened
 * and closed by events"). Any code may dispatch them, including a CMS layout or the owner's
 * script, so their details are checked before use.
 */
import { integerOf, isRecord, stringOf } from "./guards";

export const SLIDER_OPEN_EVENT = "vs:slider-open";
export const MODAL_OPEN_EVENT = "vs:modal-open";
/** `vs:modal-close` closes the open popup; with `{ popupId }`, only if that one is open. */
export const MODAL_CLOSE_EVENT = "vs:modal-close";

export interface SliderImage {
  src: string;
  alt: string;
}

/** `vs:slider-open`: the images (an alt may be left out) and the start index (0 when left out). */
export interface SliderOpenDetail {
  images: { src: string; alt?: string }[];
  index?: number;
}

/** `vs:modal-open`. */
export interface ModalOpenDetail {
  popupId: number;
}

const MAX_IMAGES = 1000;

function sliderImageOf(value: unknown): SliderImage | null {
  if (!isRecord(value)) return null;
  const src = stringOf(value.src, { min: 1, max: 4096 });
  const alt = value.alt === undefined ? "" : stringOf(value.alt, { max: 1000 });
  return src !== null && alt !== null ? { src, alt } : null;
}

/** The slider's details, the start index brought into the list (a stale index must not break it). */
export function sliderRequestOf(detail: unknown): { images: SliderImage[]; index: number } | null {
  if (!isRecord(detail) || !Array.isArray(detail.images)) return null;
  if (detail.images.length < 1 || detail.images.length > MAX_IMAGES) return null;
  const images = detail.images.map(sliderImageOf);
  if (images.some((image) => image === null)) return null;
  const index = detail.index === undefined ? 0 : integerOf(detail.index, { min: 0 });
  if (index === null) return null;
  return { images: images as SliderImage[], index: Math.min(index, images.length - 1) };
}

export function modalOpenDetailOf(detail: unknown): ModalOpenDetail | null {
  const popupId = isRecord(detail) ? integerOf(detail.popupId, { min: 1 }) : null;
  return popupId === null ? null : { popupId };
}

/** The popup to close ({} closes whichever is open), or null when the detail is unusable. */
export function modalCloseDetailOf(detail: unknown): { popupId?: number } | null {
  if (detail === null || detail === undefined) return {};
  if (!isRecord(detail)) return null;
  if (detail.popupId === undefined) return {};
  const popupId = integerOf(detail.popupId, { min: 1 });
  return popupId === null ? null : { popupId };
}

export function openSlider(images: SliderOpenDetail["images"], index = 0): void {
  window.dispatchEvent(new CustomEvent(SLIDER_OPEN_EVENT, { detail: { images, index } }));
}
