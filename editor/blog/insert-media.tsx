// Images and videos in a post's text (issue 14 §1): an image of the media library (chosen or
// uploaded there) or a YouTube or Vimeo video, added at the end of the text. The server keeps them
// only as the layouts' allow-list says (an image, a video player of allowedEmbeds).
import { useState } from "react";
import type { Media } from "../../schemas/media";
import { Button } from "../../src/ui/button";
import { Dialog, DialogContent } from "../../src/ui/dialog";
import { TextField } from "../../src/ui/field";
import { MediaLibrary } from "../media/media-library";

const attribute = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/** The player's address of a YouTube or Vimeo page's address; null for anything else. */
export function embedUrlOf(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\./, "");
  const youtube =
    host === "youtu.be"
      ? url.pathname.slice(1)
      : host === "youtube.com" || host === "m.youtube.com"
        ? (url.searchParams.get("v") ?? /^\/(?:embed|shorts)\/([\w-]+)/.exec(url.pathname)?.[1] ?? null)
        : null;
  if (youtube && /^[\w-]{6,20}$/.test(youtube)) return `https://www.youtube-nocookie.com/embed/${youtube}`;
  const vimeo =
    host === "vimeo.com" || host === "player.vimeo.com" ? /(\d{4,12})/.exec(url.pathname)?.[1] : null;
  return vimeo ? `https://player.vimeo.com/video/${vimeo}` : null;
}

export function InsertMedia({ idSite, onInsert }: { idSite: number; onInsert: (html: string) => void }) {
  const [open, setOpen] = useState<"image" | "video" | null>(null);
  const [address, setAddress] = useState("");
  const embed = embedUrlOf(address);
  const pick = (media: Media) => {
    const size = media.width && media.height ? ` width="${media.width}" height="${media.height}"` : "";
    onInsert(`<figure><img src="${attribute(media.url)}" alt="${attribute(media.alt)}"${size}></figure>`);
    setOpen(null);
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => setOpen("image")}>
        Insérer une image
      </Button>
      <Button variant="outline" size="sm" onClick={() => setOpen("video")}>
        Insérer une vidéo
      </Button>
      <Dialog open={open === "image"} onOpenChange={(o) => setOpen(o ? "image" : null)}>
        <DialogContent title="Médiathèque" className="w-[min(96vw,64rem)]">
          {/* the library's upload form must not submit the post's form this sits in */}
          <div className="contents" onSubmit={(event) => event.stopPropagation()}>
            <MediaLibrary idSite={idSite} onPick={pick} />
          </div>
        </DialogContent>
      </Dialog>
      <Dialog open={open === "video"} onOpenChange={(o) => setOpen(o ? "video" : null)}>
        <DialogContent title="Insérer une vidéo">
          <div className="grid gap-4">
            <TextField
              label="Adresse de la vidéo YouTube ou Vimeo"
              errors={address && !embed ? ["Une adresse de vidéo YouTube ou Vimeo est attendue."] : []}
              value={address}
              onChange={setAddress}
            />
            <div className="flex justify-end gap-3">
              <Button variant="outline" onClick={() => setOpen(null)}>
                Annuler
              </Button>
              <Button
                disabled={!embed}
                onClick={() => {
                  if (!embed) return;
                  onInsert(
                    `<iframe src="${embed}" title="Vidéo" width="560" height="315" allowfullscreen></iframe>`,
                  );
                  setAddress("");
                  setOpen(null);
                }}
              >
                Insérer la vidéo
              </Button>
            </div>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
