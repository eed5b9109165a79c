/**
 * spec §5 "Media type by file extension": svg, jpeg, jpg, png are images; mp4, m4v, mov, avi, wmv,
 * flv are videos; anything else is neither. Shared by the album grid and the full-screen slider.
 */
export type MediaType = "image" | "video";

const imageExtensions = new Set(["svg", "jpeg", "jpg", "png"]);
const videoExtensions = new Set(["mp4", "m4v", "mov", "avi", "wmv", "flv"]);

/** The extension of a file name or URL, lower-cased; the query string and fragment are ignored. */
function extensionOf(filenameOrUrl: string): string {
  const path = filenameOrUrl.split(/[?#]/, 1)[0] ?? "";
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot <= 0 && !name.startsWith(".") ? "" : name.slice(dot + 1).toLowerCase();
}

export function mediaTypeOf(filenameOrUrl: string): MediaType | null {
  const extension = extensionOf(filenameOrUrl);
  if (imageExtensions.has(extension)) return "image";
  if (videoExtensions.has(extension)) return "video";
  return null;
}
