// The relay network's points (issue 13 §1, the built-in provider's settings): the points each relay
// carrier delivers to, which the checkout offers nearest the buyer's postal code first. The owner
// adds one, corrects it, closes it (no longer offered) or removes it; orders keep the point they
// were sent to as it was.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { AdminAccessPoint, AdminCarrier } from "../../schemas/shipping";
import type { AdminShippingClient } from "../../src/client/admin-shipping-calls";
import { fieldErrorsOf } from "../../src/client/api-client";
import { queryKeys } from "../../src/client/query-keys";
import { Button } from "../../src/ui/button";
import { ConfirmButton, Dialog, DialogClose, DialogContent } from "../../src/ui/dialog";
import { CheckboxField, Field, TextField } from "../../src/ui/field";
import { NativeSelect } from "../../src/ui/input";
import { StatusMessage } from "../../src/ui/status-message";
import { messageOf } from "../catalogue/catalogue-text";

type Draft = Record<
  "code" | "name" | "addLine1" | "zipCode" | "city" | "country" | "lat" | "lng" | "openingHours",
  string
> & {
  carrierId: number;
  isValid: boolean;
};

const draftOf = (p: AdminAccessPoint | null, carrierId: number): Draft => ({
  carrierId: p?.carrierId ?? carrierId,
  code: p?.code ?? "",
  name: p?.name ?? "",
  addLine1: p?.addLine1 ?? "",
  zipCode: p?.zipCode ?? "",
  city: p?.city ?? "",
  country: p?.country ?? "FR",
  lat: p ? String(p.lat) : "",
  lng: p ? String(p.lng) : "",
  openingHours: p?.openingHours ?? "",
  isValid: p?.isValid ?? true,
});

/** A coordinate as typed (a French decimal comma accepted); NaN is refused by the server. */
const degrees = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.trim().replace(",", ".")));

function PointDialog({
  api,
  carriers,
  point,
  onDone,
}: {
  api: AdminShippingClient;
  carriers: AdminCarrier[];
  point: AdminAccessPoint | null;
  onDone: (message: string | null) => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(point, carriers[0]?.id ?? 0));
  const save = useMutation({
    mutationFn: () => {
      const body = {
        ...draft,
        lat: degrees(draft.lat),
        lng: degrees(draft.lng),
        openingHours: draft.openingHours.trim() || null,
      };
      return point ? api.points.save(point.id, body) : api.points.create(body);
    },
    onSuccess: (result) => onDone(result.message),
  });
  const errors = fieldErrorsOf(save.error);
  const text = (key: Exclude<keyof Draft, "carrierId" | "isValid">, label: string, description?: string) => (
    <TextField
      label={label}
      description={description}
      errors={errors[key] ?? []}
      value={draft[key]}
      onChange={(value) => setDraft((d) => ({ ...d, [key]: value }))}
    />
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onDone(null)}>
      <DialogContent title={point ? `Modifier le point relais ${point.name}` : "Nouveau point relais"}>
        <form
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate();
          }}
        >
          <Field label="Réseau (transporteur)" errors={errors.carrierId ?? []}>
            {(control) => (
              <NativeSelect
                {...control}
                value={draft.carrierId}
                onChange={(e) => setDraft((d) => ({ ...d, carrierId: Number(e.target.value) }))}
              >
                {carriers.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          {text("code", "Référence", "Celle du réseau, par exemple MR-49400-01.")}
          {text("name", "Nom")}
          {text("addLine1", "Adresse")}
          {text("zipCode", "Code postal")}
          {text("city", "Ville")}
          {text("country", "Pays (code à deux lettres)")}
          {text("openingHours", "Horaires")}
          {text("lat", "Latitude", "En degrés, par exemple 47,26.")}
          {text("lng", "Longitude", "En degrés, par exemple -0,08.")}
          <CheckboxField
            className="sm:col-span-2"
            label="Ouvert : proposé aux acheteurs"
            checked={draft.isValid}
            onChange={(isValid) => setDraft((d) => ({ ...d, isValid }))}
          />
          {save.error && !Object.keys(errors).length ? (
            <p className="text-sm font-medium text-red-700 sm:col-span-2">{messageOf(save.error)}</p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
            <DialogClose asChild>
              <Button variant="outline">Annuler</Button>
            </DialogClose>
            <Button type="submit" disabled={save.isPending}>
              Enregistrer le point
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function RelayPointsPanel({
  idSite,
  api,
  carriers,
}: {
  idSite: number;
  api: AdminShippingClient;
  carriers: AdminCarrier[];
}) {
  const queryClient = useQueryClient();
  const relays = carriers.filter((c) => c.deliveryType === "PICKUP");
  const points = useQuery({ queryKey: queryKeys.adminAccessPoints(idSite), queryFn: api.points.list });
  const [editing, setEditing] = useState<AdminAccessPoint | "new" | null>(null);
  const [notice, setNotice] = useState<{ text: string; tone: "success" | "error" } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.adminAccessPoints(idSite) });
  const remove = useMutation({
    mutationFn: (id: number) => api.points.remove(id),
    onSuccess: (result) => setNotice({ text: result.message, tone: "success" }),
    onError: (error) => setNotice({ text: messageOf(error), tone: "error" }),
    onSettled: () => refresh(),
  });
  return (
    <section
      aria-labelledby="relay-points"
      className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="relay-points" className="text-lg font-semibold text-slate-950">
            Points relais
          </h2>
          <p className="text-sm text-slate-700">
            Les points où vos transporteurs « point relais » livrent : l’acheteur choisit parmi les plus
            proches de son code postal.
          </p>
        </div>
        <Button onClick={() => setEditing("new")} disabled={!relays.length}>
          Nouveau point relais
        </Button>
      </div>
      {relays.length ? null : (
        <p className="text-sm">
          Aucun transporteur ne livre en point relais : créez-en un pour y ajouter des points.
        </p>
      )}
      <StatusMessage
        message={notice?.text ?? (points.isError ? messageOf(points.error) : null)}
        tone={notice?.tone ?? "error"}
      />
      {points.data?.length ? (
        <ul className="grid gap-3 md:grid-cols-2">
          {points.data.map((p) => (
            <li key={p.id} className="flex flex-col gap-1 rounded border border-slate-200 p-3 text-sm">
              <p className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold">{p.name}</span>
                <span>{p.isValid ? "Ouvert" : "Fermé"}</span>
              </p>
              <p>
                {p.addLine1}, {p.zipCode} {p.city} ({p.country})
              </p>
              <p className="text-slate-700">
                {p.carrierName} · {p.code}
                {p.openingHours ? ` · ${p.openingHours}` : ""}
              </p>
              <div className="mt-1 flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => setEditing(p)}>
                  Modifier<span className="sr-only"> le point {p.name}</span>
                </Button>
                <ConfirmButton
                  size="sm"
                  title={`Supprimer le point relais ${p.name} ?`}
                  description="Il n’est plus proposé aux acheteurs ; les commandes qui y ont été livrées le gardent."
                  cancelLabel="Garder le point"
                  confirmLabel="Oui, supprimer"
                  onConfirm={() => remove.mutate(p.id)}
                >
                  Supprimer<span className="sr-only"> le point {p.name}</span>
                </ConfirmButton>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {editing ? (
        <PointDialog
          api={api}
          carriers={relays}
          point={editing === "new" ? null : editing}
          onDone={(message) => {
            setEditing(null);
            if (message) {
              setNotice({ text: message, tone: "success" });
              void refresh();
            }
          }}
        />
      ) : null}
    </section>
  );
}
