// The owner's albums (issue 14 §2): photos and videos of the media library in their order, with
// their alt text and caption, a cover, published or not, and the order of the albums.
import { useState } from "react";
import type { AdminAlbum, AlbumInput } from "../../schemas/content-desk";
import type { Media } from "../../schemas/media";
import type { AdminDeskClient } from "../../src/client/admin-desk-calls";
import { Button } from "../../src/ui/button";
import { Dialog, DialogContent } from "../../src/ui/dialog";
import { Field } from "../../src/ui/field";
import { Input, Textarea } from "../../src/ui/input";
import { MediaLibrary } from "../media/media-library";
import { errorsUnder, NumberField, SwitchField, TitleSlugFields } from "./desk-fields";
import { DeskPanel, type Errors } from "./desk-panel";

interface AlbumItem {
  src: string;
  alt: string;
  caption: string;
}
interface AlbumForm {
  title: string;
  slug: string;
  description: string;
  items: AlbumItem[];
  coverSrc: string | null;
  order: number;
  isValid: boolean;
}

const blank = (): AlbumForm => ({
  title: "",
  slug: "",
  description: "",
  items: [],
  coverSrc: null,
  order: 0,
  isValid: true,
});

const formOf = (a: AdminAlbum): AlbumForm => ({
  title: a.title,
  slug: a.slug,
  description: a.description ?? "",
  items: a.items.map((i) => ({ src: i.src, alt: i.alt, caption: i.caption ?? "" })),
  coverSrc: a.coverSrc,
  order: a.order,
  isValid: a.isValid,
});

const bodyOf = (f: AlbumForm): AlbumInput => ({
  title: f.title,
  slug: f.slug,
  description: f.description || null,
  items: f.items.map((i) => ({ src: i.src, alt: i.alt, caption: i.caption || null })),
  coverSrc: f.coverSrc && f.items.some((i) => i.src === f.coverSrc) ? f.coverSrc : null,
  order: f.order,
  isValid: f.isValid,
});

function AlbumItems({
  idSite,
  form,
  set,
  errors,
}: {
  idSite: number;
  form: AlbumForm;
  set: (patch: Partial<AlbumForm>) => void;
  errors: Errors;
}) {
  const [open, setOpen] = useState(false);
  const items = form.items;
  const put = (index: number, patch: Partial<AlbumItem>) =>
    set({ items: items.map((it, i) => (i === index ? { ...it, ...patch } : it)) });
  const move = (index: number, delta: number) => {
    const next = [...items];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(Math.max(0, Math.min(next.length, index + delta)), 0, moved);
    set({ items: next });
  };
  const add = (media: Media) => {
    setOpen(false);
    // once per album: the same file twice would be the same photo twice
    if (items.some((i) => i.src === media.url)) return;
    set({ items: [...items, { src: media.url, alt: media.alt, caption: "" }] });
  };
  const itemErrors = errorsUnder(errors, "items");
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">Photos et vidéos ({items.length})</legend>
      <ol className="flex flex-col gap-2">
        {items.map((item, index) => (
          <li
            key={item.src}
            className="grid gap-2 rounded border border-slate-200 p-2 sm:grid-cols-[6rem_1fr]"
          >
            {/\.(mp4|m4v|mov)$/i.test(item.src) ? (
              <span className="flex h-16 w-24 items-center justify-center rounded bg-slate-200 text-xs">
                Vidéo
              </span>
            ) : (
              <img src={item.src} alt="" width={96} height={64} className="h-16 w-24 rounded object-cover" />
            )}
            <div className="grid gap-2 sm:grid-cols-2">
              <Field label={`Texte alternatif ${index + 1}`}>
                {({ labelId: _l, ...c }) => (
                  <Input {...c} value={item.alt} onChange={(e) => put(index, { alt: e.target.value })} />
                )}
              </Field>
              <Field label={`Légende ${index + 1}`}>
                {({ labelId: _l, ...c }) => (
                  <Input
                    {...c}
                    value={item.caption}
                    onChange={(e) => put(index, { caption: e.target.value })}
                  />
                )}
              </Field>
              <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
                <label className="mr-auto flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="album-cover"
                    checked={form.coverSrc === item.src}
                    onChange={() => set({ coverSrc: item.src })}
                  />
                  Couverture
                </label>
                <Button variant="outline" size="sm" disabled={index === 0} onClick={() => move(index, -1)}>
                  <i className="fa-solid fa-arrow-up" aria-hidden="true" />
                  <span className="sr-only">Monter l’élément {index + 1}</span>
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={index === items.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <i className="fa-solid fa-arrow-down" aria-hidden="true" />
                  <span className="sr-only">Descendre l’élément {index + 1}</span>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => set({ items: items.filter((_, i) => i !== index) })}
                >
                  Retirer<span className="sr-only"> l’élément {index + 1}</span>
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ol>
      {itemErrors.length ? <p className="text-xs font-medium text-red-700">{itemErrors.join(" ")}</p> : null}
      <div>
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          Ajouter depuis la médiathèque
        </Button>
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="Médiathèque" className="w-[min(96vw,64rem)]">
          <div className="contents" onSubmit={(event) => event.stopPropagation()}>
            <MediaLibrary idSite={idSite} onPick={add} />
          </div>
        </DialogContent>
      </Dialog>
    </fieldset>
  );
}

export function AlbumsPanel({ idSite, api }: { idSite: number; api: AdminDeskClient }) {
  return (
    <DeskPanel<AdminAlbum, AlbumForm, AlbumInput>
      idSite={idSite}
      noun="albums"
      title="Albums photo"
      newLabel="Nouvel album"
      calls={api.albums}
      blank={blank}
      formOf={formOf}
      bodyOf={bodyOf}
      labelOf={(a) => a.title}
      detailOf={(a) => `/albums/${a.slug} · ${a.items.length} photo(s) et vidéo(s)`}
      isPublished={(a) => a.isValid}
      fields={(form, set, errors) => (
        <>
          <TitleSlugFields form={form} set={set} errors={errors} path="/albums/" />
          <Field label="Description" errors={errors.description}>
            {({ labelId: _l, ...c }) => (
              <Textarea
                {...c}
                value={form.description}
                onChange={(e) => set({ description: e.target.value })}
              />
            )}
          </Field>
          <AlbumItems idSite={idSite} form={form} set={set} errors={errors} />
          <div className="grid gap-3 md:grid-cols-2">
            <NumberField
              label="Position dans la liste des albums"
              value={form.order}
              errors={errors.order}
              onChange={(order) => set({ order })}
            />
            <SwitchField
              label="Publié"
              checked={form.isValid}
              errors={errors.isValid}
              onChange={(isValid) => set({ isValid })}
            />
          </div>
        </>
      )}
    />
  );
}
