import type { AlbumMedia } from "../../../../schemas/content";
// the full-screen slider's contract (issue 4 §2): the `vs:slider-open` event on window
import { openSlider } from "../../../client/overlay-events";
import { mediaTypeOf } from "../../../runtime/media-type";
import { useT } from "./use-t";

/**
 * An album's images and videos in a grid; each is a button that opens the slider there. The
 * pictures are in the HTML, so the album reads without JavaScript.
 */
export function MediaGrid({ media }: { media: AlbumMedia[] }) {
  const t = useT();
  const images = media.map((m) => ({ src: m.src, alt: m.alt }));
  return (
    <ul className="vs-media-grid">
      {media.map((m, index) => (
        <li key={m.id}>
          <button
            type="button"
            onClick={() => openSlider(images, index)}
            aria-label={t("content.openMedia", {
              alt: m.alt || t("content.video"),
              index: index + 1,
              count: media.length,
            })}
            aria-haspopup="dialog"
          >
            {mediaTypeOf(m.src) === "video" ? (
              <span className="vs-media-grid__video">
                <i className="fa-solid fa-circle-play" aria-hidden="true" /> {t("content.video")}
              </span>
            ) : (
              <img
                src={m.src}
                alt=""
                width={m.width ?? undefined}
                height={m.height ?? undefined}
                loading={index < 4 ? "eager" : "lazy"}
                decoding="async"
              />
            )}
          </button>
          {m.caption ? <p className="vs-media-grid__caption">{m.caption}</p> : null}
        </li>
      ))}
    </ul>
  );
}
