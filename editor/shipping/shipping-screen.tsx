// The owner's shipping at /admin/shipping (issue 13 §1): each carrier with its rate grid (a fee per
// zone and bottle count; spec §5's bottle-equivalent rule counts the bottles), its own
// free-shipping threshold, active or not; the site's shipping settings beside them; and "what
// would a buyer pay", which asks the checkout's own quote.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { AdminSession } from "../../schemas/admin";
import { type ShippingFees, type ShippingZone, shippingZones } from "../../schemas/order";
import type { AdminCarrier, AdminShipping, CarrierInput } from "../../schemas/shipping";
import { createAdminCatalogueClient } from "../../src/client/admin-catalogue-calls";
import { type AdminShippingClient, createAdminShippingClient } from "../../src/client/admin-shipping-calls";
import { ApiCallError, fieldErrorsOf } from "../../src/client/api-client";
import { queryKeys } from "../../src/client/query-keys";
import { QueryProvider } from "../../src/client/query-provider";
import { centsOfEuros, eurosText, formatPrice } from "../../src/runtime/shop/money";
import { Button } from "../../src/ui/button";
import { CheckboxField, Field, TextField } from "../../src/ui/field";
import { NativeSelect } from "../../src/ui/input";
import { StatusMessage } from "../../src/ui/status-message";
import { messageOf } from "../catalogue/catalogue-text";
import { DestinationsPanel } from "./destinations-panel";
import { RelayPointsPanel } from "./relay-points-panel";

export interface ShippingScreenProps {
  idSite: number;
  session: AdminSession;
}

const zoneLabels: Record<ShippingZone, string> = {
  FR: "France continentale",
  CORSICA: "Corse",
  EU: "Union européenne",
  WORLD: "Reste du monde",
};

interface RateDraft {
  key: string;
  zone: ShippingZone;
  min: string;
  max: string;
  price: string;
}

interface CarrierDraft {
  name: string;
  serviceCode: string;
  deliveryType: "DELIVERY" | "PICKUP";
  delay: string;
  freeFrom: string;
  isValid: boolean;
  rates: RateDraft[];
}

let nextKey = 0;
const draftOf = (c: AdminCarrier | null): CarrierDraft => ({
  name: c?.name ?? "",
  serviceCode: c?.serviceCode ?? "",
  deliveryType: c?.deliveryType ?? "DELIVERY",
  delay: c?.delayDays === null || !c ? "" : String(c.delayDays),
  freeFrom: c?.freeFrom ? eurosText(c.freeFrom) : "",
  isValid: c?.isValid ?? true,
  rates: (c?.rates ?? []).map((r) => ({
    key: String(nextKey++),
    zone: r.zone,
    min: String(r.minBottles),
    max: r.maxBottles === null ? "" : String(r.maxBottles),
    price: eurosText(r.price),
  })),
});

const count = (text: string) => (text.trim() === "" ? null : Number(text.trim()));
const cents = (text: string) => (text.trim() === "" ? null : (centsOfEuros(text) ?? Number.NaN));

function inputOf(d: CarrierDraft, order: number): CarrierInput {
  return {
    name: d.name,
    serviceCode: d.serviceCode.trim().toUpperCase(),
    deliveryType: d.deliveryType,
    delayDays: count(d.delay),
    isValid: d.isValid,
    order,
    freeFrom: cents(d.freeFrom),
    rates: d.rates.map((r) => ({
      zone: r.zone,
      minBottles: Number(r.min || 0),
      maxBottles: count(r.max),
      price: cents(r.price) ?? Number.NaN,
    })),
  };
}

function CarrierEditor({
  api,
  carrier,
  order,
  onSaved,
}: {
  api: AdminShippingClient;
  carrier: AdminCarrier | null;
  order: number;
  onSaved: (saved: AdminCarrier) => void;
}) {
  const [current, setCurrent] = useState(carrier);
  const [draft, setDraft] = useState(() => draftOf(carrier));
  const save = useMutation({
    mutationFn: () => {
      const input = inputOf(draft, current?.order ?? order);
      return current ? api.save(current.id, { ...input, version: current.version }) : api.create(input);
    },
    onSuccess: (saved) => {
      setCurrent(saved);
      onSaved(saved);
    },
    onError: (error) => {
      const fresh =
        error instanceof ApiCallError && error.status === 409
          ? (error.data as { current?: AdminCarrier })
          : null;
      if (fresh?.current) {
        setCurrent(fresh.current);
        setDraft(draftOf(fresh.current));
      }
    },
  });
  const errors = fieldErrorsOf(save.error);
  const set = (patch: Partial<CarrierDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setRate = (key: string, patch: Partial<RateDraft>) =>
    set({ rates: draft.rates.map((r) => (r.key === key ? { ...r, ...patch } : r)) });
  const title = current?.name || "Nouveau transporteur";
  const id = `carrier-${current?.id ?? "new"}`;
  const text = (
    key: "name" | "serviceCode" | "delay" | "freeFrom",
    label: string,
    field: string,
    description?: string,
  ) => (
    <TextField
      label={label}
      description={description}
      errors={errors[field] ?? []}
      value={draft[key]}
      onChange={(v) => set({ [key]: v })}
    />
  );
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4"
    >
      <h2 id={id} className="text-xl font-semibold text-slate-950">
        {title}
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {text("name", "Nom", "name")}
        {text("serviceCode", "Code de service", "serviceCode")}
        <Field label="Type" errors={errors.deliveryType ?? []}>
          {(control) => (
            <NativeSelect
              {...control}
              value={draft.deliveryType}
              onChange={(e) => set({ deliveryType: e.target.value as CarrierDraft["deliveryType"] })}
            >
              <option value="DELIVERY">Livraison à domicile</option>
              <option value="PICKUP">Point relais</option>
            </NativeSelect>
          )}
        </Field>
        {text("delay", "Délai (jours ouvrés)", "delayDays")}
        {text("freeFrom", "Offert dès (€ de produits)", "freeFrom", "Vide : selon les règles du site.")}
        <CheckboxField
          label="Proposé aux acheteurs"
          checked={draft.isValid}
          onChange={(isValid) => set({ isValid })}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">Grille de tarifs</legend>
        {draft.rates.map((rate, index) => (
          <div
            key={rate.key}
            className="grid grid-cols-2 items-end gap-2 border-b border-slate-200 pb-2 sm:grid-cols-5"
          >
            <Field label="Zone" errors={errors[`rates.${index}.zone`] ?? []}>
              {(control) => (
                <NativeSelect
                  {...control}
                  value={rate.zone}
                  onChange={(e) => setRate(rate.key, { zone: e.target.value as ShippingZone })}
                >
                  {shippingZones.map((zone) => (
                    <option key={zone} value={zone}>
                      {zoneLabels[zone]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <TextField
              label="De (bouteilles)"
              errors={errors[`rates.${index}.minBottles`] ?? []}
              inputMode="numeric"
              value={rate.min}
              onChange={(v) => setRate(rate.key, { min: v })}
            />
            <TextField
              label="À (vide : plus)"
              errors={errors[`rates.${index}.maxBottles`] ?? []}
              inputMode="numeric"
              value={rate.max}
              onChange={(v) => setRate(rate.key, { max: v })}
            />
            <TextField
              label="Prix (€ TTC)"
              errors={errors[`rates.${index}.price`] ?? []}
              inputMode="decimal"
              value={rate.price}
              onChange={(v) => setRate(rate.key, { price: v })}
            />
            <Button
              variant="outline"
              onClick={() => set({ rates: draft.rates.filter((r) => r.key !== rate.key) })}
            >
              Retirer<span className="sr-only"> la tranche {index + 1}</span>
            </Button>
          </div>
        ))}
        <div>
          <Button
            variant="outline"
            onClick={() =>
              set({
                rates: [...draft.rates, { key: String(nextKey++), zone: "FR", min: "1", max: "", price: "" }],
              })
            }
          >
            Ajouter une tranche
          </Button>
        </div>
      </fieldset>
      <StatusMessage
        message={
          save.error
            ? messageOf(save.error)
            : save.isSuccess
              ? `Transporteur « ${current?.name ?? ""} » enregistré.`
              : null
        }
        tone={save.error ? "error" : "success"}
      />
      <div>
        <Button disabled={save.isPending} onClick={() => save.mutate()}>
          Enregistrer le transporteur
        </Button>
      </div>
    </section>
  );
}

/** "What would a buyer pay": the checkout's quote for a wine, a quantity and an address. */
function Simulator({ idSite, api }: { idSite: number; api: AdminShippingClient }) {
  const catalogue = useMemo(() => createAdminCatalogueClient({ idSite }), [idSite]);
  const products = useQuery({
    queryKey: queryKeys.adminProducts(idSite, "shipping-simulator"),
    queryFn: () =>
      catalogue.list({ sort: "name", direction: "asc", page: 1, perPage: 100, status: "published" }),
  });
  const [form, setForm] = useState({ product: "", quantity: "6", postalCode: "49400", country: "FR" });
  const [answer, setAnswer] = useState<ShippingFees | null>(null);
  const simulate = useMutation({
    mutationFn: () =>
      api.simulate({
        products: [
          { idProduct: Number(form.product || products.data?.items[0]?.id), quantity: Number(form.quantity) },
        ],
        postalCode: form.postalCode,
        country: form.country,
      }),
    onSuccess: setAnswer,
    onError: () => setAnswer(null),
  });
  const errors = fieldErrorsOf(simulate.error);
  return (
    <section
      aria-labelledby="simulator"
      className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4"
    >
      <h2 id="simulator" className="text-xl font-semibold text-slate-950">
        Ce que paierait un acheteur
      </h2>
      <form
        className="grid grid-cols-2 items-end gap-3 lg:grid-cols-5"
        onSubmit={(event) => {
          event.preventDefault();
          simulate.mutate();
        }}
      >
        <Field label="Vin" className="col-span-2" errors={errors.products ?? []}>
          {(control) => (
            <NativeSelect
              {...control}
              value={form.product}
              onChange={(e) => setForm({ ...form, product: e.target.value })}
            >
              {products.data?.items.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <TextField
          label="Quantité"
          errors={errors["products.0.quantity"] ?? []}
          inputMode="numeric"
          value={form.quantity}
          onChange={(v) => setForm({ ...form, quantity: v })}
        />
        <TextField
          label="Code postal"
          errors={errors.postalCode ?? []}
          value={form.postalCode}
          onChange={(v) => setForm({ ...form, postalCode: v })}
        />
        <TextField
          label="Pays (FR, BE…)"
          errors={errors.country ?? []}
          value={form.country}
          onChange={(v) => setForm({ ...form, country: v })}
        />
        <div className="col-span-2 lg:col-span-5">
          <Button type="submit" disabled={simulate.isPending || !products.data}>
            Calculer
          </Button>
        </div>
      </form>
      <StatusMessage message={simulate.error ? messageOf(simulate.error) : null} tone="error" />
      {answer ? (
        <div aria-live="polite">
          <p className="text-sm">
            {answer.bottles} bouteille{answer.bottles > 1 ? "s" : ""} comptée{answer.bottles > 1 ? "s" : ""},
            zone « {zoneLabels[answer.zone]} »
            {answer.freeShipping ? " : livraison offerte par les règles du site." : "."}
          </p>
          <ul className="mt-2 flex flex-col gap-1">
            {answer.carriers.map((c) => (
              <li key={c.id} className="flex justify-between gap-3 border-b border-slate-200 py-1 text-sm">
                <span>{c.name}</span>
                <span className="font-semibold">
                  {c.price === 0 && c.fdp > 0 ? `Offert (${formatPrice(c.fdp)})` : formatPrice(c.price)}
                </span>
              </li>
            ))}
            {answer.carriers.length ? null : (
              <li className="text-sm">Aucun transporteur ne livre cet envoi.</li>
            )}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function Settings({ settings }: { settings: AdminShipping["settings"] }) {
  const rows: [string, string][] = [
    [
      "Livraison offerte dès (bouteilles)",
      settings.FREE_SHIPPING_BOTTLE === null ? "—" : String(settings.FREE_SHIPPING_BOTTLE),
    ],
    [
      "Livraison offerte dès (€)",
      settings.FREE_SHIPPING_PRICE === null ? "—" : `${settings.FREE_SHIPPING_PRICE} €`,
    ],
    [
      "Envoi minimum (bouteilles)",
      settings.MINIMUM_EXPEDITION_BOTTLE === null ? "—" : String(settings.MINIMUM_EXPEDITION_BOTTLE),
    ],
    [
      "Envoi maximum (bouteilles)",
      settings.MAXIMUM_EXPEDITION_BOTTLE === null ? "—" : String(settings.MAXIMUM_EXPEDITION_BOTTLE),
    ],
    ["Par multiple de", settings.BOTTLE_MULTIPLE === null ? "—" : String(settings.BOTTLE_MULTIPLE)],
    ["Livraison suspendue", settings.LOCK_DELIVERY ? "oui" : "non"],
    ["Message de livraison", settings.SHIPPING_MESSAGE ?? "—"],
  ];
  return (
    <section aria-labelledby="shipping-settings" className="rounded-md border border-slate-300 bg-white p-4">
      <h2 id="shipping-settings" className="text-xl font-semibold text-slate-950">
        Règles du site
      </h2>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-3 border-b border-slate-200 py-1">
            <dt className="text-slate-700">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm">
        Ces règles se modifient dans les{" "}
        <a className="text-blue-800 underline" href="/admin/settings">
          paramètres du site
        </a>
        .
      </p>
    </section>
  );
}

function ShippingDesk({ idSite }: ShippingScreenProps) {
  const api = useMemo(() => createAdminShippingClient({ idSite }), [idSite]);
  const queryClient = useQueryClient();
  const shipping = useQuery({ queryKey: queryKeys.adminShipping(idSite), queryFn: api.load });
  const [adding, setAdding] = useState(false);
  // the new carrier's editor gives its place to the listed one: the notice stays at the top
  const [created, setCreated] = useState<string | null>(null);
  const data = shipping.data;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-950">Livraison</h1>
          <p className="text-sm text-slate-700">
            Vos transporteurs et leurs tarifs par zone et nombre de bouteilles (une demi-bouteille compte pour
            une demie, un magnum pour deux).
          </p>
        </div>
        <Button
          onClick={() => {
            setCreated(null);
            setAdding(true);
          }}
          disabled={adding}
        >
          Nouveau transporteur
        </Button>
      </header>
      <StatusMessage
        message={shipping.isPending ? "Chargement…" : shipping.isError ? messageOf(shipping.error) : null}
        tone={shipping.isError ? "error" : "info"}
      />
      <StatusMessage
        message={created === null ? null : `Transporteur « ${created} » enregistré.`}
        tone="success"
      />
      {data ? <Settings settings={data.settings} /> : null}
      {data ? <Simulator idSite={idSite} api={api} /> : null}
      {adding && data ? (
        <CarrierEditor
          api={api}
          carrier={null}
          order={data.carriers.length}
          onSaved={(saved) => {
            setCreated(saved.name);
            setAdding(false);
            void queryClient.invalidateQueries({ queryKey: queryKeys.adminShipping(idSite) });
          }}
        />
      ) : null}
      {data?.carriers.map((carrier, index) => (
        <CarrierEditor key={carrier.id} api={api} carrier={carrier} order={index} onSaved={() => undefined} />
      ))}
      {data ? <RelayPointsPanel idSite={idSite} api={api} carriers={data.carriers} /> : null}
      {data ? <DestinationsPanel idSite={idSite} api={api} /> : null}
    </div>
  );
}

/** The shipping screen; loaded for admins only (src/app/routes/admin-shipping.tsx). */
export default function ShippingScreen(props: ShippingScreenProps) {
  return (
    <QueryProvider>
      <ShippingDesk {...props} />
    </QueryProvider>
  );
}
