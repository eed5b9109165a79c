import type { MediaImage } from "../../../../schemas/content";

/** An image with its size set (no layout shift), loaded lazily unless it is above the fold. */
export function ContentImage({
  image,
  eager = false,
  className,
}: {
  image: MediaImage;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={className}
    />
  );
}
