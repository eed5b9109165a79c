// The owner's click-and-collect at /admin/pickup (issue 13 §2): for each pick-up place, its weekly
// slots with their capacity (a full slot is no longer offered to buyers), its closures (the
// harvest, holidays: a day or a range of days) and its exceptional openings; saved as a whole,
// errors beside their fields. The day's pick-up list prints from the orders screen.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import type { AdminSession } from "../../schemas/admin";
import type {
  AdminPickup,
  AdminPickupPlace,
  AdminPickupPlaceCreate,
  AdminPickupSave,
} from "../../schemas/pickup";
import { createAdminPickupClient } from "../../src/client/admin-pickup-calls";
import { fieldErrorsOf } from "../../src/client/api-client";
import { queryKeys } from "../../src/client/query-keys";
import { QueryProvider } from "../../src/client/query-provider";
import { Button } from "../../src/ui/button";
import { ConfirmButton } from "../../src/ui/dialog";
import { Field, TextField } from "../../src/ui/field";
import { Input, NativeSelect } from "../../src/ui/input";
import { Label } from "../../src/ui/label";
import { StatusMessage } from "../../src/ui/status-message";
import { messageOf } from "../catalogue/catalogue-text";

export interface PickupScreenProps {
  idSite: number;
  session: AdminSession;
}

const weekdays = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"];

const longDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("fr-FR", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** The days from `from` to `to`, both included (at most 366). */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (
    let t = Date.parse(`${from}T00:00:00Z`);
    t <= Date.parse(`${to}T00:00:00Z`) && days.length < 366;
    t += 86_400_000
  ) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

interface SlotDraft {
  key: string;
  id?: number;
  weekday: number;
  opensAt: string;
  closesAt: string;
  capacity: string;
}

const slotsOf = (place: AdminPickupPlace): SlotDraft[] =>
  place.slots.map((s) => ({
    key: String(s.id),
    id: s.id,
    weekday: s.weekday,
    opensAt: s.opensAt,
    closesAt: s.closesAt,
    capacity: s.capacity === null ? "" : String(s.capacity),
  }));

/** A list of days, each with a button that removes it. */
function DayList({
  days,
  empty,
  onRemove,
}: {
  days: string[];
  empty: string;
  onRemove: (day: string) => void;
}) {
  if (!days.length) return <p className="text-sm text-slate-700">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {days.map((day) => (
        <li
          key={day}
          className="flex items-center gap-1 rounded-md border border-slate-300 bg-slate-50 py-1 pr-1 pl-2 text-sm"
        >
          {longDate(day)}
          <Button
            variant="outline"
            size="sm"
            onClick={() => onRemove(day)}
            aria-label={`Retirer le ${longDate(day)}`}
          >
            ×
          </Button>
        </li>
      ))}
    </ul>
  );
}

function PlaceEditor({
  place,
  onSave,
  identity,
}: {
  place: AdminPickupPlace;
  onSave: (body: AdminPickupSave) => Promise<unknown>;
  /** Its name and address, and its withdrawal (PlaceIdentity). */
  identity: ReactNode;
}) {
  const [slots, setSlots] = useState(() => slotsOf(place));
  const [closed, setClosed] = useState(place.closedDates);
  const [open, setOpen] = useState(place.openDates);
  const [range, setRange] = useState({ from: "", to: "" });
  const [opening, setOpening] = useState("");
  const save = useMutation({
    mutationFn: () =>
      onSave({
        slots: slots.map((s) => ({
          ...(s.id === undefined ? {} : { id: s.id }),
          weekday: s.weekday,
          opensAt: s.opensAt,
          closesAt: s.closesAt,
          capacity: s.capacity.trim() === "" ? null : Number(s.capacity),
        })),
        closedDates: closed,
        openDates: open,
      }),
  });
  const errors = fieldErrorsOf(save.error);
  const setSlot = (key: string, patch: Partial<SlotDraft>) =>
    setSlots((list) => list.map((s) => (s.key === key ? { ...s, ...patch } : s)));
  const id = `place-${place.id}`;
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-md border border-slate-300 bg-white p-4"
    >
      <div>
        <h2 id={id} className="text-xl font-semibold text-slate-950">
          {place.name}
        </h2>
        <p className="text-sm text-slate-700">
          {place.address}, {place.postalCode} {place.city}
        </p>
      </div>
      {identity}

      <fieldset className="flex flex-col gap-3">
        <legend className="text-lg font-semibold">Créneaux de la semaine</legend>
        {slots.map((slot, index) => (
          <div
            key={slot.key}
            className="grid grid-cols-2 items-end gap-2 border-b border-slate-200 pb-3 sm:grid-cols-5"
          >
            <Field label="Jour" errors={errors[`slots.${index}.weekday`] ?? []}>
              {(control) => (
                <NativeSelect
                  {...control}
                  value={slot.weekday}
                  onChange={(e) => setSlot(slot.key, { weekday: Number(e.target.value) })}
                >
                  {weekdays.map((name, i) => (
                    <option key={name} value={i + 1}>
                      {name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <TextField
              label="De"
              errors={errors[`slots.${index}.opensAt`] ?? []}
              type="time"
              value={slot.opensAt}
              onChange={(v) => setSlot(slot.key, { opensAt: v })}
            />
            <TextField
              label="À"
              errors={errors[`slots.${index}.closesAt`] ?? []}
              type="time"
              value={slot.closesAt}
              onChange={(v) => setSlot(slot.key, { closesAt: v })}
            />
            <TextField
              label="Commandes au plus"
              description="Vide : sans limite."
              errors={errors[`slots.${index}.capacity`] ?? []}
              inputMode="numeric"
              value={slot.capacity}
              onChange={(v) => setSlot(slot.key, { capacity: v })}
            />
            <Button
              variant="outline"
              onClick={() => setSlots((list) => list.filter((s) => s.key !== slot.key))}
            >
              Retirer
              <span className="sr-only">
                {" "}
                le créneau du {weekdays[slot.weekday - 1]} {slot.opensAt}
              </span>
            </Button>
          </div>
        ))}
        <div>
          <Button
            variant="outline"
            onClick={() =>
              setSlots((list) => [
                ...list,
                { key: `new-${Date.now()}`, weekday: 6, opensAt: "10:00", closesAt: "12:00", capacity: "" },
              ])
            }
          >
            Ajouter un créneau
          </Button>
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="text-lg font-semibold">Fermetures (vendanges, congés)</legend>
        <DayList
          days={closed}
          empty="Aucune fermeture prévue."
          onRemove={(day) => setClosed(closed.filter((d) => d !== day))}
        />
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-from`}>Fermé du</Label>
            <Input
              id={`${id}-from`}
              type="date"
              value={range.from}
              onChange={(e) => setRange({ ...range, from: e.target.value })}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-to`}>au (inclus)</Label>
            <Input
              id={`${id}-to`}
              type="date"
              value={range.to}
              onChange={(e) => setRange({ ...range, to: e.target.value })}
            />
          </div>
          <Button
            variant="outline"
            disabled={!range.from}
            onClick={() => {
              const days = daysBetween(range.from, range.to || range.from);
              setClosed([...new Set([...closed, ...days])].sort());
              setRange({ from: "", to: "" });
            }}
          >
            Ajouter la fermeture
          </Button>
        </div>
        {errors.closedDates || Object.keys(errors).some((k) => k.startsWith("closedDates")) ? (
          <p className="text-sm text-red-800">Une date de fermeture n’est pas valable.</p>
        ) : null}
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="text-lg font-semibold">Ouvertures exceptionnelles</legend>
        <DayList
          days={open}
          empty="Aucune ouverture exceptionnelle."
          onRemove={(day) => setOpen(open.filter((d) => d !== day))}
        />
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-open`}>Ouvert aussi le</Label>
            <Input
              id={`${id}-open`}
              type="date"
              value={opening}
              onChange={(e) => setOpening(e.target.value)}
            />
          </div>
          <Button
            variant="outline"
            disabled={!opening}
            onClick={() => {
              setOpen([...new Set([...open, opening])].sort());
              setOpening("");
            }}
          >
            Ajouter l’ouverture
          </Button>
        </div>
      </fieldset>

      <StatusMessage
        message={
          save.error
            ? messageOf(save.error)
            : save.isSuccess
              ? `Retraits de « ${place.name} » enregistrés.`
              : null
        }
        tone={save.error ? "error" : "success"}
      />
      <div>
        <Button disabled={save.isPending} onClick={() => save.mutate()}>
          Enregistrer les retraits
        </Button>
      </div>
    </section>
  );
}

const noPlace: AdminPickupPlaceCreate = { name: "", address: "", postalCode: "", city: "" };

/** A place's name and address, for a new place and for correcting one; errors beside the fields. */
function PlaceForm({
  initial,
  submitLabel,
  onSubmit,
  done,
}: {
  initial: AdminPickupPlaceCreate;
  submitLabel: string;
  onSubmit: (body: AdminPickupPlaceCreate) => Promise<AdminPickupPlace>;
  /** The success message, and whether the form empties (a new place) after it. */
  done: { message: (saved: AdminPickupPlace) => string; reset: boolean };
}) {
  const [draft, setDraft] = useState(initial);
  const submit = useMutation({
    mutationFn: () => onSubmit(draft),
    onSuccess: () => {
      if (done.reset) setDraft(initial);
    },
  });
  const errors = fieldErrorsOf(submit.error);
  const field = (key: keyof AdminPickupPlaceCreate, label: string, inputMode?: "numeric") => (
    <TextField
      label={label}
      errors={errors[key] ?? []}
      inputMode={inputMode}
      value={draft[key]}
      onChange={(value) => setDraft((d) => ({ ...d, [key]: value }))}
    />
  );
  return (
    <>
      <form
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          submit.mutate();
        }}
      >
        {field("name", "Nom du lieu")}
        {field("address", "Adresse")}
        {field("postalCode", "Code postal", "numeric")}
        {field("city", "Ville")}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={submit.isPending}>
            {submitLabel}
          </Button>
        </div>
      </form>
      <StatusMessage
        message={submit.error ? messageOf(submit.error) : submit.isSuccess ? done.message(submit.data) : null}
        tone={submit.error ? "error" : "success"}
      />
    </>
  );
}

/** A new pick-up place (the domaine's cellar, a shop in town): its slots are given once it exists. */
function NewPlace({ onCreate }: { onCreate: (body: AdminPickupPlaceCreate) => Promise<AdminPickupPlace> }) {
  return (
    <section
      aria-labelledby="new-place"
      className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4"
    >
      <h2 id="new-place" className="text-xl font-semibold text-slate-950">
        Nouveau lieu de retrait
      </h2>
      <PlaceForm
        initial={noPlace}
        submitLabel="Ajouter le lieu de retrait"
        onSubmit={onCreate}
        done={{
          message: (created) =>
            `Lieu de retrait « ${created.name} » ajouté : donnez-lui ses créneaux ci-dessus.`,
          reset: true,
        }}
      />
    </section>
  );
}

/**
 * Correcting a place's name and address, or withdrawing it from click-and-collect (refused while
 * an order waits to be picked up there: the server says how many).
 */
function PlaceIdentity({
  place,
  onRename,
  onWithdraw,
}: {
  place: AdminPickupPlace;
  onRename: (body: AdminPickupPlaceCreate) => Promise<AdminPickupPlace>;
  onWithdraw: () => Promise<unknown>;
}) {
  const [editing, setEditing] = useState(false);
  const withdraw = useMutation({ mutationFn: onWithdraw });
  const { name, address, postalCode, city } = place;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" aria-expanded={editing} onClick={() => setEditing((on) => !on)}>
          {editing ? "Fermer" : "Modifier le nom ou l’adresse"}
        </Button>
        <ConfirmButton
          size="sm"
          title={`Ne plus proposer « ${place.name} » ?`}
          description="Les acheteurs ne pourront plus choisir ce lieu. Les commandes déjà retirées le gardent ; l’adresse reste dans les paramètres de l’entreprise."
          cancelLabel="Garder le lieu"
          confirmLabel="Ne plus le proposer"
          disabled={withdraw.isPending}
          onConfirm={() => withdraw.mutate()}
        >
          Ne plus proposer ce lieu
        </ConfirmButton>
      </div>
      {editing ? (
        <PlaceForm
          initial={{ name, address, postalCode, city }}
          submitLabel="Enregistrer le lieu"
          onSubmit={onRename}
          done={{ message: (saved) => `Lieu de retrait « ${saved.name} » enregistré.`, reset: false }}
        />
      ) : null}
      {withdraw.error ? <StatusMessage message={messageOf(withdraw.error)} tone="error" /> : null}
    </div>
  );
}

function PickupDesk({ idSite }: PickupScreenProps) {
  const api = useMemo(() => createAdminPickupClient({ idSite }), [idSite]);
  const queryClient = useQueryClient();
  const pickup = useQuery({ queryKey: queryKeys.adminPickup(idSite), queryFn: api.load });
  const data: AdminPickup | undefined = pickup.data;
  const [notice, setNotice] = useState<string | null>(null);
  const setPlaces = (change: (places: AdminPickupPlace[]) => AdminPickupPlace[]) =>
    queryClient.setQueryData(queryKeys.adminPickup(idSite), (old: AdminPickup | undefined) =>
      old ? { ...old, places: change(old.places) } : old,
    );
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-950">Retrait sur place</h1>
        <p className="text-sm text-slate-700">
          Les créneaux proposés aux acheteurs qui viennent chercher leur commande.
          {data ? ` Délai de préparation : ${data.preparationHours} h (réglable dans les ` : ""}
          {data ? (
            <>
              <a className="text-blue-800 underline" href="/admin/settings">
                paramètres
              </a>
              ).
            </>
          ) : null}
        </p>
      </header>
      <StatusMessage
        message={pickup.isPending ? "Chargement…" : pickup.isError ? messageOf(pickup.error) : null}
        tone={pickup.isError ? "error" : "info"}
      />
      <StatusMessage message={notice} tone="success" />
      {data && !data.places.length ? (
        <p className="rounded-md border border-slate-300 bg-white p-4">
          Aucun lieu de retrait pour l’instant : ajoutez-en un ci-dessous, puis ses créneaux.
        </p>
      ) : null}
      {data?.places.map((place) => (
        <PlaceEditor
          key={place.id}
          place={place}
          onSave={async (body) => {
            const saved = await api.save(place.id, body);
            queryClient.setQueryData(queryKeys.adminPickup(idSite), (old: AdminPickup | undefined) =>
              old ? { ...old, places: old.places.map((p) => (p.id === saved.id ? saved : p)) } : old,
            );
            return saved;
          }}
          identity={
            <PlaceIdentity
              place={place}
              onRename={async (body) => {
                const saved = await api.rename(place.id, body);
                setPlaces((places) => places.map((p) => (p.id === saved.id ? saved : p)));
                return saved;
              }}
              onWithdraw={async () => {
                const withdrawn = await api.withdraw(place.id);
                setPlaces((places) => places.filter((p) => p.id !== withdrawn.id));
                setNotice(`« ${withdrawn.name} » n’est plus proposé comme lieu de retrait.`);
              }}
            />
          }
        />
      ))}
      {data ? (
        <NewPlace
          onCreate={async (body) => {
            const created = await api.create(body);
            queryClient.setQueryData(queryKeys.adminPickup(idSite), (old: AdminPickup | undefined) =>
              old ? { ...old, places: [...old.places, created] } : old,
            );
            return created;
          }}
        />
      ) : null}
    </div>
  );
}

/** The click-and-collect screen; loaded for admins only (src/app/routes/admin-pickup.tsx). */
export default function PickupScreen(props: PickupScreenProps) {
  return (
    <QueryProvider>
      <PickupDesk {...props} />
    </QueryProvider>
  );
}
