// A product's photo, chosen in the media library (issue 12 §4): the library opens in a dialog,
// where a photo can also be uploaded first; the field keeps the photo's address.
import { useState } from "react";
import { Button } from "../../src/ui/button";
import { Dialog, DialogContent } from "../../src/ui/dialog";
import { MediaLibrary } from "../media/media-library";

export function PhotoField({
  idSite,
  value,
  errors,
  description,
  onChange,
}: {
  idSite: number;
  value: string;
  errors: string[];
  /** What an empty photo means ("the product's photo"). */
  description?: string;
  onChange: (url: string) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">Photo</legend>
      {value ? (
        <img
          src={value}
          alt="Aperçu"
          width={120}
          height={160}
          className="h-40 w-32 rounded border border-slate-300 object-cover"
        />
      ) : (
        <p className="text-sm text-slate-700">Aucune photo.</p>
      )}
      {description ? <p className="text-xs text-slate-600">{description}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          {value ? "Changer la photo" : "Choisir une photo"}
        </Button>
        {value ? (
          <Button variant="ghost" size="sm" onClick={() => onChange("")}>
            Retirer la photo
          </Button>
        ) : null}
      </div>
      {errors.length ? <p className="text-xs font-medium text-red-700">{errors.join(" ")}</p> : null}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="Médiathèque" className="w-[min(96vw,64rem)]">
          {/* React sends a portal's events to its React parents: the library's upload form must
              not submit the product's or the declination's form this field sits in */}
          <div className="contents" onSubmit={(event) => event.stopPropagation()}>
            <MediaLibrary
              idSite={idSite}
              onPick={(media) => {
                onChange(media.url);
                setOpen(false);
              }}
            />
          </div>
        </DialogContent>
      </Dialog>
    </fieldset>
  );
}
