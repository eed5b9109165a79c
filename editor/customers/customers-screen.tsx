// The owner's customers at /admin/customers (issue 13 §4, decision 100): the site's accounts with
// what they ordered, searched (name, e-mail, city), filtered (has ordered, subscribed, created
// between) and paged by the server, the query kept in the address; the export of the same
// selection as CSV. A customer's file opens at /admin/customers/{id} (./customer-screen.tsx).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import type { AdminSession } from "../../schemas/admin";
import {
  ADMIN_CUSTOMER_PAGE_SIZES,
  type AdminCustomerQuery,
  adminCustomerQuerySchema,
  type CustomerSummary,
} from "../../schemas/customer";
import { type AdminCustomerClient, createAdminCustomerClient } from "../../src/client/admin-customer-calls";
import { queryKeys } from "../../src/client/query-keys";
import { QueryProvider } from "../../src/client/query-provider";
import { formatPrice } from "../../src/runtime/shop/money";
import { Button } from "../../src/ui/button";
import { ListDays, ListFilter, ListPages, ListSearch, ListSort } from "../../src/ui/list-controls";
import { StatusMessage } from "../../src/ui/status-message";
import { messageOf } from "../catalogue/catalogue-text";
import { useAddressQuery } from "../list/address-query";
import { customerName, formatDay } from "./customer-text";
import { GuestRequest } from "./guest-request";

export interface CustomersScreenProps {
  idSite: number;
  session: AdminSession;
}

const cell = "px-3 py-2 text-left align-top";

function CustomerRows({ items }: { items: CustomerSummary[] }) {
  return (
    <div className="rounded-md border border-slate-300 bg-white">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Clients de cette page</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            <th scope="col" className={cell}>
              Client
            </th>
            <th scope="col" className={`${cell} hidden sm:table-cell`}>
              Ville
            </th>
            <th scope="col" className={`${cell} hidden md:table-cell`}>
              Inscrit le
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Commandes
            </th>
            <th scope="col" className={`${cell} hidden sm:table-cell`}>
              Newsletter
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((c) => (
            <tr key={c.id} className="border-t border-slate-200">
              <th scope="row" className={`${cell} font-normal`}>
                <Link
                  to={`/admin/customers/${c.id}`}
                  className="font-semibold text-blue-800 underline hover:text-blue-950 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
                >
                  {customerName(c)}
                </Link>
                <span className="block break-all text-slate-700">{c.email}</span>
                <span className="block text-slate-700 sm:hidden">{c.city}</span>
              </th>
              <td className={`${cell} hidden sm:table-cell`}>{c.city ?? "—"}</td>
              <td className={`${cell} hidden whitespace-nowrap md:table-cell`}>{formatDay(c.createdAt)}</td>
              <td className={`${cell} text-right whitespace-nowrap`}>
                {c.orderCount}
                <span className="block text-slate-700">{formatPrice(c.totalSpent)}</span>
              </td>
              <td className={`${cell} hidden sm:table-cell`}>{c.subscribed ? "Abonné" : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const sortLabels: Record<AdminCustomerQuery["sort"], string> = {
  createdAt: "Date d’inscription",
  name: "Nom",
  totalSpent: "Total dépensé",
  lastOrderAt: "Dernière commande",
};

function Filters({
  query,
  set,
}: {
  query: AdminCustomerQuery;
  set: (patch: Partial<AdminCustomerQuery>) => void;
}) {
  const [search, setSearch] = useState(query.search ?? "");
  return (
    <form
      aria-label="Rechercher et filtrer les clients"
      className="grid grid-cols-2 gap-3 rounded-md border border-slate-300 bg-white p-3 sm:p-4 lg:grid-cols-4"
      onSubmit={(event) => {
        event.preventDefault();
        set({ search: search.trim() || undefined, page: 1 });
      }}
    >
      <ListSearch
        id="customers-search"
        className="col-span-2"
        value={search}
        placeholder="Nom, e-mail ou ville"
        onChange={setSearch}
      />
      <ListFilter
        id="customers-ordered"
        label="Commandes"
        all="Tous les clients"
        value={query.ordered}
        options={{ yes: "A déjà commandé", no: "N’a jamais commandé" }}
        onChange={(ordered) => set({ ordered, page: 1 })}
      />
      <ListFilter
        id="customers-subscribed"
        label="Newsletter"
        all="Abonnés ou non"
        value={query.subscribed}
        options={{ yes: "Abonnés", no: "Non abonnés" }}
        onChange={(subscribed) => set({ subscribed, page: 1 })}
      />
      <ListDays
        id="customers"
        labels={["Inscrits depuis le", "Jusqu’au"]}
        from={query.from}
        to={query.to}
        onChange={(patch) => set({ ...patch, page: 1 })}
      />
      <ListSort
        id="customers-sort"
        sort={query.sort}
        direction={query.direction}
        labels={sortLabels}
        first="desc"
        onChange={(sort, direction) => set({ sort, direction, page: 1 })}
      />
    </form>
  );
}

function CustomerDesk({ idSite }: CustomersScreenProps) {
  const api: AdminCustomerClient = useMemo(() => createAdminCustomerClient({ idSite }), [idSite]);
  const { query, set, key } = useAddressQuery(adminCustomerQuerySchema);
  const list = useQuery({
    queryKey: queryKeys.adminCustomers(idSite, key),
    queryFn: () => api.customers.list(query),
    placeholderData: keepPreviousData,
  });
  const { page: _p, perPage: _n, sort: _s, direction: _d, ...filter } = query;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-950">Clients</h1>
          <p className="text-sm text-slate-700">
            Les comptes ouverts sur votre site, ce qu’ils ont commandé et les lettres qu’ils reçoivent. Une
            demande d’accès ou d’effacement de données se traite depuis la fiche du client.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/admin/newsletters">
              <i className="fa-solid fa-envelope-open-text" aria-hidden="true" />
              Listes de diffusion
            </Link>
          </Button>
          <Button asChild variant="outline">
            <a href={api.files.customers(filter)} download>
              <i className="fa-solid fa-file-csv" aria-hidden="true" />
              Exporter ces clients (CSV)
            </a>
          </Button>
        </div>
      </header>
      <Filters query={query} set={set} />
      <StatusMessage
        message={list.isPending ? "Chargement des clients…" : list.isError ? messageOf(list.error) : null}
        tone={list.isError ? "error" : "info"}
      />
      {list.data ? (
        list.data.items.length ? (
          <>
            <CustomerRows items={list.data.items} />
            <ListPages
              id="customers"
              page={query.page}
              perPage={query.perPage}
              total={list.data.total}
              sizes={ADMIN_CUSTOMER_PAGE_SIZES}
              noun={["client", "clients"]}
              onChange={(next) => set(next as Partial<AdminCustomerQuery>)}
            />
          </>
        ) : (
          <p className="rounded-md border border-slate-300 bg-white p-4">
            Aucun client ne correspond à ces critères.
          </p>
        )
      ) : null}
      <GuestRequest api={api} />
    </div>
  );
}

/** The customers screen; loaded for admins only (src/app/routes/admin-customers.tsx). */
export default function CustomersScreen(props: CustomersScreenProps) {
  return (
    <QueryProvider>
      <CustomerDesk {...props} />
    </QueryProvider>
  );
}
