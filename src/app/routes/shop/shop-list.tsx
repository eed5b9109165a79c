import {
  data,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useRouteLoaderData,
  useSearchParams,
} from "react-router";
import { readParameters } from "../../../../schemas/parameters";
import { ApiCallError } from "../../../client/api-client";
import { formatPrice } from "../../../runtime/shop/money";
import { shopDisplayOf } from "../../../runtime/shop/shop-display";
import { apiFor } from "../../api.server";
import { ProductCard } from "../../components/shop/product-card";
import { colorKey, shopTextOf } from "../../components/shop/shop-text";
import { shellOf } from "../../seo/meta";
import type { Shell } from "../../shell.server";
import {
  apiFiltersOf,
  hasFilters,
  priceRangeOf,
  type ShopOrderBy,
  shopFiltersOf,
  shopOrderBys,
  shopPageHref,
} from "./shop-filters";

/** spec §9: product lists are 100 a page. */
const PAGE_SIZE = 100;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = apiFor(context);
  const filters = shopFiltersOf(new URL(request.url).searchParams);
  // PRODUCT_ORDER gives the default order (spec §9: by price unless the site says otherwise)
  const { values } = readParameters(await api.site.parameters());
  const orderBy = filters.orderBy ?? (shopDisplayOf(values).defaultOrderBy as ShopOrderBy);
  try {
    const list = await api.shop.products(
      { page: filters.page, nbItem: PAGE_SIZE, orderBy, filters: apiFiltersOf(filters) },
      priceRangeOf(filters),
    );
    return { list, filters, orderBy };
  } catch (error) {
    // a site without a shop has no /shop (spec §1: isECommerce)
    if (error instanceof ApiCallError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const shell = shellOf(matches);
  const t = shopTextOf(shell);
  const title = `${t("shop.title")} — ${shell?.site.name ?? ""}`;
  return [
    { title },
    ...(shell?.meta.wine ? [{ name: "description", content: shell.meta.wine }] : []),
    { property: "og:title", content: title },
  ];
};

const selectClass =
  "w-full rounded border border-[rgb(var(--vs-font-color-rgb)/0.35)] bg-background px-3 py-2 text-base";

/** spec §2 product list: filters by kind, colour, appellation, vintage, price and search; sorting; pages. */
export default function ShopList() {
  const { list, filters, orderBy } = useLoaderData<typeof loader>();
  const shell = useRouteLoaderData<Shell>("root");
  const [params] = useSearchParams();
  const display = shell?.shop;
  if (!shell || !display) return null;
  const t = shopTextOf(shell);
  const pages = Math.max(1, Math.ceil(list.total / list.nbItem));
  const { facets } = list;

  return (
    <div className="mx-auto max-w-7xl px-4 pt-[var(--vs-detail-page-margin-top)] pb-16">
      <header className="max-w-3xl">
        <p
          className={
            display.hideEcommerceLabel
              ? "sr-only"
              : "text-sm font-semibold uppercase tracking-wide text-primary"
          }
        >
          {t("shop.eyebrow")}
        </p>
        <h1 className="mt-1 font-title text-3xl font-semibold desktop:text-4xl">{t("shop.title")}</h1>
        {shell.meta.wine ? <p className="mt-3 text-lg">{shell.meta.wine}</p> : null}
      </header>

      <div className="mt-8 grid grid-cols-1 gap-8 desktop:grid-cols-[16rem_minmax(0,1fr)]">
        <Form method="get" action="/shop" className="flex flex-col gap-4" aria-label={t("shop.filters")}>
          <h2 className="font-title text-lg font-semibold">{t("shop.filters")}</h2>
          <div>
            <label htmlFor="shop-search" className="mb-1 block text-sm font-semibold">
              {t("shop.filter.search")}
            </label>
            <input
              id="shop-search"
              type="search"
              name="search"
              defaultValue={filters.search ?? ""}
              placeholder={t("shop.filter.searchPlaceholder")}
              maxLength={100}
              className={selectClass}
            />
          </div>
          <div>
            <label htmlFor="shop-kind" className="mb-1 block text-sm font-semibold">
              {t("shop.filter.kind")}
            </label>
            <select id="shop-kind" name="kind" defaultValue={filters.kind ?? ""} className={selectClass}>
              <option value="">{t("shop.filter.any")}</option>
              {facets.kinds.map((k) => (
                <option key={k.value} value={k.value}>
                  {t(`shop.kind.${k.value}`)} ({k.count})
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="shop-color" className="mb-1 block text-sm font-semibold">
              {t("shop.filter.color")}
            </label>
            <select id="shop-color" name="color" defaultValue={filters.color ?? ""} className={selectClass}>
              <option value="">{t("shop.filter.any")}</option>
              {facets.colors.map((c) => (
                <option key={c.value} value={c.value}>
                  {t(colorKey(c.value))} ({c.count})
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="shop-appellation" className="mb-1 block text-sm font-semibold">
              {t("shop.filter.appellation")}
            </label>
            <select
              id="shop-appellation"
              name="appellation"
              defaultValue={filters.appellation ?? ""}
              className={selectClass}
            >
              <option value="">{t("shop.filter.any")}</option>
              {facets.appellations.map((a) => (
                <option key={a.value} value={a.value}>
                  {a.value} ({a.count})
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="shop-year" className="mb-1 block text-sm font-semibold">
              {t("shop.filter.year")}
            </label>
            <select id="shop-year" name="year" defaultValue={filters.year ?? ""} className={selectClass}>
              <option value="">{t("shop.filter.any")}</option>
              {facets.years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </div>
          {display.hidePrices ? null : (
            <div className="grid grid-cols-2 gap-2">
              <div>
                <label htmlFor="shop-min" className="mb-1 block text-sm font-semibold">
                  {t("shop.filter.priceMin")}
                </label>
                <input
                  id="shop-min"
                  name="minPrice"
                  inputMode="decimal"
                  defaultValue={filters.minPrice ?? ""}
                  placeholder={formatPrice(facets.price.min).replace(/\s€$/, "")}
                  className={selectClass}
                />
              </div>
              <div>
                <label htmlFor="shop-max" className="mb-1 block text-sm font-semibold">
                  {t("shop.filter.priceMax")}
                </label>
                <input
                  id="shop-max"
                  name="maxPrice"
                  inputMode="decimal"
                  defaultValue={filters.maxPrice ?? ""}
                  placeholder={formatPrice(facets.price.max).replace(/\s€$/, "")}
                  className={selectClass}
                />
              </div>
            </div>
          )}
          <div>
            <label htmlFor="shop-order" className="mb-1 block text-sm font-semibold">
              {t("shop.sort")}
            </label>
            <select id="shop-order" name="orderBy" defaultValue={orderBy} className={selectClass}>
              {shopOrderBys.map((o) => (
                <option key={o} value={o}>
                  {t(`shop.sort.${o}`)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className="rounded bg-primary px-4 py-2 font-semibold text-on-primary hover:opacity-90"
          >
            {t("shop.filter.apply")}
          </button>
          {hasFilters(filters) ? (
            <Link to="/shop" className="text-center text-sm underline underline-offset-4">
              {t("shop.filter.reset")}
            </Link>
          ) : null}
        </Form>

        <section aria-labelledby="shop-results">
          <p id="shop-results" className="mb-4 font-semibold" aria-live="polite">
            {t("shop.results", { count: list.total })}
          </p>
          {list.products.length === 0 ? (
            <p className="rounded border border-dashed p-8 text-center">{t("shop.noResults")}</p>
          ) : (
            <ul
              className={
                display.productDisplay === "LIST"
                  ? "flex flex-col gap-4"
                  : "grid grid-cols-1 gap-6 xs:grid-cols-2 md:grid-cols-3"
              }
            >
              {list.products.map((product) => (
                <li key={product.id} className="flex">
                  <div className="flex w-full">
                    <ProductCard product={product} display={display} t={t} />
                  </div>
                </li>
              ))}
            </ul>
          )}
          {pages > 1 ? (
            <nav aria-label={t("shop.pagination")} className="mt-8 flex items-center justify-center gap-4">
              {list.page > 1 ? (
                <Link to={shopPageHref(params, list.page - 1)} className="underline underline-offset-4">
                  {t("shop.previous")}
                </Link>
              ) : null}
              <span aria-current="page">{t("shop.pageOf", { page: list.page, pages })}</span>
              {list.page < pages ? (
                <Link to={shopPageHref(params, list.page + 1)} className="underline underline-offset-4">
                  {t("shop.next")}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </section>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../../components/layout/route-error-boundary";
