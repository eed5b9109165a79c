// The owner's order desk at /admin/orders (decisions 070, 095): the list (./order-list.tsx) searched,
// filtered and paged by the server; an order's detail, its papers and history, and one button per
// status it may move to
// (src/runtime/shop/order-status.ts, enforced by the server: a refused move is a 409 whose message
// is shown). The SUPER_ADMIN also finds the site's card payment keys here (decision 065).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, type RefObject, useEffect, useId, useMemo, useRef, useState } from "react";
import type { AdminSession } from "../../schemas/admin";
import {
  ADMIN_ORDER_PAGE_SIZES,
  type AdminOrderDetail,
  type AdminOrderQuery,
  adminOrderQuerySchema,
  type OrderStatus,
  type OrderSummary,
} from "../../schemas/order";
import { type AdminOrderClient, createAdminOrderClient } from "../../src/client/admin-order-calls";
import { ApiCallError } from "../../src/client/api-client";
import { queryKeys } from "../../src/client/query-keys";
import { QueryProvider } from "../../src/client/query-provider";
import { formatPrice } from "../../src/runtime/shop/money";
import { Button } from "../../src/ui/button";
import { ConfirmButton } from "../../src/ui/dialog";
import { ListPages } from "../../src/ui/list-controls";
import { StatusMessage } from "../../src/ui/status-message";
import { useAddressQuery } from "../list/address-query";
import { CardPaymentPanel } from "./card-payment-panel";
import { BulkBar, cell, Filters, OrderList, Papers } from "./order-list";
import {
  addressLines,
  deliveryKindLabels,
  formatOrderDate,
  formatPickupDate,
  lineLabel,
  paymentMethodLabels,
  statusActionLabel,
  statusLabel,
  statusTitle,
} from "./order-text";

export interface OrdersScreenProps {
  idSite: number;
  session: AdminSession;
}

type Notice = { text: string; tone: "info" | "success" | "error" };

/** A label and its value, in a description list; nothing when there is no value. */
function Item({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === "") return null;
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="shrink-0 font-medium text-slate-700 sm:w-56">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function Lines({ lines }: { lines: string[] }) {
  return (
    <>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one address never move
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </>
  );
}

function OrderDetailView({
  order,
  papers,
  busy,
  onMove,
  onClose,
  headingRef,
  statusRef,
}: {
  order: AdminOrderDetail;
  papers: AdminOrderClient["papers"];
  busy: boolean;
  onMove: (status: OrderStatus) => void;
  onClose: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
  statusRef: RefObject<HTMLParagraphElement | null>;
}) {
  const headingId = useId();
  const moves = order.nextStatuses.filter((s) => s !== "CANCELLED");
  const canCancel = order.nextStatuses.includes("CANCELLED");
  const pickup = order.clickAndCollect;
  const relay = order.accessPoint;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <Button variant="outline" size="sm" onClick={onClose}>
          <i className="fa-solid fa-arrow-left" aria-hidden="true" />
          Toutes les commandes
        </Button>
      </div>
      <div className="flex flex-col gap-1 rounded-md border border-slate-300 bg-white p-4">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-950">
          Commande {order.reference}
        </h2>
        <p className="text-sm text-slate-700">
          Passée le {formatOrderDate(order.createdAt)} par {order.buyerName} ({order.email})
        </p>
        <p ref={statusRef} tabIndex={-1} className="mt-2">
          Statut : <strong>{statusTitle(order.status)}</strong>
        </p>
        {order.nextStatuses.length ? (
          <fieldset className="mt-2 flex flex-wrap gap-2">
            <legend className="sr-only">Changer le statut</legend>
            {moves.map((status) => (
              <Button key={status} disabled={busy} onClick={() => onMove(status)}>
                {statusActionLabel(status)}
              </Button>
            ))}
            {canCancel ? (
              <ConfirmButton
                disabled={busy}
                title={`Annuler la commande ${order.reference} ?`}
                description={
                  order.status === "PENDING_PAYMENT"
                    ? "Le stock de chaque article est rendu, le code de réduction peut resservir et l’acheteur est prévenu par e-mail. Une commande annulée ne change plus de statut."
                    : "Le stock de chaque article est rendu, le code de réduction peut resservir et l’acheteur est prévenu par e-mail. Si elle était payée, un avoir est établi : remboursez l’acheteur par le même moyen (Stripe, virement). Une commande annulée ne change plus de statut."
                }
                cancelLabel="Garder la commande"
                confirmLabel="Oui, annuler la commande"
                onConfirm={() => onMove("CANCELLED")}
              >
                {statusActionLabel("CANCELLED")}
              </ConfirmButton>
            ) : null}
          </fieldset>
        ) : (
          <p className="text-sm text-slate-700">Cette commande ne change plus de statut.</p>
        )}
      </div>

      <section
        className="rounded-md border border-slate-300 bg-white p-4"
        aria-labelledby={`${headingId}-lines`}
      >
        <h3 id={`${headingId}-lines`} className="text-lg font-semibold text-slate-950">
          Articles ({order.itemCount})
        </h3>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <thead className="text-slate-800">
              <tr className="border-b border-slate-300">
                <th scope="col" className={cell}>
                  Produit
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  Quantité
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  Prix unitaire
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.declinationId} className="border-b border-slate-200">
                  <th scope="row" className={`${cell} font-normal`}>
                    {lineLabel(line)}
                  </th>
                  <td className={`${cell} text-right`}>{line.quantity}</td>
                  <td className={`${cell} text-right whitespace-nowrap`}>{formatPrice(line.unitPrice)}</td>
                  <td className={`${cell} text-right whitespace-nowrap`}>{formatPrice(line.total)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3} className={`${cell} text-right font-normal`}>
                  Produits
                </th>
                <td className={`${cell} text-right whitespace-nowrap`}>{formatPrice(order.subtotal)}</td>
              </tr>
              {order.discount ? (
                <tr>
                  <th scope="row" colSpan={3} className={`${cell} text-right font-normal`}>
                    Réduction {order.discount.code}
                  </th>
                  <td className={`${cell} text-right whitespace-nowrap`}>
                    {formatPrice(-order.discount.value)}
                  </td>
                </tr>
              ) : null}
              <tr>
                <th scope="row" colSpan={3} className={`${cell} text-right font-normal`}>
                  Livraison
                </th>
                <td className={`${cell} text-right whitespace-nowrap`}>{formatPrice(order.shippingFees)}</td>
              </tr>
              <tr className="border-t border-slate-300">
                <th scope="row" colSpan={3} className={`${cell} text-right`}>
                  Total TTC
                </th>
                <td className={`${cell} text-right font-semibold whitespace-nowrap`}>
                  {formatPrice(order.total)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <section
          className="rounded-md border border-slate-300 bg-white p-4"
          aria-labelledby={`${headingId}-delivery`}
        >
          <h3 id={`${headingId}-delivery`} className="text-lg font-semibold text-slate-950">
            Livraison
          </h3>
          <dl className="mt-2 flex flex-col gap-2 text-sm">
            <Item term="Mode">{deliveryKindLabels[order.deliveryKind]}</Item>
            <Item term="Transporteur">{order.carrier?.name}</Item>
            {order.shippingAddress && order.deliveryKind === "DELIVERY" ? (
              <Item term="Adresse de livraison">
                <Lines lines={addressLines(order.shippingAddress)} />
              </Item>
            ) : null}
            {relay ? (
              <Item term="Point relais">
                <Lines
                  lines={[
                    relay.name,
                    relay.addLine1,
                    `${relay.zipCode} ${relay.city}`,
                    `Identifiant ${relay.id}`,
                  ]}
                />
              </Item>
            ) : null}
            {pickup ? (
              <Item term="Retrait sur place">
                <Lines
                  lines={[
                    pickup.name,
                    `${formatPickupDate(pickup.date)}, entre ${pickup.opensAt} et ${pickup.closesAt}`,
                  ]}
                />
              </Item>
            ) : null}
            <Item term="Téléphone">{order.phone}</Item>
          </dl>
        </section>

        <section
          className="rounded-md border border-slate-300 bg-white p-4"
          aria-labelledby={`${headingId}-billing`}
        >
          <h3 id={`${headingId}-billing`} className="text-lg font-semibold text-slate-950">
            Facturation
          </h3>
          <dl className="mt-2 flex flex-col gap-2 text-sm">
            <Item term="Paiement">{paymentMethodLabels[order.paymentMethod]}</Item>
            <Item term="Adresse de facturation">
              <Lines lines={addressLines(order.billingAddress)} />
            </Item>
            <Item term="N° de TVA de l’acheteur">{order.vatNumber}</Item>
            <Item term="N° de TVA du vendeur (facture)">{order.sellerVatNumber}</Item>
          </dl>
        </section>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <section
          className="rounded-md border border-slate-300 bg-white p-4"
          aria-labelledby={`${headingId}-papers`}
        >
          <h3 id={`${headingId}-papers`} className="text-lg font-semibold text-slate-950">
            Documents
          </h3>
          <ul className="mt-2 flex flex-col gap-2 text-sm">
            <li>
              <a
                className="text-blue-800 underline"
                href={papers.invoice(order.id)}
                target="_blank"
                rel="noopener"
              >
                Facture {order.reference} (PDF)
              </a>
            </li>
            <li>
              <a
                className="text-blue-800 underline"
                href={papers.packingSlip(order.id)}
                target="_blank"
                rel="noopener"
              >
                Bon de préparation (PDF)
              </a>
            </li>
            {order.creditNote ? (
              <li>
                <a
                  className="text-blue-800 underline"
                  href={papers.creditNote(order.id)}
                  target="_blank"
                  rel="noopener"
                >
                  Avoir {order.creditNote.number} de {formatPrice(order.creditNote.amount)} (PDF)
                </a>
              </li>
            ) : null}
          </ul>
        </section>
        <section
          className="rounded-md border border-slate-300 bg-white p-4"
          aria-labelledby={`${headingId}-history`}
        >
          <h3 id={`${headingId}-history`} className="text-lg font-semibold text-slate-950">
            Historique
          </h3>
          <ol className="mt-2 flex flex-col gap-1 text-sm">
            {order.history.map((step) => (
              <li key={`${step.at}-${step.status}`}>
                <span className="font-medium">{formatOrderDate(step.at)}</span> —{" "}
                {step.status ? statusTitle(step.status) : "Commande passée"}
                {step.by ? <span className="text-slate-700"> (par {step.by})</span> : null}
              </li>
            ))}
          </ol>
        </section>
      </div>

      {order.withdrawal ? (
        <section
          className="rounded-md border border-amber-700 bg-amber-50 p-4"
          aria-labelledby={`${headingId}-withdrawal`}
        >
          <h3 id={`${headingId}-withdrawal`} className="text-lg font-semibold text-slate-950">
            Rétractation de l’acheteur
          </h3>
          <p className="mt-2 text-sm">
            Demandée le {formatOrderDate(order.withdrawal.requestedAt)}. Quand les produits vous reviennent,
            annulez la commande : le stock est rendu et, si elle était payée, l’avoir est émis ; remboursez
            l’acheteur sous 14 jours.
          </p>
          {order.withdrawal.message ? (
            <p className="mt-2 text-sm whitespace-pre-line">« {order.withdrawal.message} »</p>
          ) : null}
        </section>
      ) : null}

      {order.message ? (
        <section
          className="rounded-md border border-slate-300 bg-white p-4"
          aria-labelledby={`${headingId}-message`}
        >
          <h3 id={`${headingId}-message`} className="text-lg font-semibold text-slate-950">
            Message de l’acheteur
          </h3>
          <p className="mt-2 text-sm whitespace-pre-line">{order.message}</p>
        </section>
      ) : null}
    </section>
  );
}

export default function OrdersScreen(props: OrdersScreenProps) {
  return (
    <QueryProvider>
      <OrdersDesk {...props} />
    </QueryProvider>
  );
}

/** The selected orders of the list, and one status applied to them all (each moved or refused on its own). */
function useBulkStatus(
  api: AdminOrderClient,
  idSite: number,
  setNotice: (notice: Notice) => void,
  setBusy: (busy: boolean) => void,
) {
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const select = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const setStatuses = useMutation({
    mutationFn: ({ ids, status }: { ids: number[]; status: OrderStatus }) =>
      api.orders.setStatuses(ids, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminOrders(idSite) }),
  });
  const applyToSelected = async (status: OrderStatus) => {
    setBusy(true);
    try {
      const result = await setStatuses.mutateAsync({ ids: [...selected], status });
      setSelected(new Set(result.refused.map((r) => r.id)));
      const moved = result.moved.length
        ? `${result.moved.length} commande${result.moved.length > 1 ? "s" : ""} : ${statusLabel(status)}.`
        : "";
      const refused = result.refused.map((r) => `${r.reference ?? `n° ${r.id}`} : ${r.message}.`).join(" ");
      setNotice({
        text: [moved, refused && `Restent sélectionnées : ${refused}`].filter(Boolean).join(" "),
        tone: result.refused.length ? "error" : "success",
      });
    } catch (error) {
      setNotice({ text: (error as Error).message, tone: "error" });
    } finally {
      setBusy(false);
    }
  };

  return { selected, select, apply: applyToSelected, clear: () => setSelected(new Set()) };
}

function OrdersDesk({ idSite, session }: OrdersScreenProps) {
  const api: AdminOrderClient = useMemo(() => createAdminOrderClient({ idSite }), [idSite]);
  const queryClient = useQueryClient();
  const { query, set, key } = useAddressQuery(adminOrderQuerySchema);
  // each page of the list is cached by its query; reopened lists show at once and refresh behind
  const list = useQuery({
    queryKey: queryKeys.adminOrders(idSite, key),
    queryFn: () => api.orders.list(query),
    placeholderData: keepPreviousData,
  });
  const orders: OrderSummary[] | null = list.data?.items ?? null;
  const setStatus = useMutation({
    mutationFn: ({ id, status }: { id: number; status: OrderStatus }) => api.orders.setStatus(id, status),
    onSuccess: (updated) => queryClient.setQueryData(queryKeys.adminOrder(idSite, updated.id), updated),
    // moved or refused: the lists may say otherwise now
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminOrders(idSite) }),
  });
  const [open, setOpen] = useState<AdminOrderDetail | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // the row's button that opened the detail gets the focus back when it closes
  const opener = useRef<{ id: number; element: HTMLButtonElement } | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useRef<"heading" | "status" | "opener" | null>(null);

  useEffect(() => {
    const target = focusAfterRender.current;
    if (!target) return;
    focusAfterRender.current = null;
    if (target === "heading") headingRef.current?.focus();
    else if (target === "status") statusRef.current?.focus();
    else if (opener.current) {
      const { id } = opener.current;
      // the list was drawn again: find the row's button by the order it opens
      // (the table's on a large screen, the card's on a phone: the one shown)
      const button = [
        ...(listRef.current?.querySelectorAll<HTMLButtonElement>(`button[data-order="${id}"]`) ?? []),
      ].find((b) => b.offsetParent !== null);
      (button ?? opener.current.element).focus();
    }
  });

  const openOrder = async (order: OrderSummary, element: HTMLButtonElement) => {
    opener.current = { id: order.id, element };
    setBusy(true);
    setNotice({ text: `Ouverture de la commande ${order.reference}…`, tone: "info" });
    try {
      const detail = await queryClient.fetchQuery({
        queryKey: queryKeys.adminOrder(idSite, order.id),
        queryFn: () => api.orders.detail(order.id),
        staleTime: 0,
      });
      focusAfterRender.current = "heading";
      setOpen(detail);
      setNotice(null);
    } catch (error) {
      setNotice({ text: (error as Error).message, tone: "error" });
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    setOpen(null);
    focusAfterRender.current = "opener";
    // back to the list: shown from the cache at once, refreshed behind (another admin may have moved one)
    void queryClient.invalidateQueries({ queryKey: queryKeys.adminOrders(idSite) });
  };

  const move = async (status: OrderStatus) => {
    if (!open) return;
    setBusy(true);
    try {
      const updated = await setStatus.mutateAsync({ id: open.id, status });
      setOpen(updated);
      setNotice({
        text: `Commande ${updated.reference} : ${statusLabel(updated.status)}.`,
        tone: "success",
      });
    } catch (error) {
      setNotice({ text: (error as Error).message, tone: "error" });
      // refused because it moved meanwhile (another admin, a card payment): show where it is now
      if (error instanceof ApiCallError && error.status === 409)
        await api.orders.detail(open.id).then(setOpen, () => undefined);
    } finally {
      focusAfterRender.current = "status";
      setBusy(false);
    }
  };

  const bulk = useBulkStatus(api, idSite, setNotice, setBusy);

  return (
    <div className="bg-slate-50 text-slate-900">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
        <header className="flex flex-wrap items-end gap-3">
          <div className="mr-auto">
            <h1 className="text-2xl font-semibold text-slate-950">Commandes</h1>
            <p className="text-sm text-slate-700">
              Cherchez une commande, imprimez son bon de préparation, faites avancer son statut : l’acheteur
              reçoit un e-mail quand sa commande est payée, expédiée, prête à retirer ou annulée.
            </p>
          </div>
        </header>
        <StatusMessage
          message={
            notice?.text ??
            (list.error && !open ? list.error.message : null) ??
            (orders === null && !open ? "Chargement des commandes…" : null)
          }
          tone={notice?.tone ?? (list.error ? "error" : "info")}
        />

        {open ? (
          <OrderDetailView
            order={open}
            papers={api.papers}
            busy={busy}
            onMove={(status) => void move(status)}
            onClose={close}
            headingRef={headingRef}
            statusRef={statusRef}
          />
        ) : (
          <>
            <Filters query={query} set={set} />
            <Papers api={api} query={query} />
            <BulkBar
              count={bulk.selected.size}
              busy={busy}
              onApply={(status) => void bulk.apply(status)}
              onClear={bulk.clear}
            />
            <div ref={listRef} className="flex flex-col gap-3">
              {orders && list.data ? (
                <>
                  <OrderList
                    orders={orders}
                    selected={bulk.selected}
                    onSelect={bulk.select}
                    onOpen={(order, element) => void openOrder(order, element)}
                  />
                  <ListPages
                    id="orders"
                    page={query.page}
                    perPage={query.perPage}
                    total={list.data.total}
                    sizes={ADMIN_ORDER_PAGE_SIZES}
                    noun={["commande", "commandes"]}
                    onChange={(next) => set(next as Partial<AdminOrderQuery>)}
                  />
                </>
              ) : null}
            </div>
          </>
        )}

        {session.role === "SUPER_ADMIN" && !open ? <CardPaymentPanel api={api} idSite={idSite} /> : null}
      </div>
    </div>
  );
}
