// The media library (issue 12 §4): drop photos or pick them (several at once), say what each shows
// (its alt text, asked before sending), watch the upload's progress; the site's files, searched
// and paged on the server, each with its alt text and a delete that says where a file is used.
// In a picker (`onPick`), choosing a file hands its address to the caller (a product's photo).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useMemo, useRef, useState } from "react";
import type { Media } from "../../schemas/media";
import { createAdminMediaClient } from "../../src/client/admin-media-calls";
import { ApiCallError, fieldErrorsOf } from "../../src/client/api-client";
import { queryKeys } from "../../src/client/query-keys";
import { Button } from "../../src/ui/button";
import { Input } from "../../src/ui/input";
import { Label } from "../../src/ui/label";
import { StatusMessage } from "../../src/ui/status-message";

const megabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString("fr-FR", { maximumFractionDigits: 1 })} Mo`;
const thumbnailOf = (m: Media) =>
  m.variants.find((v) => v.format === "webp" && v.width === 480)?.url ?? m.url;

type Notice = { text: string; tone: "info" | "success" | "error" } | null;
const messageOf = (error: unknown) => {
  if (!(error instanceof ApiCallError)) return "L’opération n’a pas abouti.";
  const details = fieldErrorsOf(error).file ?? [];
  return [error.message, ...details].join(" — ");
};

function Uploader({ idSite, onUploaded }: { idSite: number; onUploaded: (media: Media[]) => void }) {
  const api = useMemo(() => createAdminMediaClient({ idSite }), [idSite]);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; alt: string; key: number }[]>([]);
  const counter = useRef(0);
  const [progress, setProgress] = useState<number | null>(null);
  const [over, setOver] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const choose = (files: FileList | null) => {
    if (!files?.length) return;
    setChosen((list) => [
      ...list,
      ...[...files].map((file) => {
        counter.current += 1;
        return { file, alt: "", key: counter.current };
      }),
    ]);
    setNotice(null);
  };
  const send = useMutation({
    mutationFn: () => api.upload(chosen, setProgress),
    onSuccess: (media) => {
      setChosen([]);
      setProgress(null);
      setNotice({ text: `${media.length} fichier(s) ajouté(s) à la médiathèque.`, tone: "success" });
      onUploaded(media);
    },
    onError: (error) => {
      setProgress(null);
      setNotice({ text: messageOf(error), tone: "error" });
    },
  });
  return (
    <div className="flex flex-col gap-3">
      {/* the drop zone is a convenience: the button beside it does the same from the keyboard */}
      <section
        aria-label="Déposer des fichiers"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          choose(event.dataTransfer.files);
        }}
        className={`flex flex-col items-center gap-2 rounded-md border-2 border-dashed p-5 text-center text-sm ${over ? "border-blue-700 bg-blue-50" : "border-slate-400"}`}
      >
        <p>
          Déposez ici des photos (JPEG, PNG, WebP, AVIF, SVG) ou de courtes vidéos MP4, 15 Mo au plus chacune.
        </p>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          aria-label="Fichiers à ajouter à la médiathèque"
          accept="image/jpeg,image/png,image/webp,image/avif,image/svg+xml,video/mp4"
          className="sr-only"
          onChange={(event) => {
            choose(event.target.files);
            event.target.value = "";
          }}
        />
        <Button variant="outline" onClick={() => input.current?.click()}>
          Choisir des fichiers
        </Button>
      </section>
      {chosen.length ? (
        <form
          aria-label="Fichiers à envoyer"
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            send.mutate();
          }}
        >
          {chosen.map((item, index) => (
            <div key={item.key} className="flex flex-col gap-1">
              <Label htmlFor={`${inputId}-alt-${index}`}>
                Ce que montre « {item.file.name} » (texte alternatif)
              </Label>
              <Input
                id={`${inputId}-alt-${index}`}
                value={item.alt}
                placeholder="Ex. : la cuvée Les Rochettes devant le chai"
                onChange={(event) =>
                  setChosen((list) =>
                    list.map((c, i) => (i === index ? { ...c, alt: event.target.value } : c)),
                  )
                }
              />
            </div>
          ))}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={send.isPending}>
              Envoyer {chosen.length} fichier{chosen.length > 1 ? "s" : ""}
            </Button>
            <Button variant="ghost" onClick={() => setChosen([])} disabled={send.isPending}>
              Vider la liste
            </Button>
            {progress !== null ? (
              <progress aria-label="Envoi en cours" max={1} value={progress} className="w-40">
                {Math.round(progress * 100)} %
              </progress>
            ) : null}
          </div>
        </form>
      ) : null}
      <StatusMessage message={notice?.text ?? null} tone={notice?.tone} />
    </div>
  );
}

function MediaCard({
  idSite,
  item,
  onPick,
}: {
  idSite: number;
  item: Media;
  onPick?: (media: Media) => void;
}) {
  const api = useMemo(() => createAdminMediaClient({ idSite }), [idSite]);
  const queryClient = useQueryClient();
  const [alt, setAlt] = useState(item.alt);
  const [notice, setNotice] = useState<Notice>(null);
  const id = useId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.adminMedia(idSite) });
  const save = useMutation({
    mutationFn: () => api.saveAlt(item.id, alt),
    onSuccess: () => setNotice({ text: "Texte alternatif enregistré.", tone: "success" }),
    onError: (error) => setNotice({ text: messageOf(error), tone: "error" }),
  });
  const remove = useMutation({
    mutationFn: () => api.remove(item.id),
    onSuccess: () => void refresh(),
    onError: (error) => setNotice({ text: messageOf(error), tone: "error" }),
  });
  return (
    <li className="flex flex-col gap-2 rounded-md border border-slate-300 p-2">
      {item.kind === "video" ? (
        <video
          src={item.url}
          muted
          preload="metadata"
          className="aspect-[4/3] w-full rounded bg-slate-100 object-cover"
        />
      ) : (
        <img
          src={thumbnailOf(item)}
          alt={item.alt}
          width={240}
          height={180}
          loading="lazy"
          className="aspect-[4/3] w-full rounded bg-slate-100 object-contain"
        />
      )}
      <p className="truncate text-xs text-slate-700" title={item.filename}>
        {item.filename} · {megabytes(item.bytes)}
      </p>
      <form
        className="flex flex-col gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <Label htmlFor={id}>Texte alternatif</Label>
        <div className="flex gap-1">
          <Input id={id} value={alt} onChange={(event) => setAlt(event.target.value)} />
          <Button
            type="submit"
            size="sm"
            variant="outline"
            aria-label={`Enregistrer le texte de ${item.filename}`}
          >
            OK
          </Button>
        </div>
      </form>
      <div className="flex flex-wrap gap-2">
        {onPick ? (
          <Button size="sm" onClick={() => onPick(item)}>
            Choisir
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Supprimer ${item.filename}`}
          onClick={() => remove.mutate()}
        >
          Supprimer
        </Button>
      </div>
      <StatusMessage message={notice?.text ?? null} tone={notice?.tone} className="text-xs" />
    </li>
  );
}

export function MediaLibrary({ idSite, onPick }: { idSite: number; onPick?: (media: Media) => void }) {
  const api = useMemo(() => createAdminMediaClient({ idSite }), [idSite]);
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState({ search: "", page: 1 });
  const list = useQuery({
    queryKey: queryKeys.adminMedia(idSite, `${query.search}|${query.page}`),
    queryFn: () => api.list({ search: query.search, page: query.page, perPage: 24 }),
    placeholderData: keepPreviousData,
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / 24)) : 1;
  return (
    <div className="flex flex-col gap-4">
      <Uploader
        idSite={idSite}
        onUploaded={() => void queryClient.invalidateQueries({ queryKey: queryKeys.adminMedia(idSite) })}
      />
      <form
        aria-label="Chercher dans la médiathèque"
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ search: search.trim(), page: 1 });
        }}
      >
        <div className="flex flex-1 flex-col gap-1">
          <Label htmlFor="media-search">Chercher un fichier</Label>
          <Input
            id="media-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Button type="submit" variant="outline">
          Chercher
        </Button>
      </form>
      {list.data ? (
        <p className="text-sm text-slate-700">
          {list.data.total} fichier{list.data.total > 1 ? "s" : ""} · {megabytes(list.data.used)} utilisés sur{" "}
          {megabytes(list.data.quota)}
        </p>
      ) : (
        <StatusMessage
          message={list.isError ? "La médiathèque n’a pas pu être chargée." : "Chargement…"}
          tone={list.isError ? "error" : "info"}
        />
      )}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {(list.data?.items ?? []).map((item) => (
          <MediaCard key={item.id} idSite={idSite} item={item} onPick={onPick} />
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label="Pages de la médiathèque" className="flex items-center gap-3 text-sm">
          <Button
            size="sm"
            variant="outline"
            disabled={query.page <= 1}
            onClick={() => setQuery((q) => ({ ...q, page: q.page - 1 }))}
          >
            Page précédente
          </Button>
          <span>
            Page {query.page} sur {pages}
          </span>
          <Button
            size="sm"
            variant="outline"
            disabled={query.page >= pages}
            onClick={() => setQuery((q) => ({ ...q, page: q.page + 1 }))}
          >
            Page suivante
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
