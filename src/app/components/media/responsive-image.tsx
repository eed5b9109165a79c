import type { ComponentProps } from "react";
import { pictureSourcesOf } from "../../../runtime/media/variants";

/**
 * An image that a phone gets small: a photo of the media library comes with its AVIF, WebP and
 * JPEG variants (`<picture>`, `srcset`, `sizes`), the browser taking the first format it reads at
 * the width it needs; any other image is a plain `<img>`. Width and height are set by the caller,
 * so nothing shifts while it loads.
 */
export function ResponsiveImage({ src, sizes, ...img }: ComponentProps<"img"> & { sizes: string }) {
  const sources = pictureSourcesOf(src);
  // biome-ignore lint/a11y/useAltText: the caller's alt is in `img`
  if (!sources.length) return <img src={src} {...img} />;
  return (
    <picture className="contents">
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {/* biome-ignore lint/a11y/useAltText: the caller's alt is in `img` */}
      <img src={src} {...img} />
    </picture>
  );
}
