// The owner's catalogue at /admin/products (issue 12 §1, §2): every product of the site, searched,
// filtered, sorted and paged by the server; the query lives in the address, so the back button
// and a shared link show the same list. A table on a large screen, cards on a phone.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import {
  ADMIN_PAGE_SIZES,
  type AdminProductQuery,
  type AdminProductRow,
  adminProductQuerySchema,
  type adminProductSorts,
  productStatuses,
} from "../../schemas/catalogue";
import { productTypes } from "../../schemas/shop";
import { createAdminCatalogueClient } from "../../src/client/admin-catalogue-calls";
import { queryKeys } from "../../src/client/query-keys";
import { QueryProvider } from "../../src/client/query-provider";
import { formatPrice } from "../../src/runtime/shop/money";
import { Button } from "../../src/ui/button";
import { CheckboxField } from "../../src/ui/field";
import { ListFilter, ListPages, ListSearch, ListSort } from "../../src/ui/list-controls";
import { StatusMessage } from "../../src/ui/status-message";
import { useAddressQuery } from "../list/address-query";
import { colorLabel, statusLabel, typeLabel } from "./catalogue-text";
import { CatalogueTransfer } from "./catalogue-transfer";
import { VariationsDialog } from "./variation-fields";

export interface ProductsScreenProps {
  idSite: number;
}

const sortLabels: Record<(typeof adminProductSorts)[number], string> = {
  order: "Ordre de la boutique",
  name: "Nom",
  updatedAt: "Dernière modification",
  price: "Prix",
  stock: "Stock",
};

const typeOptions = Object.fromEntries(productTypes.map((t) => [t, typeLabel(t)])) as Record<
  NonNullable<AdminProductQuery["type"]>,
  string
>;
const statusOptions = Object.fromEntries(productStatuses.map((s) => [s, statusLabel(s)])) as Record<
  NonNullable<AdminProductQuery["status"]>,
  string
>;

function StockCell({ product }: { product: AdminProductRow }) {
  if (product.stock === null) return <span className="text-slate-600">Non suivi</span>;
  return (
    <span className={product.lowStock ? "font-semibold text-red-800" : ""}>
      {product.stock}
      {product.lowStock ? " — stock bas" : ""}
    </span>
  );
}

function summaryLine(product: AdminProductRow) {
  return [
    typeLabel(product.type),
    product.color ? colorLabel(product.color) : null,
    product.appellation,
    product.years.join(", ") || null,
  ]
    .filter(Boolean)
    .join(" · ");
}

function ProductRows({ items }: { items: AdminProductRow[] }) {
  return (
    <>
      <table className="hidden w-full border-collapse text-sm md:table">
        <caption className="sr-only">Produits du catalogue</caption>
        <thead>
          <tr className="border-b border-slate-300 text-left">
            <th scope="col" className="px-3 py-2">
              Produit
            </th>
            <th scope="col" className="px-3 py-2">
              Prix
            </th>
            <th scope="col" className="px-3 py-2">
              Stock
            </th>
            <th scope="col" className="px-3 py-2">
              État
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((p) => (
            <tr key={p.id} className="border-b border-slate-200 align-top">
              <td className="px-3 py-2">
                <Link className="font-medium text-blue-800 underline" to={`/admin/products/${p.id}`}>
                  {p.name}
                </Link>
                <span className="block text-slate-700">{summaryLine(p)}</span>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatPrice(p.price)}</td>
              <td className="px-3 py-2">
                <StockCell product={p} />
              </td>
              <td className="px-3 py-2">{statusLabel(p.status)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-3 md:hidden">
        {items.map((p) => (
          <li key={p.id} className="rounded-md border border-slate-300 p-3">
            <Link className="font-medium text-blue-800 underline" to={`/admin/products/${p.id}`}>
              {p.name}
            </Link>
            <p className="text-sm text-slate-700">{summaryLine(p)}</p>
            <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
              <span>{formatPrice(p.price)}</span>
              <span>
                Stock : <StockCell product={p} />
              </span>
              <span>{statusLabel(p.status)}</span>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

function Filters({
  query,
  set,
}: {
  query: AdminProductQuery;
  set: (patch: Partial<AdminProductQuery>) => void;
}) {
  const [search, setSearch] = useState(query.search ?? "");
  return (
    <form
      aria-label="Filtrer le catalogue"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
      onSubmit={(event) => {
        event.preventDefault();
        set({ search: search.trim() || undefined, page: 1 });
      }}
    >
      <ListSearch
        id="catalogue-search"
        className="sm:col-span-2"
        value={search}
        placeholder="Nom, appellation, référence, EAN"
        onChange={setSearch}
      />
      <ListFilter
        id="catalogue-type"
        label="Type"
        all="Tous"
        value={query.type}
        options={typeOptions}
        onChange={(type) => set({ type, page: 1 })}
      />
      <ListFilter
        id="catalogue-status"
        label="État"
        all="Publiés et non publiés"
        value={query.status}
        options={statusOptions}
        onChange={(status) => set({ status, page: 1 })}
      />
      <ListSort
        id="catalogue-sort"
        sort={query.sort}
        direction={query.direction}
        labels={sortLabels}
        onChange={(sort, direction) => set({ sort, direction, page: 1 })}
      />
      <CheckboxField
        className="sm:col-span-2"
        label="Seulement les produits en stock bas"
        checked={query.lowStock ?? false}
        onChange={(lowStock) => set({ lowStock: lowStock || undefined, page: 1 })}
      />
    </form>
  );
}

function ProductList({ idSite }: ProductsScreenProps) {
  const api = useMemo(() => createAdminCatalogueClient({ idSite }), [idSite]);
  const { query, set, key } = useAddressQuery(adminProductQuerySchema);
  const [variationsOpen, setVariationsOpen] = useState(false);
  const list = useQuery({
    queryKey: queryKeys.adminProducts(idSite, key),
    queryFn: () => api.list(query),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="flex flex-col gap-5 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Catalogue</h1>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setVariationsOpen(true)}>
            Variations
          </Button>
          <Button asChild>
            <Link to="/admin/products/new">Ajouter un produit</Link>
          </Button>
        </div>
      </div>
      {variationsOpen ? (
        <VariationsDialog idSite={idSite} api={api} onClose={() => setVariationsOpen(false)} />
      ) : null}
      <CatalogueTransfer idSite={idSite} api={api} />
      <Filters query={query} set={set} />
      <StatusMessage
        message={
          list.isPending
            ? "Chargement des produits…"
            : list.isError
              ? "La liste n’a pas pu être chargée."
              : null
        }
        tone={list.isError ? "error" : "info"}
      />
      {list.data ? (
        list.data.items.length ? (
          <>
            <ProductRows items={list.data.items} />
            <ListPages
              id="catalogue"
              page={query.page}
              perPage={query.perPage}
              total={list.data.total}
              sizes={ADMIN_PAGE_SIZES}
              noun={["produit", "produits"]}
              onChange={(next) => set(next as Partial<AdminProductQuery>)}
            />
          </>
        ) : (
          <p>Aucun produit ne correspond à ces critères.</p>
        )
      ) : null}
    </div>
  );
}

/** The catalogue list; loaded for admins only (src/app/routes/admin-products.tsx). */
export default function ProductsScreen({ idSite }: ProductsScreenProps) {
  return (
    <QueryProvider>
      <ProductList idSite={idSite} />
    </QueryProvider>
  );
}
