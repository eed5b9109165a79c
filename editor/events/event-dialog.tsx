// One event of a route, created or edited in a dialog (issue 14 §3): title and address, summary,
// rich text, photo from the media library, dates, place, seats (empty: unlimited), price or free,
// registration open, waiting list, the calendar of dates a registrant chooses from, published or
// not. Field errors sit beside their fields; a 409 shows the version saved meanwhile.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { AdminCalendar, AdminElement, ElementInput } from "../../schemas/element";
import type { AdminElementClient } from "../../src/client/admin-element-calls";
import { ApiCallError, fieldErrorsOf } from "../../src/client/api-client";
import { Button } from "../../src/ui/button";
import { Dialog, DialogContent } from "../../src/ui/dialog";
import { CheckboxField, Field, TextField } from "../../src/ui/field";
import { NativeSelect } from "../../src/ui/input";
import { StatusMessage } from "../../src/ui/status-message";
import { messageOf } from "../catalogue/catalogue-text";
import { PhotoField } from "../catalogue/photo-field";
import { RichTextEditor } from "../settings/rich-text-editor";
import { CalendarDialog } from "./calendar-dialog";

/** A date field's local "2026-12-01T18:00" from an instant, and back (in the owner's time zone). */
const localOf = (iso: string | null) => {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const isoOf = (local: string) => (local ? new Date(local).toISOString() : null);

interface Draft {
  title: string;
  slug: string;
  summary: string;
  html: string;
  imageSrc: string;
  imageAlt: string;
  startsAt: string;
  endsAt: string;
  location: string;
  free: boolean;
  price: string;
  capacity: string;
  registrationOpen: boolean;
  hasWaitingList: boolean;
  calendarId: string;
  order: string;
  isValid: boolean;
}

const draftOf = (e: AdminElement | null): Draft => ({
  title: e?.title ?? "",
  slug: e?.slug ?? "",
  summary: e?.summary ?? "",
  html: e?.html ?? "",
  imageSrc: e?.image?.src ?? "",
  imageAlt: e?.image?.alt ?? "",
  startsAt: localOf(e?.startsAt ?? null),
  endsAt: localOf(e?.endsAt ?? null),
  location: e?.location ?? "",
  free: e ? e.price === null : false,
  price: e?.price ?? "",
  capacity: e?.capacity ? String(e.capacity) : "",
  registrationOpen: e?.registrationOpen ?? true,
  hasWaitingList: e?.hasWaitingList ?? true,
  calendarId: e?.calendarId ? String(e.calendarId) : "",
  order: String(e?.order ?? 0),
  isValid: e?.isValid ?? true,
});

/** The saved event as an input again (for publishing or unpublishing it from the list). */
export const inputOfSaved = (e: AdminElement): ElementInput => ({
  title: e.title,
  slug: e.slug,
  summary: e.summary,
  html: e.html,
  image: e.image,
  startsAt: e.startsAt,
  endsAt: e.endsAt,
  location: e.location,
  price: e.price,
  capacity: e.capacity,
  registrationOpen: e.registrationOpen,
  calendarId: e.calendarId,
  hasWaitingList: e.hasWaitingList,
  order: e.order,
  isValid: e.isValid,
});

function inputOf(d: Draft): ElementInput {
  const capacity = d.capacity.trim();
  return {
    title: d.title,
    slug: d.slug.trim(),
    summary: d.summary,
    html: d.html,
    image: d.imageSrc ? { src: d.imageSrc, alt: d.imageAlt } : null,
    startsAt: isoOf(d.startsAt),
    endsAt: isoOf(d.endsAt),
    location: d.location.trim() || null,
    price: d.free ? null : d.price.trim() || null,
    capacity: capacity === "" ? null : Number(capacity),
    registrationOpen: d.registrationOpen,
    hasWaitingList: d.hasWaitingList,
    calendarId: d.calendarId ? Number(d.calendarId) : null,
    order: Number(d.order) || 0,
    isValid: d.isValid,
  };
}

const CAPACITY_HELP = "Vide : sans limite. Avec un calendrier : les places de chaque date.";

export function EventDialog({
  idSite,
  api,
  route,
  element,
  onDone,
}: {
  idSite: number;
  api: AdminElementClient;
  route: string;
  element: AdminElement | null;
  onDone: (message: string | null) => void;
}) {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(element);
  const [draft, setDraft] = useState(() => draftOf(element));
  const [calendar, setCalendar] = useState<AdminCalendar | "new" | null>(null);
  const calendars = useQuery({ queryKey: ["admin-calendars", idSite], queryFn: () => api.calendars.list() });
  const save = useMutation({
    mutationFn: () => {
      const input = inputOf(draft);
      return current
        ? api.items.save(route, current.id, { ...input, version: current.version })
        : api.items.create(route, input);
    },
    onSuccess: (saved) => onDone(saved.message),
    onError: (error) => {
      const fresh =
        error instanceof ApiCallError && error.status === 409
          ? (error.data as { current?: AdminElement } | null)?.current
          : undefined;
      if (fresh) {
        setCurrent(fresh);
        setDraft(draftOf(fresh));
      }
    },
  });
  const errors = fieldErrorsOf(save.error);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const text = (
    key: "title" | "slug" | "summary" | "startsAt" | "endsAt" | "location" | "price" | "capacity" | "order",
    label: string,
    options: {
      description?: string;
      type?: string;
      inputMode?: "numeric";
      field?: string;
      className?: string;
    } = {},
  ) => (
    <TextField
      label={label}
      className={options.className}
      description={options.description}
      errors={errors[options.field ?? key] ?? []}
      type={options.type ?? "text"}
      inputMode={options.inputMode}
      value={draft[key]}
      onChange={(v) => set({ [key]: v } as Partial<Draft>)}
    />
  );
  const chosenCalendar = calendars.data?.find((c) => String(c.id) === draft.calendarId) ?? null;
  return (
    <Dialog open onOpenChange={(open) => !open && onDone(null)}>
      <DialogContent
        title={current ? `Modifier « ${current.title} »` : "Nouvel événement"}
        className="w-[min(96vw,48rem)]"
      >
        <form
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate();
          }}
        >
          {text("title", "Titre", { className: "sm:col-span-2" })}
          {text("slug", "Adresse (fin de l’URL)", {
            description: "Vide : tirée du titre. Changée : l’ancienne adresse redirige vers la nouvelle.",
          })}
          {text("order", "Ordre", { inputMode: "numeric" })}
          {text("summary", "Résumé", { className: "sm:col-span-2" })}
          <Field label="Description" errors={errors.html ?? []} className="sm:col-span-2">
            {(control) => (
              <RichTextEditor
                {...control}
                value={draft.html}
                onChange={(html) => set({ html })}
                placeholders={false}
              />
            )}
          </Field>
          <div className="sm:col-span-2">
            <PhotoField
              idSite={idSite}
              value={draft.imageSrc}
              errors={errors["image.src"] ?? []}
              onChange={(imageSrc) => set({ imageSrc })}
            />
          </div>
          {draft.imageSrc ? (
            <TextField
              className="sm:col-span-2"
              label="Texte alternatif de la photo"
              errors={errors["image.alt"] ?? []}
              value={draft.imageAlt}
              onChange={(imageAlt) => set({ imageAlt })}
            />
          ) : null}
          {text("startsAt", "Début", { type: "datetime-local" })}
          {text("endsAt", "Fin", { type: "datetime-local" })}
          {text("location", "Lieu", { className: "sm:col-span-2" })}
          {text("capacity", "Places", { inputMode: "numeric", description: CAPACITY_HELP })}
          <div className="flex flex-col gap-2">
            <CheckboxField label="Gratuit" checked={draft.free} onChange={(free) => set({ free })} />
            {draft.free
              ? null
              : text("price", "Prix", { description: "Tel qu’affiché : « 35 € par personne »." })}
          </div>
          <Field
            label="Calendrier des dates proposées"
            description="L’inscrit choisit une date permise par ce calendrier. Aucun : la date de l’événement."
            errors={errors.calendarId ?? []}
            className="sm:col-span-2"
          >
            {(control) => (
              <div className="flex flex-wrap gap-2">
                <NativeSelect
                  {...control}
                  className="min-w-48 flex-1"
                  value={draft.calendarId}
                  onChange={(e) => set({ calendarId: e.target.value })}
                >
                  <option value="">Aucun</option>
                  {calendars.data?.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </NativeSelect>
                {chosenCalendar ? (
                  <Button variant="outline" size="sm" onClick={() => setCalendar(chosenCalendar)}>
                    Modifier le calendrier
                  </Button>
                ) : null}
                <Button variant="outline" size="sm" onClick={() => setCalendar("new")}>
                  Nouveau calendrier
                </Button>
              </div>
            )}
          </Field>
          <CheckboxField
            label="Inscriptions ouvertes"
            checked={draft.registrationOpen}
            onChange={(registrationOpen) => set({ registrationOpen })}
          />
          <CheckboxField
            label="Liste d’attente quand c’est complet"
            checked={draft.hasWaitingList}
            onChange={(hasWaitingList) => set({ hasWaitingList })}
          />
          <CheckboxField
            className="sm:col-span-2"
            label={<strong>Publié (décochez pour le cacher aux visiteurs)</strong>}
            checked={draft.isValid}
            onChange={(isValid) => set({ isValid })}
          />
          <StatusMessage
            className="sm:col-span-2"
            message={save.error ? messageOf(save.error) : null}
            tone="error"
          />
          <div className="flex justify-end gap-3 sm:col-span-2">
            <Button variant="outline" onClick={() => onDone(null)}>
              Annuler
            </Button>
            <Button type="submit" disabled={save.isPending}>
              Enregistrer l’événement
            </Button>
          </div>
        </form>
        {calendar ? (
          <CalendarDialog
            api={api}
            calendar={calendar === "new" ? null : calendar}
            onDone={(saved) => {
              setCalendar(null);
              if (saved) {
                set({ calendarId: String(saved.id) });
                void queryClient.invalidateQueries({ queryKey: ["admin-calendars", idSite] });
              }
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
