// A customer's file at /admin/customers/{id} (issue 13 §4, decision 100): profile, what they
// bought, where they live, the lists they receive and since when, the consents and proofs of
// majority kept; and the two GDPR answers an owner owes within a month: the person's data as a
// file, and its erasure (refused while an order is under way; the orders stay, anonymised).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import type { AdminSession } from "../../schemas/admin";
import type { AdminCustomerDetail } from "../../schemas/customer";
import { createAdminCustomerClient } from "../../src/client/admin-customer-calls";
import { queryKeys } from "../../src/client/query-keys";
import { QueryProvider } from "../../src/client/query-provider";
import { formatPrice } from "../../src/runtime/shop/money";
import { Button } from "../../src/ui/button";
import { ConfirmButton } from "../../src/ui/dialog";
import { StatusMessage } from "../../src/ui/status-message";
import { messageOf } from "../catalogue/catalogue-text";
import { statusTitle } from "../orders/order-text";
import { customerName, formatDay } from "./customer-text";

export interface CustomerScreenProps {
  idSite: number;
  session: AdminSession;
}

const card = "rounded-md border border-slate-300 bg-white p-4";
const cell = "px-3 py-2 text-left align-top";

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="shrink-0 font-medium text-slate-700 sm:w-56">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="mb-2 text-lg font-semibold text-slate-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

function EraseButton({
  customer,
  busy,
  onConfirm,
}: {
  customer: AdminCustomerDetail;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmButton
      variant="danger"
      disabled={busy}
      title={`Effacer les données de ${customerName(customer)} ?`}
      description={
        customer.ordersInProgress
          ? `${customer.ordersInProgress} commande(s) de ce client sont en cours : elles doivent être livrées ou annulées avant l’effacement.`
          : `Le compte, les abonnements, les messages et les e-mails sont supprimés. Ses ${customer.orderCount} commande(s) et leurs factures restent pour votre comptabilité (10 ans), sans nom, adresse, téléphone ni e-mail. C’est définitif.`
      }
      cancelLabel="Ne rien effacer"
      confirmLabel={customer.ordersInProgress ? null : "Oui, effacer définitivement"}
      onConfirm={onConfirm}
    >
      <i className="fa-solid fa-user-slash" aria-hidden="true" />
      Effacer ses données
    </ConfirmButton>
  );
}

function CustomerFile({ customer, dataHref }: { customer: AdminCustomerDetail; dataHref: string }) {
  return (
    <>
      <Section title="Profil">
        <dl className="flex flex-col gap-2 text-sm">
          <Item term="E-mail">{customer.email}</Item>
          <Item term="Téléphone">{customer.phone ?? "—"}</Item>
          <Item term="Date de naissance">{customer.birthdate ? formatDay(customer.birthdate) : "—"}</Item>
          <Item term="Compte ouvert le">{formatDay(customer.createdAt)}</Item>
          <Item term="Commandes">
            {customer.orderCount} pour {formatPrice(customer.totalSpent)}
            {customer.lastOrderAt ? ` — la dernière le ${formatDay(customer.lastOrderAt)}` : ""}
          </Item>
        </dl>
      </Section>
      <Section title="Consentements et preuves">
        <dl className="flex flex-col gap-2 text-sm">
          <Item term="Conditions acceptées le">{formatDay(customer.termsAcceptedAt)}</Item>
          <Item term="Lettres reçues">
            {customer.newsletters.length ? (
              <ul>
                {customer.newsletters.map((n) => (
                  <li key={n.listId}>
                    {n.name} — inscrit le {formatDay(n.subscribedAt)}
                  </li>
                ))}
              </ul>
            ) : (
              "Aucune"
            )}
          </Item>
          <Item term="Majorité déclarée">
            {customer.majorityProofs.length ? (
              <ul>
                {customer.majorityProofs.map((p) => (
                  <li key={p.reference}>
                    Né(e) le {formatDay(p.birthdate)}, déclaré à la commande {p.reference} du{" "}
                    {formatDay(p.declaredAt)}
                  </li>
                ))}
              </ul>
            ) : (
              "Aucune déclaration à une commande"
            )}
          </Item>
        </dl>
        <p className="mt-3 text-sm">
          <a className="font-medium text-blue-800 underline" href={dataHref} download>
            Télécharger toutes ses données (JSON)
          </a>{" "}
          — à lui transmettre s’il demande l’accès à ses données ou leur portabilité.
        </p>
      </Section>
      <Section title={`Adresses (${customer.addresses.length})`}>
        {customer.addresses.length ? (
          <ul className="grid gap-3 text-sm sm:grid-cols-2">
            {customer.addresses.map((a) => (
              <li
                key={`${a.lastname}-${a.address}-${a.postalCode}-${a.usedAt}`}
                className="rounded border border-slate-200 p-3"
              >
                <span className="block font-medium">
                  {a.firstname} {a.lastname}
                  {a.company ? ` — ${a.company}` : ""}
                </span>
                <span className="block">{a.address}</span>
                {a.addressPart2 ? <span className="block">{a.addressPart2}</span> : null}
                <span className="block">
                  {a.postalCode} {a.city} ({a.country})
                </span>
                <span className="block text-slate-700">utilisée le {formatDay(a.usedAt)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm">Aucune adresse : ce client n’a pas encore commandé.</p>
        )}
      </Section>
      <Section title={`Commandes (${customer.orders.length})`}>
        {customer.orders.length ? (
          <table className="w-full border-collapse text-sm">
            <thead className="text-slate-800">
              <tr className="border-b border-slate-300">
                <th scope="col" className={cell}>
                  Référence
                </th>
                <th scope="col" className={`${cell} hidden sm:table-cell`}>
                  Date
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
              {customer.orders.map((o) => (
                <tr key={o.id} className="border-b border-slate-200">
                  <th scope="row" className={`${cell} font-normal`}>
                    <Link
                      className="font-medium text-blue-800 underline"
                      to={`/admin/orders?search=${encodeURIComponent(o.reference)}`}
                    >
                      {o.reference}
                    </Link>
                    <span className="block text-slate-700 sm:hidden">{formatDay(o.createdAt)}</span>
                  </th>
                  <td className={`${cell} hidden sm:table-cell`}>{formatDay(o.createdAt)}</td>
                  <td className={`${cell} text-right whitespace-nowrap`}>{formatPrice(o.total)}</td>
                  <td className={cell}>{statusTitle(o.status)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-sm">Aucune commande.</p>
        )}
      </Section>
    </>
  );
}

function CustomerDesk({ idSite }: CustomerScreenProps) {
  const { id: raw } = useParams();
  const id = Number(raw);
  const api = useMemo(() => createAdminCustomerClient({ idSite }), [idSite]);
  const queryClient = useQueryClient();
  const file = useQuery({
    queryKey: queryKeys.adminCustomer(idSite, id),
    queryFn: () => api.customers.detail(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
  const [erased, setErased] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const erase = useMutation({
    mutationFn: () => api.customers.erase(id),
    onSuccess: (result) => {
      setErased(result.message);
      queryClient.removeQueries({ queryKey: queryKeys.adminCustomer(idSite, id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminCustomers(idSite) });
    },
    onError: (e) => setError(messageOf(e)),
  });
  // once erased, the screen says so and the focus goes to what it says (the file is gone)
  useEffect(() => {
    if (erased) doneRef.current?.focus();
  }, [erased]);
  const back = (
    <Button asChild variant="outline" size="sm">
      <Link to="/admin/customers">
        <i className="fa-solid fa-arrow-left" aria-hidden="true" />
        Tous les clients
      </Link>
    </Button>
  );
  if (erased)
    return (
      <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-6">
        <div>{back}</div>
        <h1 ref={doneRef} tabIndex={-1} className="text-2xl font-semibold text-slate-950">
          Données effacées
        </h1>
        <StatusMessage message={erased} tone="success" />
      </div>
    );
  const customer = file.data;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-6">
      <div>{back}</div>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-950">
          {customer ? customerName(customer) : "Fiche client"}
        </h1>
        {customer ? (
          <EraseButton customer={customer} busy={erase.isPending} onConfirm={() => erase.mutate()} />
        ) : null}
      </header>
      <StatusMessage
        message={
          error ??
          (file.isError
            ? messageOf(file.error)
            : file.isPending && file.fetchStatus !== "idle"
              ? "Chargement de la fiche…"
              : null) ??
          (!Number.isInteger(id) || id <= 0 ? "Ce client n’existe pas." : null)
        }
        tone={error || file.isError || !(id > 0) ? "error" : "info"}
      />
      {customer ? <CustomerFile customer={customer} dataHref={api.files.personalData(customer.id)} /> : null}
    </div>
  );
}

/** The customer's file; loaded for admins only (src/app/routes/admin-customer.tsx). */
export default function CustomerScreen(props: CustomerScreenProps) {
  return (
    <QueryProvider>
      <CustomerDesk {...props} />
    </QueryProvider>
  );
}
