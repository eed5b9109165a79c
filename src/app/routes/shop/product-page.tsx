import { Suspense, useState } from "react";
import {
  Await,
  data,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useRouteLoaderData,
} from "react-router";
import { storedLabel } from "../../../../schemas/e-label";
import type { Declination } from "../../../../schemas/shop";
import { ApiCallError } from "../../../client/api-client";
import { formatCapacity } from "../../../runtime/shop/capacity";
import { apiFor } from "../../api.server";
import { ResponsiveImage } from "../../components/media/responsive-image";
import { BuyBox, initialDeclinationOf } from "../../components/shop/buy-box";
import { ProductCard } from "../../components/shop/product-card";
import {
  Awards,
  BoxContents,
  Features,
  grapesOf,
  Meals,
  Nutrition,
  VolumePrices,
} from "../../components/shop/product-sections";
import { titlesOf } from "../../components/shop/product-title";
import { colorKey, shopTextOf } from "../../components/shop/shop-text";
import { shellOf } from "../../seo/meta";
import type { Shell } from "../../shell.server";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) throw data(null, { status: 404 });
  const api = apiFor(context);
  try {
    const product = await api.shop.product(slug);
    const wanted = Number(new URL(request.url).searchParams.get("d"));
    // recommendations stream in after the first paint (CONVENTIONS.md: deferred data)
    const recommended = api.shop.recommended(product.id).catch(() => []);
    // a product not yet moved to per-declination labels shows its own, read here: zod stays on
    // the server (decision 118)
    const productLabel = storedLabel({
      alcoholPercent: product.alcoholPercent,
      nutrition: product.nutrition,
      otherIngredients: product.ingredients ?? "",
    });
    return {
      product,
      productLabel,
      initialDeclinationId: Number.isInteger(wanted) ? wanted : null,
      recommended,
    };
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 404) {
      // the product changed its address: the old one keeps its visitors and its search ranking
      const movedTo = error.data?.movedTo;
      if (movedTo) throw redirect(new URL(request.url).pathname.replace(/[^/]+$/, movedTo), 301);
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

// choosing a vintage or a size only changes ?d=: the product is already on the page
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => {
  const shell = shellOf(matches);
  if (!loaderData) return [];
  const { product } = loaderData;
  const { title, subtitle } = titlesOf(product, shell?.shop?.swapNameAndAppellation ?? false);
  const full = [title, subtitle].filter(Boolean).join(" — ");
  const available = product.declinations.some((d) => d.stock === null || d.stock > 0);
  return [
    { title: `${full} — ${shell?.site.name ?? ""}` },
    { name: "description", content: product.shortDescription },
    { property: "og:title", content: full },
    { property: "og:description", content: product.shortDescription },
    { property: "og:type", content: "product" },
    ...(product.image ? [{ property: "og:image", content: product.image }] : []),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Product",
        name: full,
        description: product.shortDescription,
        image: product.image ?? undefined,
        brand: shell ? { "@type": "Brand", name: shell.site.name } : undefined,
        ...(shell?.shop?.hidePrices
          ? {}
          : {
              offers: {
                "@type": "AggregateOffer",
                priceCurrency: "EUR",
                lowPrice: (Math.min(...product.declinations.map((d) => d.finalPrice)) / 100).toFixed(2),
                highPrice: (Math.max(...product.declinations.map((d) => d.finalPrice)) / 100).toFixed(2),
                availability: available ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
              },
            }),
      },
    },
  ];
};

const layoutClass = {
  // image beside the buying box, the long texts below
  CLASSIC: "desktop:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]",
  // half and half, the image staying in view while reading
  SPLIT: "desktop:grid-cols-2",
  // a large image above everything
  GALLERY: "grid-cols-1",
} as const;

/** spec §2 product detail: everything a wine lover expects, the declination picker and the cart. */
export default function ProductPage() {
  const data = useLoaderData<typeof loader>();
  // another product is another page: its picker starts afresh
  return <ProductView key={data.product.id} {...data} />;
}

function ProductView({
  product,
  productLabel,
  initialDeclinationId,
  recommended,
}: ReturnType<typeof useLoaderData<typeof loader>>) {
  const shell = useRouteLoaderData<Shell>("root");
  const [declination, setDeclination] = useState<Declination | null>(() =>
    initialDeclinationOf(product, initialDeclinationId),
  );
  const display = shell?.shop;
  if (!shell || !display) return null;
  const t = shopTextOf(shell);
  const { title, subtitle } = titlesOf(product, display.swapNameAndAppellation);
  const grapes = grapesOf(product);
  const isWine = product.type.type === "WINE";

  const choose = (next: Declination) => {
    setDeclination(next);
    // the URL names the declination, so that it can be shared; no navigation, no reload
    const url = new URL(window.location.href);
    url.searchParams.set("d", String(next.id));
    window.history.replaceState(window.history.state, "", url);
  };
  const photo = declination?.image ?? product.image;
  const sheetHref = `/shop/${product.slug}/fiche-technique${declination ? `?d=${declination.id}` : ""}`;
  const facts = [
    product.color ? t(colorKey(product.color)) : null,
    declination?.year ? String(declination.year) : null,
    declination?.capacity ? formatCapacity(declination.capacity, declination.capacityUnit) : null,
  ].filter(Boolean);

  return (
    <div className="mx-auto max-w-7xl px-4 pt-[var(--vs-detail-page-margin-top)] pb-16">
      <nav aria-label={t("shop.breadcrumb")} className="text-sm">
        <ol className="flex flex-wrap gap-2">
          <li>
            <Link to="/" className="underline underline-offset-4">
              {t("shop.home")}
            </Link>
            <span aria-hidden="true"> /</span>
          </li>
          <li>
            <Link to="/shop" className="underline underline-offset-4">
              {t("shop.title")}
            </Link>
            <span aria-hidden="true"> /</span>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>

      <div className={`mt-6 grid gap-8 ${layoutClass[display.pageStyle]}`}>
        <div
          className={display.pageStyle === "SPLIT" ? "desktop:sticky desktop:top-24 desktop:self-start" : ""}
        >
          <div
            className={`mx-auto overflow-hidden rounded-lg bg-[rgb(var(--vs-font-color-rgb)/0.04)] ${display.pageStyle === "GALLERY" ? "max-w-xl" : "max-w-md"}`}
            style={{ aspectRatio: display.aspectRatio }}
          >
            {photo ? (
              <ResponsiveImage
                sizes="(min-width: 1024px) 36rem, 90vw"
                src={photo}
                alt={`${product.name}${product.appellation ? `, ${product.appellation}` : ""}`}
                width={300}
                height={400}
                className="h-full w-full object-cover"
              />
            ) : null}
          </div>
        </div>

        <div className="flex flex-col gap-5">
          <header>
            <h1 className="font-title text-3xl font-semibold desktop:text-4xl">{title}</h1>
            {subtitle ? <p className="mt-1 text-xl font-semibold">{subtitle}</p> : null}
            {display.grapeVarieties === "UNDER_NAME" && grapes ? (
              <p className="mt-1 text-sm">
                <span className="font-semibold">{t("shop.grapes")} :</span> {grapes}
              </p>
            ) : null}
            {facts.length ? <p className="mt-2 text-sm opacity-90">{facts.join(" · ")}</p> : null}
          </header>
          {product.shortDescription ? <p className="text-lg">{product.shortDescription}</p> : null}
          <BuyBox
            product={product}
            display={display}
            t={t}
            declination={declination}
            onDeclination={choose}
          />
          {display.hidePrices ? null : <VolumePrices product={product} t={t} />}
          <p>
            <a
              href={sheetHref}
              download
              className="inline-flex items-center gap-2 underline underline-offset-4 hover:text-active"
            >
              <i className="fa-solid fa-file-pdf" aria-hidden="true" />
              {t("shop.technicalSheet")}
            </a>
          </p>
        </div>
      </div>

      <div className="mt-12 grid grid-cols-1 gap-10 desktop:grid-cols-2">
        <section aria-labelledby="product-description" className="desktop:col-span-2">
          <h2 id="product-description" className="font-title text-xl font-semibold">
            {isWine ? t("shop.tasting") : t("shop.description")}
          </h2>
          <div className="mt-3 max-w-3xl space-y-3 leading-relaxed">
            {product.description.split(/\n\s*\n/).map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </section>
        <BoxContents product={product} t={t} />
        <Features product={product} declination={declination} display={display} t={t} />
        <div className="flex flex-col gap-10">
          <Awards awards={product.awards} vintage={declination?.year ?? null} t={t} />
          <Meals product={product} display={display} t={t} />
        </div>
        {display.showNutrition ? (
          <Nutrition
            product={product}
            productLabel={productLabel}
            declination={declination}
            lang={shell.site.lang === "en" ? "en" : "fr"}
            t={t}
          />
        ) : null}
      </div>

      <Suspense fallback={null}>
        <Await resolve={recommended}>
          {(products) =>
            products.length ? (
              <section aria-labelledby="product-recommended" className="mt-14">
                <h2 id="product-recommended" className="font-title text-2xl font-semibold">
                  {t("shop.recommended")}
                </h2>
                <ul className="mt-6 grid grid-cols-1 gap-6 xs:grid-cols-2 md:grid-cols-4">
                  {products.map((p) => (
                    <li key={p.id} className="flex">
                      <ProductCard product={p} display={display} t={t} layout="GRID" headingLevel={3} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null
          }
        </Await>
      </Suspense>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../../components/layout/route-error-boundary";
