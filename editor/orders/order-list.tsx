// The order desk's list (issue 13 §5): the orders of a page with their selection boxes, the
// search and filters (kept in the address by the screen), the exports and the day's pick-up list,
// and the bar that moves the selected orders to one status.
import { useState } from "react";
import {
  type AdminOrderQuery,
  type OrderStatus,
  type OrderSummary,
  orderStatuses,
} from "../../schemas/order";
import type { AdminOrderClient } from "../../src/client/admin-order-calls";
import { formatPrice } from "../../src/runtime/shop/money";
import { Button } from "../../src/ui/button";
import { Input, NativeSelect } from "../../src/ui/input";
import { Label } from "../../src/ui/label";
import { ListDays, ListFilter, ListSearch, ListSort } from "../../src/ui/list-controls";
import {
  deliveryKindLabels,
  formatOrderDate,
  paymentMethodLabels,
  statusTitle,
  statusTitles,
} from "./order-text";

/** A cell of the desk's tables. */
export const cell = "px-3 py-2 text-left align-top";

/** The buyer withdrew from this order (issue 15 §5). */
function WithdrawalMark() {
  return (
    <span className="ml-2 inline-block rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">
      Rétractation
    </span>
  );
}

export function OrderList({
  orders,
  onOpen,
  selected,
  onSelect,
}: {
  orders: OrderSummary[];
  onOpen: (order: OrderSummary, opener: HTMLButtonElement) => void;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], on: boolean) => void;
}) {
  if (orders.length === 0)
    return (
      <p className="rounded-md border border-slate-300 bg-white p-4">
        Aucune commande ne correspond à ces critères.
      </p>
    );
  const allOn = orders.every((o) => selected.has(o.id));
  const box = "size-5 accent-slate-900";
  return (
    <>
      <OrderCards orders={orders} onOpen={onOpen} selected={selected} onSelect={onSelect} allOn={allOn} />
      <div className="hidden rounded-md border border-slate-300 bg-white md:block">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Commandes de cette page</caption>
          <thead className="bg-slate-100 text-slate-800">
            <tr>
              <th scope="col" className={`${cell} w-10`}>
                <input
                  type="checkbox"
                  className={box}
                  aria-label="Sélectionner toutes les commandes de la page"
                  checked={allOn}
                  onChange={(e) =>
                    onSelect(
                      orders.map((o) => o.id),
                      e.target.checked,
                    )
                  }
                />
              </th>
              <th scope="col" className={cell}>
                Référence
              </th>
              <th scope="col" className={cell}>
                Date
              </th>
              <th scope="col" className={cell}>
                Acheteur
              </th>
              <th scope="col" className={`${cell} hidden md:table-cell`}>
                Livraison
              </th>
              <th scope="col" className={`${cell} hidden md:table-cell`}>
                Paiement
              </th>
              <th scope="col" className={`${cell} text-right`}>
                Total
              </th>
              <th scope="col" className={cell}>
                Statut
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id} className="border-t border-slate-200">
                <td className={cell}>
                  <input
                    type="checkbox"
                    className="size-5 accent-slate-900"
                    aria-label={`Sélectionner la commande ${order.reference}`}
                    checked={selected.has(order.id)}
                    onChange={(e) => onSelect([order.id], e.target.checked)}
                  />
                </td>
                <th scope="row" className={cell}>
                  <button
                    type="button"
                    data-order={order.id}
                    className={openButton}
                    onClick={(e) => onOpen(order, e.currentTarget)}
                  >
                    <span className="sr-only">Ouvrir la commande </span>
                    {order.reference}
                  </button>
                </th>
                <td className={`${cell} whitespace-nowrap`}>{formatOrderDate(order.createdAt)}</td>
                <td className={cell}>
                  <span className="block">{order.buyerName}</span>
                  <span className="block break-all text-slate-700">{order.email}</span>
                </td>
                <td className={`${cell} hidden md:table-cell`}>{deliveryKindLabels[order.deliveryKind]}</td>
                <td className={`${cell} hidden md:table-cell`}>{paymentMethodLabels[order.paymentMethod]}</td>
                <td className={`${cell} text-right whitespace-nowrap`}>{formatPrice(order.total)}</td>
                <td className={cell}>
                  {statusTitle(order.status)}
                  {order.withdrawalRequested ? <WithdrawalMark /> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

const openButton =
  "font-semibold whitespace-nowrap text-blue-800 underline hover:text-blue-950 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600";

/** The same orders on a phone: a card each, nothing scrolls sideways. */
function OrderCards({
  orders,
  onOpen,
  selected,
  onSelect,
  allOn,
}: {
  orders: OrderSummary[];
  onOpen: (order: OrderSummary, opener: HTMLButtonElement) => void;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], on: boolean) => void;
  allOn: boolean;
}) {
  return (
    <div className="flex flex-col gap-3 md:hidden">
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-5 accent-slate-900"
          checked={allOn}
          onChange={(e) =>
            onSelect(
              orders.map((o) => o.id),
              e.target.checked,
            )
          }
        />
        Tout choisir sur cette page
      </label>
      <ul aria-label="Commandes de cette page" className="flex flex-col gap-3">
        {orders.map((order) => (
          <li key={order.id} className="flex gap-3 rounded-md border border-slate-300 bg-white p-3 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-slate-900"
              aria-label={`Choisir la commande ${order.reference}`}
              checked={selected.has(order.id)}
              onChange={(e) => onSelect([order.id], e.target.checked)}
            />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <p className="flex flex-wrap items-baseline justify-between gap-2">
                <button
                  type="button"
                  data-order={order.id}
                  className={openButton}
                  onClick={(e) => onOpen(order, e.currentTarget)}
                >
                  <span className="sr-only">Ouvrir la commande </span>
                  {order.reference}
                </button>
                <span>
                  {statusTitle(order.status)}
                  {order.withdrawalRequested ? <WithdrawalMark /> : null}
                </span>
              </p>
              <p>{order.buyerName}</p>
              <p className="break-all text-slate-700">{order.email}</p>
              <p className="text-slate-700">
                {formatOrderDate(order.createdAt)} · {deliveryKindLabels[order.deliveryKind]} ·{" "}
                <span className="font-medium text-slate-900">{formatPrice(order.total)}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

const sortLabels: Record<AdminOrderQuery["sort"], string> = {
  createdAt: "Date",
  total: "Total",
  reference: "Référence",
};

/** The desk's search and filters; the search is sent when asked, the others at once. */
export function Filters({
  query,
  set,
}: {
  query: AdminOrderQuery;
  set: (patch: Partial<AdminOrderQuery>) => void;
}) {
  const [search, setSearch] = useState(query.search ?? "");
  return (
    <form
      aria-label="Rechercher et filtrer les commandes"
      className="grid grid-cols-2 gap-3 rounded-md border border-slate-300 bg-white p-3 sm:p-4 lg:grid-cols-4"
      onSubmit={(event) => {
        event.preventDefault();
        set({ search: search.trim() || undefined, page: 1 });
      }}
    >
      <ListSearch
        id="orders-search"
        className="col-span-2"
        value={search}
        placeholder="Référence, nom ou e-mail de l’acheteur"
        onChange={setSearch}
      />
      <ListFilter
        id="orders-status"
        label="Statut"
        all="Tous les statuts"
        value={query.status}
        options={statusTitles}
        onChange={(status) => set({ status, page: 1 })}
      />
      <ListFilter
        id="orders-delivery"
        label="Livraison"
        all="Tous les modes"
        value={query.deliveryKind}
        options={deliveryKindLabels}
        onChange={(deliveryKind) => set({ deliveryKind, page: 1 })}
      />
      <ListFilter
        id="orders-payment"
        label="Paiement"
        all="Tous les moyens"
        value={query.paymentMethod}
        options={paymentMethodLabels}
        onChange={(paymentMethod) => set({ paymentMethod, page: 1 })}
      />
      <ListDays
        id="orders"
        labels={["Passées depuis le", "Jusqu’au"]}
        from={query.from}
        to={query.to}
        onChange={(patch) => set({ ...patch, page: 1 })}
      />
      <ListSort
        id="orders-sort"
        sort={query.sort}
        direction={query.direction}
        labels={sortLabels}
        first="desc"
        onChange={(sort, direction) => set({ sort, direction, page: 1 })}
      />
    </form>
  );
}

/** Today in France, as a date field writes it. */
const todayInFrance = () => new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });

/** The accountant's exports (the filters of the list apply) and the day's pick-up list. */
export function Papers({ api, query }: { api: AdminOrderClient; query: AdminOrderQuery }) {
  const [day, setDay] = useState(todayInFrance);
  const { page: _p, perPage: _n, sort: _s, direction: _d, ...filter } = query;
  const link =
    "inline-flex items-center gap-2 rounded-md border border-slate-400 bg-white px-3 py-2 text-sm font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-blue-600";
  return (
    <section aria-labelledby="orders-papers" className="flex flex-wrap items-end gap-3">
      <h2 id="orders-papers" className="sr-only">
        Exports et retraits
      </h2>
      <a className={link} href={api.papers.export(filter, "orders")} download>
        <i className="fa-solid fa-file-csv" aria-hidden="true" />
        Exporter les commandes (CSV)
      </a>
      <a className={link} href={api.papers.export(filter, "lines")} download>
        <i className="fa-solid fa-file-csv" aria-hidden="true" />
        Exporter les lignes (CSV)
      </a>
      <div className="flex items-end gap-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="orders-pickup-day">Retraits du</Label>
          <Input id="orders-pickup-day" type="date" value={day} onChange={(e) => setDay(e.target.value)} />
        </div>
        <a className={link} href={day ? api.papers.pickups(day) : undefined} target="_blank" rel="noopener">
          <i className="fa-solid fa-print" aria-hidden="true" />
          Liste des retraits (PDF)
        </a>
      </div>
    </section>
  );
}

/** What to do with the selected orders: one status for all, each order moved or refused on its own. */
export function BulkBar({
  count,
  busy,
  onApply,
  onClear,
}: {
  count: number;
  busy: boolean;
  onApply: (status: OrderStatus) => void;
  onClear: () => void;
}) {
  const [status, setStatus] = useState<OrderStatus>("PREPARING");
  if (!count) return null;
  return (
    <section
      aria-label="Commandes sélectionnées"
      className="flex flex-wrap items-end gap-3 rounded-md border border-slate-400 bg-slate-100 p-3"
    >
      <p className="mr-auto font-medium">
        {count} commande{count > 1 ? "s" : ""} sélectionnée{count > 1 ? "s" : ""}
      </p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="orders-bulk-status">Passer au statut</Label>
        <NativeSelect
          id="orders-bulk-status"
          value={status}
          onChange={(e) => setStatus(e.target.value as OrderStatus)}
        >
          {orderStatuses
            .filter((s) => s !== "PENDING_PAYMENT" && s !== "CANCELLED")
            .map((s) => (
              <option key={s} value={s}>
                {statusTitle(s)}
              </option>
            ))}
        </NativeSelect>
      </div>
      <Button disabled={busy} onClick={() => onApply(status)}>
        Appliquer
      </Button>
      <Button variant="outline" onClick={onClear}>
        Tout désélectionner
      </Button>
    </section>
  );
}
