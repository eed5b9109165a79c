// The registrations of one event (issue 14 §3): confirmed, waiting and cancelled, the seats taken
// against the capacity (per date, with each date's registrations on demand, when the registrants
// choose a date: decision 115); one cancelled by the owner after asking (the registrant is mailed and the
// waiting list gets the seats); the list exported as CSV or JSON (DESIGN.md §7).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type {
  AdminDateSeats,
  AdminElement,
  AdminRegistration,
  RegistrationStatus,
} from "../../schemas/element";
import type { AdminElementClient } from "../../src/client/admin-element-calls";
import { ConfirmButton, Dialog, DialogContent } from "../../src/ui/dialog";
import { StatusMessage } from "../../src/ui/status-message";
import { messageOf } from "../catalogue/catalogue-text";

export const registrationStatusLabels: Record<RegistrationStatus, string> = {
  CONFIRMED: "Confirmée",
  WAITING: "Liste d’attente",
  CANCELLED: "Annulée",
};

const statusTone: Record<RegistrationStatus, string> = {
  CONFIRMED: "bg-green-100 text-green-900",
  WAITING: "bg-amber-100 text-amber-900",
  CANCELLED: "bg-slate-200 text-slate-800",
};

/** "12 / 20 places prises · 3 en attente", without a limit, or per date (decision 115). */
export function seatsText(
  e: Pick<AdminElement, "seatsTaken" | "seatsWaiting" | "capacity" | "calendarId">,
): string {
  const taken =
    e.capacity === null
      ? `${e.seatsTaken} place(s) prise(s), sans limite`
      : e.calendarId !== null
        ? `${e.seatsTaken} place(s) prise(s) en tout, ${e.capacity} par date`
        : `${e.seatsTaken} / ${e.capacity} places prises`;
  return e.seatsWaiting ? `${taken} · ${e.seatsWaiting} en attente` : taken;
}

const dayOf = (date: string) =>
  new Date(date).toLocaleDateString("fr-FR", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** The seats of each date booked, with a button that shows that date's registrations only. */
function DateSeatsTable({
  dates,
  capacity,
  shown,
  onShow,
}: {
  dates: AdminDateSeats[];
  capacity: number | null;
  shown: string | null | undefined;
  onShow: (date: string | null | undefined) => void;
}) {
  return (
    <section aria-labelledby="registrations-dates" className="flex flex-col gap-2">
      <h3 id="registrations-dates" className="text-base font-semibold">
        Par date
      </h3>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1 pe-3">
                Date
              </th>
              <th scope="col" className="py-1 pe-3">
                Places prises
              </th>
              <th scope="col" className="py-1 pe-3">
                En attente
              </th>
              <th scope="col" className="py-1">
                <span className="sr-only">Afficher</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {dates.map((d) => {
              const label = d.date ? dayOf(d.date) : "Sans date choisie";
              return (
                <tr key={d.date ?? "none"} className="border-b border-slate-200">
                  <th scope="row" className="py-1 pe-3 font-medium">
                    {label}
                    {d.seatsLeft === 0 ? (
                      <span className="ms-2 rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
                        Complet
                      </span>
                    ) : null}
                  </th>
                  <td className="py-1 pe-3">
                    {capacity === null ? d.seatsTaken : `${d.seatsTaken} / ${capacity}`}
                  </td>
                  <td className="py-1 pe-3">{d.seatsWaiting}</td>
                  <td className="py-1">
                    <button
                      type="button"
                      className="underline"
                      aria-pressed={shown === d.date}
                      onClick={() => onShow(shown === d.date ? undefined : d.date)}
                    >
                      {shown === d.date ? "Toutes les dates" : "Voir ses inscriptions"}
                      <span className="sr-only"> ({label})</span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

const when = (iso: string) =>
  new Date(iso).toLocaleString("fr-FR", { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Paris" });

function RegistrationCard({ r, onCancel }: { r: AdminRegistration; onCancel: () => void }) {
  const name = `${r.firstname} ${r.lastname}`;
  return (
    <li className="flex flex-col gap-1 rounded-md border border-slate-300 bg-white p-3 text-sm">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{name}</span>
        <span className={`rounded px-2 py-0.5 text-xs font-medium ${statusTone[r.status]}`}>
          {registrationStatusLabels[r.status]}
        </span>
      </p>
      <p>
        {r.seats} place(s) ·{" "}
        <a href={`mailto:${r.email}`} className="underline">
          {r.email}
        </a>
        {r.phone ? ` · ${r.phone}` : ""}
      </p>
      {r.chosenDate ? (
        <p>Date choisie : {new Date(r.chosenDate).toLocaleDateString("fr-FR", { timeZone: "UTC" })}</p>
      ) : null}
      {r.message ? <p className="whitespace-pre-line text-slate-700">{r.message}</p> : null}
      <p className="text-xs text-slate-600">
        Inscrit le {when(r.createdAt)}
        {r.cancelledAt ? ` · annulée le ${when(r.cancelledAt)}` : ""}
        {r.repliedAt ? ` · répondu le ${when(r.repliedAt)}` : ""}
      </p>
      {r.status === "CANCELLED" ? null : (
        <div>
          <ConfirmButton
            size="sm"
            title={`Annuler l’inscription de ${name} ?`}
            description="La personne est prévenue par courriel ; ses places vont à la liste d’attente."
            cancelLabel="Garder l’inscription"
            confirmLabel="Oui, annuler"
            onConfirm={onCancel}
          >
            Annuler l’inscription<span className="sr-only"> de {name}</span>
          </ConfirmButton>
        </div>
      )}
    </li>
  );
}

export function RegistrationsDialog({
  idSite,
  api,
  route,
  element,
  onClose,
}: {
  idSite: number;
  api: AdminElementClient;
  route: string;
  element: AdminElement;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const key = ["admin-registrations", idSite, route, element.id];
  const list = useQuery({ queryKey: key, queryFn: () => api.registrations.list(route, element.id) });
  const cancel = useMutation({
    mutationFn: (id: number) => api.registrations.cancel(route, element.id, id),
    onSuccess: (done) => {
      queryClient.setQueryData(key, done.data);
      void queryClient.invalidateQueries({ queryKey: ["admin-events", idSite] });
    },
  });
  const shown = list.data?.element ?? element;
  // one date's registrations (undefined: every date)
  const [date, setDate] = useState<string | null | undefined>(undefined);
  const items = list.data?.items.filter((r) => date === undefined || r.chosenDate === date) ?? [];
  const groups = (["CONFIRMED", "WAITING", "CANCELLED"] as const).map((status) => ({
    status,
    items: items.filter((r) => r.status === status),
  }));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={`Inscriptions — ${element.title}`} className="w-[min(96vw,48rem)]">
        <div className="flex flex-col gap-4">
          <p className="font-medium">{seatsText(shown)}</p>
          <p className="flex flex-wrap gap-3 text-sm">
            <a className="underline" href={api.registrations.file(route, element.id, "csv")} download>
              Exporter en CSV (tableur)
            </a>
            <a className="underline" href={api.registrations.file(route, element.id, "json")} download>
              Exporter en JSON
            </a>
          </p>
          <StatusMessage
            message={
              cancel.data?.message ??
              (cancel.error
                ? messageOf(cancel.error)
                : list.isPending
                  ? "Chargement des inscriptions…"
                  : list.isError
                    ? messageOf(list.error)
                    : null)
            }
            tone={cancel.error || list.isError ? "error" : cancel.data ? "success" : "info"}
          />
          {list.data && !list.data.items.length ? <p>Aucune inscription pour l’instant.</p> : null}
          {list.data?.dates.length ? (
            <DateSeatsTable dates={list.data.dates} capacity={shown.capacity} shown={date} onShow={setDate} />
          ) : null}
          {date !== undefined ? (
            <p className="text-sm font-medium">
              Inscriptions du {date ? dayOf(date) : "— sans date choisie"}
            </p>
          ) : null}
          {groups
            .filter((g) => g.items.length)
            .map((g) => (
              <section
                key={g.status}
                aria-labelledby={`registrations-${g.status}`}
                className="flex flex-col gap-2"
              >
                <h3 id={`registrations-${g.status}`} className="text-base font-semibold">
                  {registrationStatusLabels[g.status]} ({g.items.length})
                </h3>
                <ul className="flex flex-col gap-2">
                  {g.items.map((r) => (
                    <RegistrationCard key={r.id} r={r} onCancel={() => cancel.mutate(r.id)} />
                  ))}
                </ul>
              </section>
            ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
