import { useRef, useState } from "react";
import type { SliderImage } from "../../../client/overlay-events";
import { mediaTypeOf } from "../../../runtime/media-type";
import type { T } from "../../../runtime/messages/texts";
import { IconButton } from "../../../ui/icon-button";
import { ModalDialog } from "../../../ui/modal-dialog";

/** A horizontal move of at least this many px, more horizontal than vertical, is a swipe. */
const SWIPE_MIN_PX = 40;

/**
 * The full-screen image slider of spec §2: a counter "3 / 10"; the close icon and Escape close it;
 * ArrowLeft and ArrowRight move, wrapping round at both ends; a swipe left shows the next image, a
 * swipe right the previous one; the arrows show from medium screens up (spec §9 md, 996 px); a
 * video is at most 950 px or 75 % of the window wide, an image at most 90 % of the window.
 */
export default function ImageSlider({
  images,
  startIndex,
  onClose,
  t,
}: {
  images: SliderImage[];
  startIndex: number;
  onClose: () => void;
  t: T;
}) {
  const [index, setIndex] = useState(startIndex);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const total = images.length;
  const move = (delta: number) => setIndex((i) => (i + delta + total) % total);
  const image = images[index] ?? images[0];
  if (!image) return null;
  // spec §5: the extension decides; a file of no known kind is shown as the image it was sent as
  const isVideo = mediaTypeOf(image.src) === "video";

  return (
    <ModalDialog
      onClose={onClose}
      title={t("ui.slider.title")}
      hideTitle
      lockScroll
      backdrop="black"
      className="fixed inset-0 z-[61] size-full max-h-none max-w-none touch-pan-y items-center justify-center bg-transparent text-white outline-none open:flex"
      data-testid="image-slider"
      onKeyDown={(event) => {
        // a video's own controls use the arrow keys
        if (event.target instanceof HTMLVideoElement) return;
        if (event.key === "ArrowRight") {
          event.preventDefault();
          move(1);
        } else if (event.key === "ArrowLeft") {
          event.preventDefault();
          move(-1);
        }
      }}
      onTouchStart={(event) => {
        const t = event.changedTouches[0];
        touch.current = t ? { x: t.clientX, y: t.clientY } : null;
      }}
      onTouchEnd={(event) => {
        const start = touch.current;
        const t = event.changedTouches[0];
        touch.current = null;
        if (!start || !t) return;
        const dx = t.clientX - start.x;
        const dy = t.clientY - start.y;
        if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return;
        // the finger moves left: the next image comes in from the right
        move(dx < 0 ? 1 : -1);
      }}
    >
      <p
        className="absolute top-4 left-4 rounded bg-black/50 px-3 py-1 font-semibold tabular-nums"
        aria-live="polite"
      >
        {index + 1} / {total}
      </p>
      <IconButton
        label={t("ui.close")}
        icon="fa-xmark"
        tone="light"
        size="lg"
        className="absolute top-3 right-3 z-10"
        onClick={onClose}
      />
      {total > 1 ? (
        // spec §2, §9: arrows from medium screens (md, 996 px) up; smaller screens swipe
        <div className="hidden md:contents" data-testid="slider-arrows">
          <IconButton
            label={t("ui.slider.previous")}
            icon="fa-chevron-left"
            tone="light"
            size="lg"
            className="absolute top-1/2 left-4 z-10 -translate-y-1/2"
            onClick={() => move(-1)}
          />
          <IconButton
            label={t("ui.slider.next")}
            icon="fa-chevron-right"
            tone="light"
            size="lg"
            className="absolute top-1/2 right-4 z-10 -translate-y-1/2"
            onClick={() => move(1)}
          />
        </div>
      ) : null}
      {isVideo ? (
        // biome-ignore lint/a11y/useMediaCaption: the owner's videos come without caption tracks
        <video
          key={image.src}
          src={image.src}
          controls
          playsInline
          aria-label={image.alt || undefined}
          className="max-h-[90vh] w-[min(950px,75vw)] bg-black"
        />
      ) : (
        <img
          key={image.src}
          src={image.src}
          alt={image.alt}
          className="max-h-[90vh] max-w-[90vw] object-contain"
        />
      )}
    </ModalDialog>
  );
}
